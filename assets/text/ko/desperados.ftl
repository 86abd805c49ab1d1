# 데스페라도스 오브 다이스 타운: 주사위, 무법자, 기록 문장.
# 주사위 면 이름은 모두 받침으로 끝납니다. 무법자를 가리킬 때는 "{ $desperado } 무법자"로 씁니다.

desp-bottle = 술병
desp-fist = 주먹
desp-knife = 칼
desp-pistol = 권총
desp-boss = 쌍권총
desp-action = 액션
# 와일드 웨스트 카드: 규칙 파일에 적힌 이름.
desp-card-name = { $name }

desp-gang-seated = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 자리에 앉아 주사위를 굴립니다: { $dice }.
desp-escaped = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } { $desperado } 무법자를 탈옥시킵니다.
desp-gang-free = { $who ->
        [you] 당신의 갱단이 모두 풀려났지만, 아직 최고 부자는 아닙니다.
       *[other] { $who }의 갱단이 모두 풀려났지만, 아직 최고 부자는 아닙니다.
    }
desp-turn-started = { $turn }번째 턴: { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 굴립니다.
desp-rolled = { $who ->
        [you] 당신의
       *[other] { $who }의
    } 주사위: { $dice }.
desp-acting = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 액션 { $actions }개로 행동합니다.
desp-drawing = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 와일드 웨스트 카드 { $draw }장을 뽑아 { $keep }장을 가집니다.
desp-kept = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 카드 { $cards }장을 가집니다.
desp-draw-done = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 카드 뽑기를 마칩니다.
desp-discarded = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 카드 { $cards }장을 앞면으로 버립니다.
desp-reshuffled = 버린 카드를 섞어 { $cards }장짜리 새 덱을 만듭니다.
desp-declared = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } { $desperado } 무법자로 행동합니다.
desp-brains-help = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 브레인을 보내 { $desperado } 무법자를 돕습니다.
desp-card-played = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 와일드 웨스트 카드를 냅니다.
desp-card-played-reroll = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 와일드 웨스트 카드를 내고 { $die }번 주사위를 다시 굴립니다.
desp-card-played-turn-die = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 와일드 웨스트 카드를 내고 { $die }번 주사위를 { $face } 면으로 돌립니다.
desp-card-played-notch = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } { $desperado } 무법자에게 와일드 웨스트 카드를 씁니다.
desp-cancelled = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 카드로 액션을 취소합니다.
desp-blocked = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 카드로 공격을 막습니다.
desp-attack-nobody = { $who ->
        [you] 당신의
       *[other] { $who }의
    } { $desperado } 무법자가 공격합니다: 노출된 상대가 없습니다.
desp-attack = { $who ->
        [you] 당신의
       *[other] { $who }의
    } { $desperado } 무법자가 { $exposed ->
        [you] 당신을
       *[other] { $exposed }(을)를
    } 공격합니다.
desp-ability = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 브레인의 능력을 씁니다(이번 턴 { $use ->
        [1] 첫 번째
        [2] 두 번째
        [3] 세 번째
       *[other] { $use }번째
    }).
desp-paid = { $from ->
        [you] 당신
       *[other] { $from }
    } → { $to ->
        [you] 당신
       *[other] { $to }
    }: ${ $amount }.
desp-paid-by-bank = 은행 → { $to ->
        [you] 당신
       *[other] { $to }
    }: ${ $amount }.
desp-paid-to-bank = { $from ->
        [you] 당신
       *[other] { $from }
    } → 은행: ${ $amount }.
desp-out = { $who ->
        [you] 당신은
       *[other] { $who }(은)는
    } 파산하여 게임에서 탈락합니다.
desp-won-freed-while-richest = { $winners ->
        [you] 당신이 최고 부자인 채로 갱단을 모두 풀어 주어 승리합니다!
       *[other] { $winners }(이)가 최고 부자인 채로 갱단을 모두 풀어 주어 승리합니다!
    }
desp-won-richest-later = { $winners ->
        [you] 갱단이 모두 풀려난 당신이 이제 최고 부자가 되어 승리합니다!
       *[other] 갱단이 모두 풀려난 { $winners }(이)가 이제 최고 부자가 되어 승리합니다!
    }
desp-won-last-standing = { $winners ->
        [you] 당신이 마지막까지 남은 갱단으로 승리합니다!
       *[other] { $winners }(이)가 마지막까지 남은 갱단으로 승리합니다!
    }
desp-won-turn-limit = 턴 제한에 도달했습니다: { $winners ->
        [you] 최고 부자인 당신이 승리합니다.
       *[other] 최고 부자인 { $winners }(이)가 승리합니다.
    }

desp-hidden-hand = { $who ->
        [you] 당신
       *[other] { $who }
    }: { $cards }
desp-hidden-deck = 덱({ $cards }장), 다음: { $next }

## 테이블

desp-banner-takes-dice = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 주사위를 잡습니다
desp-result-freed-while-richest = 마을 최고 부자인 채로 갱단 전원이 자유의 몸이 되었습니다.
desp-result-richest-later = 갱단 전원이 풀려났고, 돈이 뒤따랐습니다.
desp-result-last-standing = 다른 갱단은 모두 파산했습니다.
desp-result-turn-limit = 턴 제한 도달: 가장 부유한 갱단이 마을을 차지합니다.
desp-result-detail = { $how }{ $bank ->
        [0] {""}
       *[other] {" "}은행 잔고: ${ $bank }.
    }
desp-standing-broke = { $who ->
        [you] 당신
       *[other] { $who }
    }: 파산
desp-standing = { $who ->
        [you] 당신
       *[other] { $who }
    }: ${ $money }, 탈옥 { $free }/5
