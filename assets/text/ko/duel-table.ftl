# 듀얼 테이블: 옵션, 명패, 안내, 효과, 도움말.

duel-option-rules = 규칙
duel-option-rules-tip = 스핑크스: 권총은 권총만, 라이플은 라이플만 막아 주고, 바리케이드는 쓴 뒤 손으로 돌아옵니다.
duel-standard = 기본
duel-sphinx = 스핑크스(독일판)
duel-options-sphinx = 이 테이블: 스핑크스 규칙(독일판). 총은 같은 종류의 총만 막아 주고, 바리케이드는 쓴 뒤 손으로 돌아옵니다.
duel-coach-chance = { $chance }%
    $ 확률
duel-coach-chance-and-mix = { $chance }%
    $ 확률
    { $mix }% 선택
duel-status-down = 쓰러짐
duel-status-cards = 카드 { $cards }장
# 권, 라, 바, 재: 권총, 라이플, 바리케이드, 재장전의 첫 글자. 뒤의 숫자는 손에 든 장 수.
duel-plate = { $name }
    ${ $dollars }   { $status }
    권{ $pistols } 라{ $rifles } 바{ $barricades } 재{ $reloads }
duel-prompt-empty-handed = 카드가 없어 재장전합니다.   [{ $confirm }] 발사
# $pick: 고르는 사람이 듣는 대로의 선택 ("당신이 Kate에게 권총을 쏩니다").
duel-prompt-lock-in = { $pick }   [{ $confirm }] 확정{ $how }
duel-prompt-pick = 카드 선택: { $how }
# $cards: the keys of the cards that may be played now, each a duel-pick-key.
duel-pick-keys = { $cards }, 또는 클릭
duel-pick-key = [{ $key }] { $card }
duel-pick-pad = 카드로 이동해 [{ $choose }] 누르기
duel-prompt-aim = 조준: { $how }
duel-aim-keys = 상대를 클릭, 또는 [Tab] 키로 이동해 [{ $choose }] 누르기
duel-aim-pad = 상대에게 이동해 [{ $choose }] 누르기
duel-prompt-other-rival-keys = {"  ·  "}다른 상대: [Tab] 또는 클릭
duel-prompt-other-rival-pad = {"  ·  "}다른 상대: 그쪽으로 이동
duel-effect-reloads = 재장전: +{ $cards }장
duel-effect-hit = 명중!
duel-effect-missed = 빗나감: 움직이는 중
duel-effect-barricade = 바리케이드 뒤
duel-button-draw = 발사! ({ $key })
duel-button-draw-tip = 들어 올린 카드와, 총이면 그 표적을 확정합니다.
duel-hint-tip = 카드별로 이번 결투의 1달러를 받을 확률. 당신 시점에서 계산합니다.
duel-button-next-target = 다음 표적
duel-button-next-target-tip = 들어 올린 총을 아직 서 있는 다음 상대에게 겨눕니다.
duel-tip-hand = { $card }: { $rule } 보유: { $held }장. 단축키 { $key }.
duel-standing-up = 생존
duel-standing-down = 이번 결투에서 쓰러짐
duel-tip-plate = { $who ->
        [you] 당신
       *[other] { $who }
    }: { $standing }, ${ $to-win } 중 ${ $dollars }. 권총 { $pistols }장, 라이플 { $rifles }장, 바리케이드 { $barricades }장, 재장전 { $reloads }장 보유.
duel-tip-plate-master = { $who ->
        [you] 당신(결투 마스터)
       *[other] { $who }(결투 마스터)
    }: { $standing }, ${ $to-win } 중 ${ $dollars }. 권총 { $pistols }장, 라이플 { $rifles }장, 바리케이드 { $barricades }장, 재장전 { $reloads }장 보유.
duel-tip-aimed-at = 조준 중: 한 번 더 누르면 확정합니다.
duel-tip-aim-here = 누르면 이쪽으로 총을 겨눕니다.
duel-face-master = 마스터
duel-face-pistol = 권총
duel-face-rifle = 라이플
duel-face-barricade = 바리케이드
duel-face-reload = 재장전
duel-face-alive = 생존
duel-face-rip = 사망

## 휴대폰 화면: 말로 전하는 테이블

# $count: 손에 든 그 카드의 장 수.
duel-phone-hand-card = { $card } { $count }장
# $seats: 아직 서 있는 총잡이들의 목록.
duel-phone-shootout = { $shootout }번째 총격전. 아직 서 있는 사람: { $seats ->
        [you] 당신
       *[other] { $seats }
    }.
# $cards: 손에 든 카드 목록, 하나하나가 duel-phone-hand-card.
duel-phone-rival-holds = { $who ->
        [you] 당신
       *[other] { $who }
    }의 카드: { $cards }.
duel-phone-rival-empty = { $who ->
        [you] 당신은
       *[other] { $who }(은)는
    } 남은 카드가 없습니다.
# $standing: duel-standing-up 또는 duel-standing-down.
duel-phone-standing = { $who ->
        [you] 당신
       *[other] { $who }
    }: ${ $to-win } 중 ${ $dollars }, { $standing }
# 상대 초상화 아래: 이기는 데 필요한 달러 중 가진 달러.
duel-phone-dollars = ${ $to-win } 중 ${ $dollars }
# 지난 총격전에서 뒤집힌 총 아래: 누구에게 쐈는지.
duel-phone-at = { $target ->
        [you] 당신에게
       *[other] { $target }에게
    }
# 지난 총격전에서 뒤집힌 선택들 위.
duel-phone-showdown = 지난 총격전
duel-phone-down = 이번 결투에서 쓰러졌습니다. 다음 결투에 다시 참가합니다.
# 상대를 표적으로 고를 수 없는 이유.
duel-phone-no-gun = 쏠 총이 손에 없습니다.
