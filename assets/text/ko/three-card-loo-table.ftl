# 쓰리 카드 루 테이블: 옵션, 이름표, 안내, 창, 도움말.

loo-option-single = 벌금 없는 판: 모두 참가
loo-option-single-tip = 팟에 벌금이 없는 판에는 미스가 없고, 모두 참가합니다.
loo-option-club-law = 클럽 법칙
loo-option-club-law-tip = 클럽이 으뜸패면 아무도 포기할 수 없고, 미스는 쓰지 않습니다.
loo-option-bust-out = 잔고 0이면 탈락
loo-option-bust-out-tip = 잔고는 0 아래로 내려가지 않습니다: 다 낼 수 없는 사람은 가진 만큼 내고, 남은 돈이 없으면 테이블을 떠납니다.
loo-option-any-card = 더 높은 으뜸패가 없으면: 아무 카드
loo-option-any-card-tip = 같은 무늬가 없고 테이블의 으뜸패를 이길 수도 없으면 아무 카드나 낼 수 있습니다. 끄면 더 낮은 으뜸패를 내야 합니다.
loo-option-rounds = 라운드
loo-option-rounds-tip = 라운드마다 모두 한 번씩 딜합니다. 마지막 라운드가 끝나면 잔고가 가장 많은 사람이 이깁니다.
# $single, $club-law, $bust-out: option-on 또는 option-off.
loo-options-lower-trump = 이 테이블: 벌금 없는 판 모두 참가({ $single }), 클럽 법칙({ $club-law }), 잔고 0이면 탈락({ $bust-out }), 같은 무늬가 없고 더 높은 으뜸패도 없으면 더 낮은 으뜸패, 라운드 { $rounds }회.
loo-options-any-card = 이 테이블: 벌금 없는 판 모두 참가({ $single }), 클럽 법칙({ $club-law }), 잔고 0이면 탈락({ $bust-out }), 같은 무늬가 없고 더 높은 으뜸패도 없으면 아무 카드, 라운드 { $rounds }회.

## 대신 내야 하는 카드
# 주어 없이 씁니다: "지금은 낼 수 없습니다: 같은 무늬(하트)를 내야 합니다."

loo-must-lead-card = { $card } 카드를 먼저 내야 합니다
loo-must-lead-trump = 으뜸패를 먼저 내야 합니다
loo-must-lead-highest-trump = 가장 높은 으뜸패를 먼저 내야 합니다
loo-must-follow = 같은 무늬({ $suit })를 내야 합니다
loo-must-head = 이기는 카드를 내야 합니다
loo-must-trump = 으뜸패를 내야 합니다
loo-must-overtrump = 더 높은 으뜸패를 내야 합니다

## 명패, 팟, 안내

loo-status-dropped = 포기
loo-status-plays = 참가
loo-status-took-miss = 미스 가져감
loo-status-defends-miss = 미스 지킴
loo-status-out = 탈락
# 초상화 옆 명패: 한 줄에 한 항목.
loo-plate = { $name }
    { $chips }칩
    { $status }
    { $tricks ->
        [0] {""}
       *[other] 트릭 { $tricks }개
    }
loo-trumps = 으뜸패: { $suit }
loo-pool = 팟 { $pool }
loo-pool-in-play = 팟 { $pool }
    트릭당 { $per-trick }
loo-how-keys = 올라온 카드 클릭 또는 1-3 누르기
loo-how-pad = 올라온 카드로 이동해 [{ $choose }] 누르기
loo-prompt-declare = 선언: { $how }
# $keys: the keys of the declarations the player may make now, each a loo-declare-key.
loo-declare-keys = 버튼을 쓰거나 { $keys }
loo-declare-key = [{ $key }] { $what }
loo-declare-pad = 버튼으로 이동해 [{ $choose }] 누르기
# $why: loo-must-* 한 줄.
loo-prompt-refused = { $card }: { $why }
loo-prompt-lead = 당신이 리드할 차례: { $how }
loo-prompt-card = 낼 카드: { $how }

## 버튼과 창

# $chips: 코치가 예상하는 잔고, 소수 한 자리.
loo-hint-chips = ≈ { $chips }칩
loo-button-standings = 현황 (S)
loo-button-standings-tip = 모든 자리의 잔고와 이번 판의 선언.
loo-button-last-trick = 지난 트릭 (L)
loo-button-last-trick-tip = 지난 트릭의 카드와, 그 트릭을 가져간 사람.
loo-hint-tip = 선택마다 어려움 봇이 예상하는 이번 판 뒤의 잔고.
loo-drop-tip = 이번 판을 쉽니다: 따는 것도 잃는 것도 없습니다.
loo-play-tip = 손패로 참가합니다: 트릭마다 팟의 3분의 1을 가져가고, 하나도 못 가져가면 빈손이 됩니다.
loo-take-miss-tip = 손패 대신 미스를 보지 않은 채 가져와 씁니다.
loo-defend-miss-tip = 딜러로서 팟을 위해 미스로 플레이합니다. 따지도 잃지도 않습니다.
loo-button-last-trick-title = 지난 트릭
loo-no-trick-yet = 이번 판에는 아직 낸 트릭이 없습니다.
# $name은 "당신"일 수 있으므로 조사 없이 씁니다.
loo-takes-it = { $name }  가져감
loo-standings-title = 현황
loo-standings-start = 시작
loo-standings-deal = { $deal }판
loo-standings-now = 현재
loo-standings-pool = 팟: { $pool }

## 도움말

loo-seating-waiting = 선언 전
loo-seating-dropped = 이번 판 포기
loo-seating-playing = 참가 중
loo-seating-took-miss = 미스로 참가 중
loo-seating-defending-miss = 미스를 지키는 중
loo-seating-out = 돈이 떨어짐
loo-tip-play-it = 누르면 냅니다 (단축키 { $key }).
loo-tip-not-now = 지금은 낼 수 없습니다: { $why }.
loo-tip-hand = { $card }. { $what }
loo-tip-hand-trump = { $card }(으뜸패). { $what }
loo-tip-plate = { $who ->
        [you] 당신
       *[other] { $who }
    }: 잔고 { $balance }, { $seating }, 이번 판 트릭 { $tricks }개.
loo-tip-plate-dealer = { $who ->
        [you] 당신(딜러)
       *[other] { $who }(딜러)
    }: 잔고 { $balance }, { $seating }, 이번 판 트릭 { $tricks }개.
loo-tip-turn-up = 뒤집힌 카드는 { $card }, 으뜸패는 { $suit }입니다. 리드하는 사람은 { $top } 카드가 있으면 그 카드를 먼저 내야 합니다.
loo-tip-miss = 미스: 뒷면으로 놓인 여분의 손패. 가장 먼저 청한 사람이 자기 손패 대신 보지 않고 가져갑니다. 딜러는 미스를 지킬 수 있습니다: 팟을 위해 미스로 플레이합니다.
loo-tip-miss-taken = 누군가 미스를 가져갔습니다.
loo-tip-pool = 팟: { $pool }. 트릭마다 그 3분의 1을 가져갑니다. 참가하고도 트릭을 못 가져간 사람은 빈손이 되어 다음 팟에 돈을 냅니다.
loo-the-miss = 미스

## 휴대폰 화면: 손패, 테이블, 현황, 선택지를 한 줄씩

loo-phone-card = { $card }
loo-phone-card-trump = { $card } (으뜸패)
# $cards: 미스 대신 내준 손패 목록.
loo-phone-hand-is-miss = 당신의 손패는 미스입니다. 내준 카드: { $cards }.
loo-phone-miss-open = 미스가 뒷면으로 놓여 있습니다. 먼저 청하는 사람이 가져갑니다.
loo-phone-per-trick = 트릭마다 팟에서 { $per-trick }칩을 가져갑니다.
loo-phone-winning = 지금은 { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 트릭을 이기고 있습니다.
loo-phone-trick-taken = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } { $card } 카드로 { $trick }번째 트릭을 가져갔습니다.
loo-phone-to-declare = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 선언할 차례입니다.
loo-phone-to-lead = { $trick }번째 트릭: { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 리드할 차례입니다.
loo-phone-to-play = { $trick }번째 트릭: { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 낼 차례입니다.
loo-phone-standing = { $who ->
        [you] 당신
       *[other] { $who }
    }: { $chips }칩{ $tricks ->
        [0] {""}
       *[other] , 이번 판 트릭 { $tricks }개
    }
loo-phone-standing-out = { $who ->
        [you] 당신은
       *[other] { $who }(은)는
    } 돈이 떨어졌습니다.
# $declaration: 버튼 이름 (loo-drop, loo-play …). $per-trick: 트릭 하나가 팟에서 가져가는 칩.
# $loo: 트릭을 하나도 못 가져간 사람이 내는 칩.
loo-phone-drop = { $declaration }: 이번 판을 쉽니다
loo-phone-play = { $declaration }: 트릭마다 { $per-trick }칩, 하나도 못 가져가면 { $loo }칩을 냅니다
loo-phone-take-miss = { $declaration }: 보지 않고 미스로 플레이, 트릭마다 { $per-trick }칩, 하나도 못 가져가면 { $loo }칩을 냅니다
loo-phone-defend-miss = { $declaration }: 팟을 위해 미스로 플레이, 따지도 잃지도 않습니다
loo-phone-play-card = { $card } 내기
# 자리의 칩 아래: 칩, 그리고 이번 판에 가져간 트릭이 있으면 그 수.
loo-phone-chips = { $chips }칩{ $tricks ->
        [0] {""}
       *[other] , 트릭 { $tricks }개
    }
# 차례인 자리의 칩 아래 (누구든, 당신 포함).
loo-phone-turn-declare = 선언할 차례
loo-phone-turn-lead = 리드할 차례
loo-phone-turn-play = 낼 차례
loo-phone-dealer = 딜러
loo-phone-winner = 승자
# 테이블에 놓인 미스: 이름과 놓인 모양.
loo-phone-miss = 미스
loo-phone-face-down = 뒷면으로 놓임
# 팟 아래: 트릭마다 팟에서 가져가는 칩.
loo-phone-a-trick = 트릭당 { $per-trick }
# 트릭을 리드한 카드 아래.
loo-phone-led = 리드
# 마지막으로 본 뒤 가져간 트릭과 팟, 낸 벌칙 위에 붙는 제목.
loo-phone-outcome = 칩 득실
