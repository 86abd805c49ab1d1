# 루트, 슛, 위스키 테이블: 이름표, 안내, 도움말.

lsw-tip-hand = { $rule } 단축키 { $key }.
lsw-tip-placed = { $slot }번 칸에 놓은 { $card } 카드: 누르면 되돌립니다.
lsw-tip-slot = { $slot }번 칸: { $card }. 이 칸의 대결에서 루트 카드로 이긴 사람이 가져갑니다.
lsw-tip-slot-this-pair = { $slot }번 칸(이번 차례): { $card }. 이 칸의 대결에서 루트 카드로 이긴 사람이 가져갑니다.
lsw-tip-slot-empty = { $slot }번 칸: 비어 있음.
lsw-tip-bottle-held = 위스키 병. { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 쥐고 있으며, { $streak }회 연속 차지했습니다. { $to-empty }회 연속이면 병을 비우고 승리합니다.
lsw-tip-bottle-at-bar = 위스키 병. 바에 있습니다. { $to-empty }회 연속이면 병을 비우고 승리합니다.
lsw-coach-pair = { $first } + { $second } { $percent }%
# $name: 자리의 이름, $status: status-thinking, status-ready 또는 빈칸.
lsw-scoreboard = { $name }  { $status }
    너겟 { $nuggets }/{ $nuggets-to-win }   히트 { $hits }/{ $hits-to-win }
    챙긴 카드 { $looted }장
lsw-deck = 덱: { $cards }장
lsw-bottle-streak = { $streak }회 연속
lsw-bottle-at-bar = 바에 있음
lsw-prompt-keys = [1] 루트   [2] 슛   [3] 위스키   또는 카드 클릭
lsw-prompt-pad = 카드로 이동해 [{ $choose }] 누르기
lsw-prompt-choose = { $slot }번 칸에 낼 카드 선택   { $how }
lsw-prompt-lock-in = [{ $confirm }] 확정   [{ $remove }] 또는 놓은 카드 클릭: 되돌리기
lsw-lock-in-tip = 이번 두 칸에 놓은 카드 두 장을 확정합니다.
lsw-hint-tip = 가장 좋은 두 장 조합 세 가지와 각각의 승률.
# 카드에 찍힌 글자.
lsw-face-nuggets = 너겟
lsw-face-whiskey = 위스키
lsw-face-bullet = 총알
lsw-face-loot = 루트
lsw-face-shoot = 슛
lsw-face-whiskey-glass = 위스키
lsw-face-hit = 히트
lsw-discard = 버린 카드

## 휴대폰 화면: 말로 전하는 테이블

# $count: 손에 든 그 카드의 장 수.
lsw-phone-hand-card = { $card } { $count }장
lsw-phone-round = { $round }라운드: { $first }–{ $second }번 칸 차례입니다.
lsw-phone-slot = { $slot }번 칸: { $card }.
# 버튼: 확정할 두 장의 카드와 각 카드를 놓을 칸.
lsw-phone-commit = { $first-slot }번 칸에 { $first }, { $second-slot }번 칸에 { $second }
# Under a slot of the saloon row.
lsw-phone-slot-number = { $slot }번 칸
# Over the pairs of cards just turned over.
lsw-phone-showdown = 대결
# Under an outlaw's portrait: the score.
lsw-phone-score = 너겟 { $nuggets }개, 히트 { $hits }장
lsw-phone-has-bottle = 병 보유
