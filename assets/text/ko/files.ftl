# 받아들이지 못한 파일(규칙 파일, 설정, 저장된 게임)의 문제를 그 파일을 고치는 사람에게
# 알립니다. 파일 자체의 이름은 파일에 적힌 그대로 둡니다: 백틱 안의 필드, 값(Pistol,
# Limited(n), Random), 기호, 언어 코드, 파일 이름은 번역하지 않습니다.

## 파일 읽기

file-cannot-read = { $what ->
        [folder] 폴더를
        [settings] 설정을
        [match] 저장된 게임을
       *[file] 파일을
    } 읽을 수 없습니다: { $error }
file-not-utf8 = { $what ->
        [folder] 폴더
        [settings] 설정
        [match] 저장된 게임
       *[file] 파일
    }: UTF-8 텍스트여야 합니다(UTF-8이 아닌 바이트가 있습니다)
file-read-by-no-game = 이 파일을 읽는 게임이 없습니다: { $files } 중 하나여야 합니다
# $field: 문제가 있는 최상위 필드. $expected: 아래 expected- 메시지 중 하나.
file-field-expected = `{ $field }`: { $expected }
file-problem-and-kept = { $problem } ({ $kept })

## ron의 구문 오류

ron-end-of-file = 파일이 너무 일찍 끝납니다: 내용이 더 있어야 합니다
ron-expected-symbol = `{ $symbol }` 기호가 와야 합니다
ron-expected-kind = { $kind ->
        [boolean] true 또는 false가
        [integer] 정수가
        [number] 숫자가
        [text] 따옴표로 감싼 텍스트가
        [character] 작은따옴표로 감싼 문자가
        [name] 이름이
        [option] Some(…) 또는 None이
       *[other] { $kind } 값이
    } 와야 합니다
ron-integer-out-of-bounds = 이 필드에 담을 수 있는 숫자여야 합니다(이 숫자는 너무 크거나 작습니다)
ron-unexpected-char = 여기에는 `{ $found }` 말고 다른 것이 와야 합니다
ron-trailing-characters = 닫는 `)` 뒤에서 파일이 끝나야 합니다
ron-unclosed-comment = 주석이 닫혀 있어야 합니다
ron-no-such-variant = { $expected } 중 하나여야 합니다(현재 `{ $found }`)
ron-no-such-field = 필드는 { $expected } 중 하나여야 합니다(현재 `{ $found }`)
ron-missing-field = `{ $field }` 필드가 있어야 하는데 빠져 있습니다
ron-duplicate-field = `{ $field }` 필드는 한 번만 있어야 합니다(두 번 적혀 있습니다)
# $expected, $found: ron이 부르는 타입 이름.
ron-invalid-value = { $expected } 값이어야 합니다(현재 { $found })
ron-wrong-length = { $expected } 값이어야 합니다(현재 항목 { $found }개)
# $detail: 무엇을 기대했는지 말하는 ron 자체의 설명.
ron-detail = { $detail }
ron-unexpected = { $detail } (이 파일 형식에 맞는 값이어야 합니다)

## 규칙 파일의 필드가 기대하는 값

expected-at-least = { $least } 이상이어야 합니다(현재 { $found })
# $field: 최상위 필드 안의 필드(`showcase`의 `rounds` 같은).
expected-inside = { $field }: { $expected }
expected-because = { $expected }: { $reason }
expected-seats-up-to = min_players 이상 { $most } 이하여야 합니다(현재 { $found })
reason-hands-in-one-deck = 한 덱으로는 손패를 더 나눌 수 없습니다
expected-showcase-players = players: min_players 이상 max_players 이하여야 합니다({ $least } 이상 { $most } 이하, 현재 { $found })
expected-language-code = 언어 코드는 { $codes } 중 하나여야 합니다(현재 "{ $found }")
expected-translated-words = "{ $code }": { $field } 필드에 내용이 있어야 합니다(비어 있는 것이 있습니다)
expected-deck-fills-row = 줄을 채우려면 덱이 { $least }장 이상이어야 합니다(이 덱은 { $found }장)
expected-nuggets-worth = 너겟 카드는 너겟 1개 이상이어야 합니다(현재 Nuggets(0))
# $reset: 파일에 적힌 hand_reset 값.
expected-hand-for-reset = 손패가 { $least }장 이상이어야 합니다(이 손패는 { $found }장). { $reset } 설정에서는 { $least }장을 낸 뒤에야 카드가 손으로 돌아옵니다
expected-tie-break-once = 각 동점 판정 기준은 한 번씩만 있어야 합니다({ $twice } 기준이 두 번 적혀 있습니다)
expected-ante = 1칩 이상 걸어야 합니다(현재 0칩). 그렇지 않으면 팟에 걸리는 것이 없습니다
expected-arranged-hands = 자리마다 손패 하나씩, 테이블의 자리 수만큼(min_players와 max_players 사이)
expected-loo-payment = Limited(n) 또는 Unlimited(cap: n) 형식이어야 하고, n은 1 이상이어야 합니다(현재 0)
expected-a-gun = Pistol 또는 Rifle 카드가 한 장 이상 있어야 합니다. 그렇지 않으면 아무도 총에 맞을 수 없습니다
expected-money-shared = total_money / max_players = { $most } 이하여야 합니다
expected-money-to-start = $1 이상이어야 합니다: $0인 갱단은 파산입니다
expected-gang-count = 갱단 수는 max_players 이상 { $most } 이하여야 합니다(현재 { $found })
expected-gang-desperados = 갱단마다 브레인부터 차례로 무법자 이름 { $count }개가 있어야 합니다
expected-ability-uses = 각 능력에 적힌 사용은 1회 이상 { $most }회 이하여야 합니다
expected-gang-choice = Random이거나, max_players개의 자리마다 서로 다른 갱단(`gangs`의 인덱스)을 정한 Chosen이어야 합니다
expected-wild-west-deck = 카드는 1종 이상 { $kinds }종 이하, 모두 합쳐 4장 이상 { $most }장 이하여야 합니다(현재 { $found }장)
expected-translated-gangs-and-cards = "{ $code }": 능력은 갱단 수({ $gangs }개) 이하, 카드는 덱의 카드 종류 수({ $cards }종) 이하여야 합니다(현재 능력 { $found-gangs }개, 카드 { $found-cards }개)
expected-search-steps = iterations, rollout_steps 모두 1 이상이어야 합니다

## 설정

settings-refused = { $problem }. 기본 설정으로 진행합니다(파일은 { $kept })
settings-kept-as = { $path }에 보관됨
settings-not-set-aside = 따로 옮겨 두지 못함: { $error }
# $using: 적용 중인 설정, 파일에 적는 형식 그대로.
settings-brought-in-range = speed와 computer_speed는 0.5..=4, 음량은 0..=1, ui_scale은 0.75..=2, showcase_after_idle은 { $idle } 이하, replays_kept는 { $kept } 이하여야 합니다. 적용한 설정: { $using }

## 저장된 게임

save-not-a-match = { $problem } (저장된 게임이어야 합니다)
save-other-game = { $game } 게임이 아니라 { $found } 게임입니다
save-game-unknown = 이 버전에 없는 게임(`{ $game }`)입니다
save-format-unknown = 형식 { $found }의 저장 파일입니다. 이 버전(형식 { $ours })은 읽을 수 없습니다
save-rules-refused = 저장된 게임의 규칙: { $problem }
save-seats-differ = { $seats }인석이지만 기록은 { $recorded }인석 게임입니다
# $detail: 기록이 멈추는 이유, 아래의 replay- 메시지 중 하나.
save-does-not-replay = 기록을 재생할 수 없습니다: { $detail }
# $record와 $game: 파일에 적힌 그대로의 게임 이름.
replay-other-game = 기록은 `{ $game }`이 아니라 `{ $record }`의 것입니다
# $detail: 규칙 자체의 설명, 규칙이 쓴 그대로.
replay-no-table = 규칙이 이 기록에 맞는 테이블을 차리지 않습니다 ({ $detail })
# $refused: 규칙이 그 단계를 거부하는 이유, 아래의 refused- 메시지 중 하나.
replay-refused = { $step }단계: { $refused }
refused-match-over = 게임이 끝났습니다
refused-not-to-move = { $seat }번 자리의 차례가 아닙니다
refused-wrong-seats = 차례인 자리마다 한 수씩이 아닙니다
refused-not-legal = 그때 { $seat }번 자리에는 그 수가 허용되지 않습니다
refused-chance-to-move = 자리가 아니라 주사위나 카드 더미가 정할 차례입니다
refused-no-chance = 그때는 주사위도 카드 더미도 정할 차례가 아닙니다
refused-impossible-chance = 그 자리에서는 주사위나 카드 더미가 그렇게 나올 수 없습니다

## 명령줄에서 규칙 폴더 검사

# $folder: 명령줄에 주어진 그대로의 폴더.
check-rules-valid = { $folder }: 모든 규칙 파일이 올바릅니다
check-rules-errors = 오류 { $count }개
# $problem: 거부된 파일의 위치와 문제, `파일:줄:열: 문제` 형식.
check-rules-on-defaults = { $problem } (기본 규칙으로 진행합니다)
