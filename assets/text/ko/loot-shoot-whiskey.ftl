# 루트, 슛, 위스키: 카드와 기록 문장.

lsw-loot = 루트
lsw-shoot = 슛
lsw-whiskey = 위스키

# 살롱 카드 이름은 모두 "카드"로 끝납니다: 뒤에 오는 조사는 를, 가로 고정합니다.
lsw-saloon-nuggets = 너겟 카드({ $amount })
lsw-saloon-whiskey = 위스키 카드
lsw-saloon-bullet = 총알 카드

lsw-prize-loot = 그 칸의 살롱 카드를 얻습니다
lsw-prize-shoot = 히트 카드를 받습니다
lsw-prize-whiskey = 위스키 병을 차지합니다
lsw-rule = { $card } 카드는 { $beaten } 카드를 이깁니다: 승자는 { $prize }. { $beaten-by } 카드에는 집니다. 같은 카드끼리면 살롱 카드를 버립니다.

lsw-revealed = { $first }–{ $second }번 칸: { $one ->
        [you] 당신은
       *[other] { $one }(은)는
    } { $one-first } / { $one-second }, { $other ->
        [you] 당신은
       *[other] { $other }(은)는
    } { $other-first } / { $other-second }.
lsw-showdown-tie = { $slot }번 칸: { $one } 대 { $other }, 동점입니다.
lsw-showdown-won = { $slot }번 칸: { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } { $card } 카드로 이깁니다.
lsw-claimed = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } { $card }를 챙깁니다.
lsw-discarded = { $card }를 버립니다.
lsw-nuggets-gained = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 너겟 { $amount }개를 얻습니다(모두 { $total }개).
lsw-hit-taken = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 히트 카드를 받습니다({ $total }장).
lsw-bottle-won = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 병을 차지합니다({ $streak }회 연속).
lsw-saloon-ran-dry = 줄을 다시 채울 수 없습니다: 살롱이 바닥났습니다.
lsw-match-drawn = 게임이 무승부로 끝났습니다.

lsw-won-nuggets = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 너겟으로 한몫 잡았습니다.
lsw-won-hits = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 히트를 모아 최강의 총잡이임을 증명했습니다.
lsw-won-emptied-bottle = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 위스키 병을 비웠습니다.
lsw-won-held-bottle = 살롱이 바닥났을 때 { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 병을 쥐고 있었습니다.
lsw-won-most-nuggets = 살롱이 바닥났을 때 { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 너겟을 가장 많이 가졌습니다.
lsw-won-most-hits = 살롱이 바닥났을 때 { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 히트를 가장 많이 가졌습니다.

lsw-hidden-deck = 살롱 덱({ $cards }장), 다음: { $next }

## 테이블

lsw-caption-tie = { $one }
    대
    { $other }:
    동점
lsw-caption-beats = { $winner } 승
    대
    { $loser } 패
lsw-banner-ran-dry = 살롱이 바닥났습니다!
lsw-banner-draw = 무승부: 아무도 전리품을 챙기지 못했습니다.
lsw-result-draw = 무승부
lsw-result-draw-detail = 아무도 전리품을 챙기지 못했습니다.
lsw-standing = { $who ->
        [you] 당신
       *[other] { $who }
    }: 너겟 { $nuggets }개, 히트 { $hits }장
lsw-standing-with-bottle = { $who ->
        [you] 당신
       *[other] { $who }
    }: 너겟 { $nuggets }개, 히트 { $hits }장, 병 보유
