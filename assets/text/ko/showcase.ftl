# 데모: 진행자 막대, 규칙 카드, 관객에게 보이는 것.

presenter-on-repeat = 반복 재생
presenter-game-of = { $games }개 중 { $at }번째 게임
presenter-heading = 데모: { $game }, { $order }
presenter-watching = { $address }의 { $game } 관전 중
# 막대의 버튼과 그 키: "다음 (F6)".
presenter-button = { $label } ({ $key })
presenter-play = ▶ 재생
presenter-pause = 일시정지
presenter-step = 다음
presenter-slower = 느리게
presenter-faster = 빠르게
presenter-next-game = 다음 게임
presenter-restart = 다시 시작
presenter-take-seat = 자리에 앉기
presenter-seats-taken = 자리 { $seats }개에 앉음: 다음 결정은 당신이 합니다
audience-hidden = 플레이어에게 보이지 않는 것
# $profile: 규칙 파일에 적힌, 데모 게임의 진행 방식.
showcase-seats = 컴퓨터 플레이어 { $seats }명. { $profile }
showcase-starting-in = { $seconds }초 후 시작
showcase-start-now = 지금 시작 ({ $key })

showcase-full-match = 정식 경기입니다.
showcase-duel-profile = 이 테이블에서는 { $dollars }달러를 먼저 모은 사람이 이깁니다.
showcase-loo-profile = { $rounds ->
        [one] 한 라운드: 플레이어 { $players }명이 한 번씩 카드를 돌립니다.
       *[other] { $rounds }라운드: 플레이어 { $players }명이 { $rounds }번씩 카드를 돌립니다.
    }
showcase-desperados-profile = { $turns }턴이 지나면 가장 부유한 갱단이 이깁니다. 그 전에 한 갱단이 모두 풀려나면 그 갱단이 이깁니다.
