# 쓰리 카드 루: 카드, 선언, 기록 문장.

loo-clubs = 클럽
loo-diamonds = 다이아몬드
loo-hearts = 하트
loo-spades = 스페이드
loo-two = 2
loo-three = 3
loo-four = 4
loo-five = 5
loo-six = 6
loo-seven = 7
loo-eight = 8
loo-nine = 9
loo-ten = 10
loo-jack = 잭
loo-queen = 퀸
loo-king = 킹
loo-ace = 에이스
# 카드 이름: 무늬 다음 끗수 ("하트 퀸"). $index는 카드 귀퉁이 표기(A♠).
loo-card = { $suit } { $rank }

loo-drop = 포기
loo-play = 참가
loo-take-miss = 미스 가져오기
loo-defend-miss = 미스 지키기

loo-deal = { $deal }판: { $dealer ->
        [you] 당신이
       *[other] { $dealer }(이)가
    } 딜하며 { $ante }칩을 겁니다. 팟은 { $pool }칩입니다.
loo-deal-single = { $deal }판: { $dealer ->
        [you] 당신이
       *[other] { $dealer }(이)가
    } 딜하며 { $ante }칩을 겁니다. 팟은 { $pool }칩입니다(벌금 없음).
loo-turned-up = 뒤집힌 카드는 { $card }, 으뜸패는 { $suit }입니다.
loo-all-play-single = 벌금 없는 판: 모두 참가합니다.
loo-all-play-club-law = 클럽 법칙: 모두 참가합니다.
loo-declared-drop = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 포기합니다.
loo-declared-play = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 참가합니다.
loo-declared-take-miss = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 미스를 가져옵니다.
loo-declared-defend-miss = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 미스를 지킵니다.
loo-pool-taken = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 팟을 가져갑니다: { $amount }칩.
loo-card-played = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } { $card } 카드를 냅니다.
loo-trick-won = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } { $trick }번째 트릭을 가져갑니다: +{ $paid }.
loo-trick-to-miss = 미스가 { $trick }번째 트릭을 가져갑니다. 그 몫은 팟에 남습니다.
loo-looed = { $who ->
        [you] 당신은
       *[other] { $who }(은)는
    } 빈손이라 { $paid }칩을 냅니다.
loo-busted-out = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 탈락합니다.
loo-match-over = 게임이 끝났습니다.

loo-hidden-hand = { $who ->
        [you] 당신
       *[other] { $who }
    }: { $cards ->
        [0] 남은 카드 없음
       *[other] { $hand }
    }
loo-hidden-hand-and-discards = { $who ->
        [you] 당신
       *[other] { $who }
    }: { $cards ->
        [0] 남은 카드 없음
       *[other] { $hand }
    } (미스와 바꾸며 버림: { $discarded })
loo-hidden-miss = 미스: { $cards }

## 테이블

loo-banner-deal = { $deal }판: 딜러는 { $dealer ->
        [you] 당신
       *[other] { $dealer }
    }. 팟 { $pool }, 벌금 포함
loo-banner-deal-single = { $deal }판: 딜러는 { $dealer ->
        [you] 당신
       *[other] { $dealer }
    }. 팟 { $pool }, 벌금 없음
loo-banner-turned-up = { $card } 공개: 으뜸패는 { $suit }
loo-banner-single = 벌금 없는 판: 미스 없이 모두 참가
loo-banner-club-law = 클럽 법칙: 클럽이 으뜸패, 모두 참가
loo-everyone-dropped = 모두 포기
loo-unopposed = 상대 없음
loo-chips-pool = +{ $amount } { $why }
loo-banner-pool-taken = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 팟 { $amount }칩을 가져갑니다: { $why }
loo-chips-to-miss = 미스: 팟에 남음
loo-chips-trick = +{ $paid }
loo-chips-looed = 빈손: -{ $paid }
loo-banner-busted-out = { $who ->
        [you] 당신은
       *[other] { $who }(은)는
    } 돈이 떨어져 테이블을 떠납니다
loo-banner-won = { $winners ->
        [you] 당신이
       *[other] { $winners }(이)가
    } 판돈을 싹쓸이했습니다!
# $change: 시작 이후 잔고 변화, 부호 포함 (+12, -4).
loo-standing = { $who ->
        [you] 당신
       *[other] { $who }
    }: { $balance } ({ $change })
loo-result-detail = { $deals }판을 마치고 잔고가 가장 많은 사람이 이깁니다.{ $pool ->
        [0] {""}
       *[other] {" "}칩 { $pool }개가 팟에 남습니다.
    }
