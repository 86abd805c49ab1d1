# 데스페라도스 테이블: 옵션, 명패, 주사위, 카드, 안내, 도움말.

desp-option-gangs = 갱단
desp-option-gangs-tip = 무작위로 뽑거나, 자리마다 직접 고릅니다.
desp-gangs-random = 무작위
desp-gangs-chosen = 직접 선택
# 규칙 파일에 적힌 갱단 이름.
desp-gang-name = { $name }
desp-option-seat = { $seat }번 자리
desp-option-seat-tip = 갱단은 한 자리에만 앉습니다: 그 갱단이 있던 자리는 이 자리의 갱단을 받습니다.
desp-money-of-the-file = ${ $amount } (규칙 파일대로)
desp-money-polish = ${ $amount } (폴란드판)
desp-option-money = 시작 자금
desp-option-money-tip = 게임 속 ${ $total } 가운데 갱단마다 가지고 시작하는 돈. 나머지는 은행에 있습니다. 갱단이 { $gangs }개 이하면 갱단마다 ${ $polish } 옵션도 있습니다.
desp-option-action-alike = 트리플·포카드에 액션 면도 포함
desp-option-action-alike-tip = 액션 면 세 개와 인물 면 하나로 세 번 행동하거나 카드 세 장을 뽑을 수 있습니다.
desp-option-misere = 미제르는 마지막 굴림에서만 뽑기
desp-option-misere-tip = 액션 면도 같은 면도 없는 굴림은 그 턴의 마지막 굴림일 때만 카드를 한 장 뽑습니다.
desp-option-tie-wins = 최고 부자와 동점인 자유 갱단도 승리
desp-option-tie-wins-tip = 무법자가 모두 풀려난 갱단은 최고 부자가 되면 승리합니다. 이 옵션을 켜면 최고 부자와 동점이어도 됩니다.
# $action-alike, $misere, $tie-wins: option-yes 또는 option-no.
desp-options = 이 테이블: 갱단마다 ${ $money }, 트리플·포카드에 액션 면 포함({ $action-alike }), 미제르는 세 번째 굴림에서({ $misere }), 나중에 동점이어도 승리({ $tie-wins }).

## 버튼

# $kept: desp-kept-none 또는 desp-kept-dice ("1, 3번 주사위를").
desp-coach-keep = 코치: { $kept } 남기고 다시 굴리기
desp-hint-tip = 당신 자리에서 본 어려움 봇의 선택.
desp-button-reroll = 주사위 { $dice }개 다시 굴리기 (R) · 남은 굴림 { $left }회
desp-button-reroll-tip = 따로 남기지 않은 주사위를 모두 다시 굴립니다. 주사위를 누르면 따로 남겨 둡니다.
# desp-coach-keep 안에서 쓰입니다: "코치: 주사위를 하나도 안 남기고 다시 굴리기".
desp-kept-none = 주사위를 하나도 안
desp-kept-dice = { $dice }번 주사위를
desp-do-reroll = 주사위 { $dice }개 다시 굴리기
desp-do-act = 행동: { $desperados }에 액션 { $actions }개
desp-do-draw-four = 포카드: 4장 뽑아 2장 가지기
desp-do-draw-three = 트리플: 3장 뽑아 1장 가지기
desp-do-draw-misere = 미제르: 1장 뽑기
desp-do-let-it-be = 그냥 두기
desp-do-end-turn = 턴 끝내기
desp-do-nothing = 할 일 없음: 턴 끝내기
desp-do-notch = { $desperado }: 다이얼 한 칸 ({ $left }칸 남음)
desp-do-attack = { $desperado } 무법자로 공격
desp-do-brains-take = 브레인: 은행에서 ${ $amount } 가져오기
desp-do-brains-each-pays = 브레인: 상대 모두 ${ $amount } 지불
desp-do-brains-help = 브레인: { $desperado } 무법자 돕기
desp-do-keep = { $card } 가지기
desp-do-keep-two = { $card }, { $second } 가지기
desp-do-play = { $card } 내기
desp-do-play-reroll = { $card }: { $die }번 주사위 다시 굴리기
desp-do-play-turn-die = { $card }: { $die }번 주사위를 { $face } 면으로
desp-do-play-notch = { $card }: { $desperado } 무법자 다이얼 한 칸

## 테이블

desp-nick-brains = 브레인
desp-nick-boss = 보스
# 주사위에 찍힌 글자.
desp-face-action = 액션
desp-face-brains = 브레인
desp-face-fist = 주먹
desp-face-knife = 칼
desp-face-pistol = 권총
desp-face-boss = 보스
# 무법자 원판 아래: 테이블이 부르는 이름과 규칙 파일에 적힌 이름.
desp-disc-label = { $nickname }
    { $name }
desp-status-broke = 파산
desp-status-money = ${ $money }
desp-plate = { $name }
    { $gang }
    { $status }  ·  카드: { $cards }
desp-felt-bank = 은행 ${ $money }
desp-felt-deck = 덱 { $deck }
    버린 카드 { $discards }
desp-disc-free = 자유
desp-disc-free-attack = 자유 ${ $money }
desp-disc-left = { $left }칸 남음
# 손에 든 와일드 웨스트 카드: 규칙 파일에 적힌 이름과 글.
desp-card-drawn = 뽑은 카드
    { $name }
    { $text }
desp-card-held = { $name }
    { $text }
desp-prompt-answer = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } { $desperado } 무법자로 행동합니다. 카드로 응수하거나 그냥 둘 수 있습니다.
desp-keep-keys = 주사위 클릭 (또는 1–4 누르기)
desp-keep-pad = 주사위로 이동해 [{ $choose }] 누르기
desp-prompt-roll = { $how }: 따로 남겨 두기. 나머지는 다시 굴리기 (남은 굴림 { $left }회), 또는 행동이나 카드 뽑기.
desp-prompt-act = 남은 액션 { $actions }개: 행동할 무법자 선택.
desp-prompt-keep = 뽑은 카드 중 { $keep }장 선택.

## 도움말

desp-tip-face-action = 액션 면: 당신이 굴린 인물 면의 무법자에게 액션 1개를 줍니다.
desp-tip-face = { $desperado } 면: 함께 나온 액션 면으로 당신의 { $desperado } 무법자가 행동할 수 있습니다. 트리플이나 포카드가 나오면 와일드 웨스트 카드를 뽑습니다.
desp-tip-die-kept = {" "}따로 남겨 둠: 누르면 이것도 다시 굴립니다 (단축키 { $key }).
desp-tip-die-rolls = {" "}다시 굴림: 누르면 따로 남겨 둡니다 (단축키 { $key }).
desp-tip-die = { $die }번 주사위: { $meaning }{ $state }
# "브레인(Pedro)": 테이블이 부르는 이름과 규칙 파일에 적힌 이름.
desp-tip-desperado-named = { $nickname }({ $name })
desp-tip-to-the-key = { $desperado }: 열쇠까지 { $left }칸
# $gang, $ability: 규칙 파일에 적힌 갱단 이름과 능력.
desp-tip-gang = { $who ->
        [you] 당신
       *[other] { $who }
    }, { $gang }: ${ $money }. { $ability }
desp-tip-gang-broke = { $who ->
        [you] 당신
       *[other] { $who }
    }, { $gang }: ${ $money }. 파산: 게임에서 탈락했습니다. { $ability }
desp-tip-jailed = 갇힘: { $desperados }.
desp-tip-free = 자유: { $desperados }.
desp-tip-card-drawn = 뽑은 카드: 버튼으로 가질지 정합니다. { $name }: { $text }
desp-tip-card = { $name }: { $text }

# The Hangul face has no minus sign (U+2212): a hyphen stands for it.
desp-money-gained = +${ $amount }
desp-money-lost = -${ $amount }

## 휴대폰 화면: 손패, 테이블, 현황, 선택지를 한 줄씩

# $dice: 주사위 번호 목록.
desp-phone-kept-aside = 따로 남긴 주사위: { $dice }번
desp-phone-reroll = { $dice }번 주사위 다시 굴리기
desp-phone-die = { $die }번 주사위: { $face }
desp-phone-rolling = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 주사위 { $count }개를 굴립니다.
desp-phone-choosing = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 고를 차례: 다시 굴리기, 행동, 카드 뽑기 (남은 굴림 { $left }회).
desp-phone-choosing-last = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 고를 차례: 행동 또는 카드 뽑기 (남은 굴림 없음).
desp-phone-acting = { $who ->
        [you] 당신에게
       *[other] { $who }에게
    } 남은 액션 { $actions }개.
desp-phone-keeping = { $who ->
        [you] 당신이
       *[other] { $who }(이)가
    } 카드 { $drawn }장을 뽑아 { $keep }장을 가집니다.
desp-phone-answer = 카드로 대응하거나 그냥 두세요.
desp-phone-answer-waiting = 갱단 { $count }곳이 카드로 대응할 수 있습니다.
# $dials: desp-tip-jailed 또는 desp-phone-all-free.
desp-phone-standing = { $who ->
        [you] 당신
       *[other] { $who }
    }: ${ $money }, 카드 { $cards }장. { $dials }
desp-phone-all-free = 갱단 전원이 풀려났습니다.
# 휴대폰의 갱단 아래: 아직 갇힌 무법자 수와 손에 든 카드 수.
desp-phone-jailed = { $count ->
        [0] 전원 자유
       *[other] { $count }명 갇힘
    }
desp-phone-cards = { $cards ->
        [0] 카드 없음
       *[other] 카드 { $cards }장
    }
desp-phone-die-rolling = { $die }번 주사위: 굴리는 중
desp-phone-kept = 따로 남겨 둠
desp-phone-tap-to-keep = 주사위를 눌러 따로 남겨 두고, 나머지를 다시 굴리세요.
desp-phone-can-act = 행동 가능
# 조작된 주사위 카드로 주사위를 돌려놓을 수 있는 면들 위에.
desp-phone-faces = 카드, 주사위, 바꿀 면을 차례로 누르세요.
desp-phone-drawn = 가질 카드 { $keep }장을 누르세요.
# 규칙 파일의 글 그대로: 카드의 글, 갱단의 능력.
desp-phone-words = { $text }
# 지금 낼 수 없는 카드: 언제 내는지 알려 주는 카드의 글과 함께.
desp-phone-not-now = 지금은 낼 수 없습니다. { $text }
