# 모든 화면과 게임이 함께 쓰는 말.
#
# 자리 인수($who, $target …)는 플레이어 이름이거나, 화면 앞의 유일한 사람이면 "you"입니다:
#   { $who -> [you] 당신이 냅니다 *[other] { $who }(이)가 냅니다 }
# 이름 뒤 조사는 받침을 알 수 없으므로 (이)가, (은)는, (을)를 꼴로 씁니다.

seat-you = 당신
# 이름 목록 안의 사람: "Kate, 당신".
seat-you-in-list = 당신
seat-player = 플레이어 { $number }
list-separator = {", "}
# 목록의 끝: "Kate, Bill, 당신".
list-last = { $head }, { $last }

## 결과 화면

result-wins = { $who ->
        [you] 당신의 승리!
       *[other] { $who }의 승리!
    }
result-share = { $winners ->
        [you] 당신의 승리!
       *[other] { $winners } 공동 승리
    }

## 게임 이름 (명령줄 id별, $english: 영어 이름)

game-title = { $id ->
        [loot-shoot-whiskey] 루트, 슛, 위스키
        [three-card-loo] 쓰리 카드 루
        [duel] 듀얼: 원스 어폰 어 게임 인 더 웨스트
        [desperados] 데스페라도스 오브 다이스 타운
       *[other] { $english }
    }

## 테이블 기록과 리플레이 보기

log-title = 기록
log-new-match = 새 게임, 시드 { $seed }: { $seats }.
log-replay-of = { $file } 리플레이.
log-resumed = 결정 { $decisions }회 이후부터 게임을 이어 갑니다.
log-taken-back = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 마지막 결정을 되돌립니다.
report-no-folder = 보고서를 저장할 데이터 폴더가 없습니다.
report-written = 이 게임의 보고서를 { $path }에 저장했습니다.
report-failed = { $path }에 보고서를 저장하지 못했습니다: { $error }
replay-heading = { $game } 리플레이: { $status }
replay-status = 결정 { $decision }/{ $decisions }
replay-status-end = 끝
replay-back = ◀ 뒤로 (Left)
replay-pause = 일시정지 (Space)
replay-play = 재생 (Space)
replay-step = 다음 ▶ (Right)
replay-seen-from = 시점: { $name }
replay-next-seat = ▶ (Tab)
replay-hidden = 숨은 카드 전체
