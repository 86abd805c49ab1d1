# 듀얼: 카드와 기록 문장.

duel-pistol = 권총
duel-rifle = 라이플
duel-barricade = 바리케이드
duel-reload = 재장전

duel-rule-pistol = 상대 한 명을 쏩니다. 쏘는 사람은 움직이는 중이라 맞지 않습니다. 바리케이드에 막힙니다.
duel-rule-rifle = 바리케이드를 뚫고 상대 한 명을 쏩니다. 쏘는 사람은 움직이는 중이라 맞지 않습니다.
duel-rule-barricade = 몸을 숨깁니다: 권총은 막지만 라이플은 못 막습니다.
duel-rule-reload = 아무도 쏘지 않으면 지금까지 낸 카드가 모두 손으로 돌아옵니다. 이때 맞으면 쓰러집니다.

duel-started = { $duel }번째 결투가 시작됩니다. 결투 마스터는 { $master ->
        [you] 당신
       *[other] { $master }
    }입니다.
# $picks: 아래 선택들의 목록. 사람의 선택은 "당신이 …"로 말합니다.
duel-revealed = 발사! { $picks }.
duel-pick-pistol = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } { $target ->
        [you] 당신에게
       *[other] { $target }에게
    } 권총을 쏩니다
duel-pick-rifle = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } { $target ->
        [you] 당신에게
       *[other] { $target }에게
    } 라이플을 쏩니다
duel-pick-barricade = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 바리케이드 뒤에 숨습니다
duel-pick-reload = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 재장전합니다
duel-pick-empty-handed = { $who ->
        [you] 당신은
       *[other] { $who }(은)는
    } 카드가 없어 재장전합니다
duel-shot-hit = { $shooter ->
        [you] 당신이
       *[other] { $shooter }(이)가
    } { $target ->
        [you] 당신을
       *[other] { $target }(을)를
    } 맞힙니다.
duel-shot-missed-moving = { $shooter ->
        [you] 당신이
       *[other] { $shooter }(이)가
    } { $target ->
        [you] 당신을
       *[other] { $target }(을)를
    } 못 맞힙니다: 움직이는 중.
duel-shot-stopped = { $shooter ->
        [you] 당신이
       *[other] { $shooter }(이)가
    } { $target ->
        [you] 당신의
       *[other] { $target }의
    } 바리케이드를 맞힙니다.
duel-fell = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 쓰러집니다.
duel-reloaded = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 재장전하여 카드 { $cards }장을 손으로 되돌립니다.
duel-barricade-kept = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 바리케이드를 손에 남깁니다.
duel-won = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 마지막 생존자입니다: ${ $dollars }.
duel-fallen-paid = { $who ->
        [you] 당신은
       *[other] { $who }(은)는
    } 그래도 돈을 받습니다: ${ $dollars }.
duel-unpaid = 이번 결투에서는 아무도 돈을 받지 못합니다.
duel-match-over = 게임이 끝났습니다.

## 테이블

duel-ready = 준비...
duel-aim = 조준...
duel-draw = 발사!
duel-standing = { $who ->
        [you] 당신
       *[other] { $who }
    }: ${ $dollars }
duel-result-detail = 가장 먼저 ${ $target }에 도달한, 가장 빠른 총잡이.
duel-banner-started = { $duel }번째 결투: 결투 마스터는 { $master ->
        [you] 당신
       *[other] { $master }
    }입니다
duel-banner-earns = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 1달러를 법니다 (${ $dollars })
duel-banner-nobody-left = 아무도 살아남지 못했습니다: 상금 없음
duel-banner-too-long = 결투가 너무 길어졌습니다: 상금 없음
duel-banner-won = { $winners ->
        [you] 당신이
       *[other] { $winners }(이)가
    } 돈을 챙겨 떠납니다!
