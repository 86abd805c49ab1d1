## 배우기: 타이틀의 목록, 레슨 패널, 그리고 각 게임의 레슨.

title-learn = 배우기
learn-title = 배우기
learn-intro = 상냥한 컴퓨터를 상대로 안내를 받으며 첫 판을 해 보세요. 단계마다 무엇을 누를지 가리키고 이유를 알려 줍니다. 또는 게임 규칙을 카드 한 장으로 1분 만에 읽어 보세요.
learn-guided = 안내 첫 판
learn-guided-again = 안내 다시 하기
learn-guided-tip = 상냥한 컴퓨터와 미리 짜 둔 판입니다. 언제든 건너뛰거나 나갈 수 있습니다.
learn-guided-none = 안내 판 준비 중
learn-in-a-minute = 1분 규칙
learn-learned = 배움 완료
learn-back = 뒤로
learn-panel-heading = { $game } 배우는 중
learn-step-of = { $steps }단계 중 { $step }단계
learn-rule-met = 게임 규칙:
learn-got-it = 알겠어요 ({ $key })
learn-next = 다음 ({ $key })
learn-press-what-glows = 빛나는 것을 누르세요.
learn-again = 다시
learn-again-tip = 마지막 수를 무르고 다시 둡니다.
learn-skip = 레슨 건너뛰기
learn-skip-tip = 단계 없이 나머지 판을 직접 둡니다.
learn-leave = 나가기

## Loot Shoot Whiskey. 모든 메시지는 규칙의 숫자를 받습니다: $nuggets (이기는 금),
## $hits (이기는 히트 수), $bottle (술병을 비우는 연속 승리 수).

learn-lsw-welcome = 살룬에 온 걸 환영합니다! 당신과 상대는 각각 루트 두 장, 슛 두 장, 위스키 두 장을 쥡니다. 줄에는 살룬 카드 네 장이 놓여 있고, 두 칸씩 다투며 각자 칸마다 카드 한 장을 몰래 놓습니다.
learn-lsw-ways-to-win = 이기는 방법은 네 가지입니다:
learn-lsw-win-nuggets = 너겟 { $nuggets }개 이상.
learn-lsw-win-hits = 히트 { $hits }개.
learn-lsw-win-emptied-bottle = 술병을 { $bottle }회 연속 차지하기.
learn-lsw-win-held-bottle = 살룬 카드가 떨어질 때 술병을 가지고 있기.
learn-lsw-first-pair = 1번 칸에 위스키 카드가 있습니다. 루트는 위스키를 이기고 그 카드를 가져가며, 가져간 위스키 카드는 술병을 차지합니다. 1번 칸에 루트, 2번 칸에 위스키를 놓고 확정하세요.
learn-lsw-second-pair = 이제 남은 카드 네 장으로 3번과 4번 칸입니다. 슛은 루트를 이기고, 맞힌 총알마다 히트가 됩니다. 3번 칸에 루트, 4번 칸에 슛을 놓고 확정하세요.
learn-lsw-on-your-own = 줄이 다시 채워지고 두 사람 모두 손패를 돌려받습니다. 당신은 술병을 두 번 연속 차지하고 있습니다. 나머지 판은 직접 두세요. 힌트를 누르면 코치가 알려 줍니다.
learn-lsw-loot-beats-whiskey = 루트는 위스키를 이깁니다: 약탈한 쪽이 그 칸의 살룬 카드를 가져갑니다. 너겟은 금에 더해지고, 위스키 카드는 술병을 차지하며, 총알 카드는 히트로 셉니다.
learn-lsw-took-bottle = 술병을 차지했습니다. 바에서든 가지고 있던 상대에게서든, 연승의 첫 승입니다.
learn-lsw-whiskey-beats-shoot = 위스키는 슛을 이깁니다: 마신 쪽이 술병을 차지하고, 살룬 카드는 버려집니다.
learn-lsw-drank = 술병을 가진 채 또 이겼습니다: 한 모금. 상대가 되찾기 전에 술병을 { $bottle }회 연속 차지하면 술병을 비우고 이깁니다.
learn-lsw-tie = 양쪽에 같은 카드: 무승부입니다. 살룬 카드는 버려집니다.
learn-lsw-shoot-beats-loot = 슛은 루트를 이깁니다: 쏜 쪽이 히트 카드를 받습니다. 히트 { $hits }개면 판을 이깁니다.

## Duel. 모든 메시지는 규칙의 숫자를 받습니다: $dollars (이기는 달러 수), 그리고
## 가득 찬 손패의 카드: $pistols, $rifles, $barricades, $reloads.

learn-duel-welcome = 어서 오세요, 총잡이! 세 사람이 맞섭니다. 총격전마다 모두가 카드 한 장을 몰래 고르고, 총이면 표적도 고릅니다. 결투 진행자가 "발사!"를 외치면 모든 카드가 동시에 뒤집힙니다.
learn-duel-how-to-win = 한 발 맞으면 하트가 묘비로 바뀌고, 결투가 끝날 때까지 빠집니다. 마지막까지 남은 하트가 1달러를 받고, 모든 하트를 되살리고 손패를 가득 채워 새 결투가 시작됩니다.
learn-duel-first-pick = 당신의 손패: 권총 ×{ $pistols }, 라이플 ×{ $rifles }, 바리케이드 ×{ $barricades }, 재장전 ×{ $reloads }. 먼저 몸을 숨기세요. 바리케이드를 들고 발사!를 누르세요. 바리케이드는 권총을 막습니다.
learn-duel-second-pick = 낸 카드는 결투가 끝날 때까지 옆에 놓입니다. 재장전을 내세요. 아무도 당신을 쏘지 않으면, 낸 카드가 모두 손으로 돌아옵니다. 재장전하다 맞으면 쓰러집니다.
learn-duel-third-pick = 이제 쏘세요. 권총을 들고 화살표가 가리키는 곳을 겨눈 뒤 발사! 총을 쏘는 동안에는 움직이고 있어서, 당신을 향한 총알은 빗나갑니다.
learn-duel-fourth-pick = 상대가 한 명 남았습니다. 라이플은 바리케이드를 뚫지만 권총은 못 뚫습니다. 라이플을 들고 마지막 상대를 겨눈 뒤 발사!
learn-duel-on-your-own = 나머지 판은 직접 두세요. 힌트를 누르면 코치가 알려 줍니다.
learn-duel-draw = 발사! 모든 카드가 동시에 뒤집힙니다. 아무도 남의 카드를 먼저 보지 못했습니다.
learn-duel-moving-shot = 총을 쏜 사람을 향한 총알은 빗나갑니다. 그 사람은 움직이고 있었습니다.
learn-duel-barricade-stops-pistol = 바리케이드는 권총을 막습니다. 그 총알은 아무 일도 하지 않습니다.
learn-duel-rifle-through-barricade = 라이플은 바리케이드를 뚫습니다. 총알이 맞습니다.
learn-duel-reloader-falls = 재장전하다 맞았습니다. 하트가 묘비로 바뀌고, 결투가 끝날 때까지 빠집니다.
learn-duel-reload = 재장전하는 사람을 아무도 쏘지 않았습니다. 이번 결투에서 낸 카드가 재장전까지 모두 손으로 돌아옵니다.
learn-duel-dollar = 마지막까지 남은 하트가 1달러를 받습니다.
learn-duel-new-duel = 새 결투입니다. 모든 하트가 되살아나고, 모든 손패가 다시 가득 찹니다.
learn-duel-win = 먼저 { $dollars }달러를 모으는 사람이 판을 이깁니다.
