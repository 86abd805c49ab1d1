# 모든 테이블이 함께 쓰는 말: 안내, 코치, 버튼 열.

status-thinking = 생각 중...
status-ready = 준비 완료
status-none = {""}
prompt-waiting-for = { $seats ->
        [you] 당신을 기다리는 중...
       *[other] { $seats }(을)를 기다리는 중...
    }
prompt-fast-forward = 컴퓨터만 남았습니다: ×{ $times }
prompt-seat-asked = { $seat }: { $ask }
coach-thinking = 코치가 생각하는 중...
coach-best = 코치: { $best }
button-lock-in = 확정 ({ $key })
button-hint = 힌트 ({ $key })
option-on = 켜짐
option-off = 꺼짐
button-coach-thinking = 코치: 생각 중...
option-yes = 예
option-no = 아니요
# 목록 속에 쓰이는 숫자 하나.
number = { $n }
log-replay-at = 리플레이: 결정 { $decision }/{ $decisions }.
button-menu = 메뉴 ({ $key })
button-menu-tip = 일시정지: 계속하기, 규칙, 설정, 나가기 (규칙: { $rules-key })
button-take-back = 되돌리기 ({ $key })
button-take-back-tip = 규칙이 허락하면 마지막 결정을 되돌립니다.
take-back-nothing-yet = 되돌릴 것이 없습니다: 아직 아무것도 결정하지 않았습니다.
take-back-chance-since = 마지막 결정은 그대로입니다: 그 뒤에 운이 작용했습니다.
take-back-others-since = 마지막 결정은 그대로입니다: 그 뒤에 다른 플레이어가 결정했습니다.
take-back-together = 마지막 결정은 그대로입니다: 다른 플레이어들과 함께 내린 결정입니다.
take-back-revealed = 마지막 결정은 그대로입니다: 숨겨진 것을 보여 주었습니다.
cover-reveal = 아무도 보지 않을 때 { $key } 키를 누르거나 클릭하십시오.
cover-pass-to = { $name }에게 화면을 넘기십시오
frame-rate = { $fps } fps · { $ms } ms
frame-rate-measuring = 측정 중...
