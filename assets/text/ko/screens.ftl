# 테이블 바깥의 화면: 타이틀, 게임 준비, 일시정지 메뉴, 설정, 결과, 보관한 게임.

button-back = 뒤로

## 게임 준비

setup-players = 플레이어:
setup-computer-players = 컴퓨터 플레이어:
setup-easy = 쉬움
setup-medium = 보통
setup-hard = 어려움
setup-human = 사람
setup-computer = 컴퓨터
setup-seat = { $seat }번 자리:
# 선택지 앞의 옵션 이름: "규칙:".
setup-option = { $label }:
setup-seed = 시드 (비우면 새로 섞기):
setup-seed-invalid = 시드는 0 이상의 정수입니다.
setup-how-to-play = 게임 방법
setup-deal = 시작

## 일시정지 메뉴

pause-title = 일시정지
pause-resume = 계속하기
pause-rules = 규칙
pause-report = 문제 신고 (F9)
pause-quit = 타이틀로 나가기
pause-rules-title = 규칙 — { $game }

## 설정 (모두 어느 언어로도 읽히는 아이콘으로 시작합니다)

settings-title = 설정
settings-done = 완료
settings-language = 🌐 언어
# 시스템 언어를 그 언어로 적은 이름: "시스템 (Español)".
settings-language-system = 시스템 ({ $language })
settings-animation-speed = ⏩ 애니메이션 속도 { $value }×
settings-animation-speed-tip = 카드, 주사위, 배너가 움직이고 머무는 속도
settings-reduced-motion = 🕊 움직임 줄이기
settings-reduced-motion-tip = 흔들림, 번쩍임, 연기, 먼지 없음. 카드와 주사위는 그대로 움직입니다
settings-computer-speed = 🖥 컴퓨터 속도 { $value }×
settings-computer-speed-tip = 컴퓨터 플레이어가 결정하는 속도
settings-volume = 🔊 음량 { $value }%
settings-effects = 💥 효과음 { $value }%
settings-music = 🎵 음악
settings-percent = { $value }%
settings-ui-scale = 🔍 UI 크기:
settings-ui-scale-tip = 프로젝터에서는 크게, 작은 노트북에서는 작게
settings-fullscreen = ⛶ 전체 화면 (F11)
settings-four-colour = 🂡 루 4색 덱
settings-four-colour-tip = 다이아몬드는 파랑, 클럽은 초록. 다음 루 테이블부터 적용됩니다
settings-showcase-idle = { $seconds ->
        [0] ⏱ 대기 후 데모: 안 함
       *[other] ⏱ { $seconds }초 대기 후 데모
    }
settings-showcase-idle-tip = 타이틀 화면을 이만큼 그대로 두면 데모가 시작됩니다. 0이면 시작하지 않습니다
settings-matches-kept = 💾 보관할 게임 { $matches }개
settings-matches-kept-tip = 다시 볼 수 있게 보관하는 끝난 게임. 가장 오래된 것부터 지워집니다

## 보관한 게임, 알림, 결과

kept-title = 보관한 게임
kept-explained = 사람이 참가해 끝난 게임 중 최근 { $matches }개를 보관합니다(개수는 일시정지 메뉴에서 정합니다).
kept-none = 아직 없습니다: 게임을 끝내면 여기에 나타납니다.
kept-watch = 보기
notice-file-refused = 파일 하나를 받아들이지 못해 기본값으로 진행합니다:
notice-error-in-file = { $file }: { $problem }
notice-error-at = { $file }, { $line }번째 줄 { $column }번째 칸: { $problem }
button-dismiss = 닫기
results-seed = 시드 { $seed }
results-rematch = 재대결 (새로 섞기)
results-to-title = 타이틀로 돌아가기

## 타이틀

title-tagline = 한 테이블에서 즐기는 서부의 게임 네 가지
title-continue = 이어 하기
    { $game }
# Another game's match under way, on a small button below the latest's.
title-continue-other = { $game } 이어 하기
title-showcase = 데모: 컴퓨터끼리 플레이
title-kept-matches = 보관한 게임 보기
title-settings = 설정
title-leave = 살롱 떠나기
# $problem: 파일을 읽다가 찾은 문제.
save-unreadable = 진행 중인 게임을 읽지 못했습니다: { $problem }. { $kept }
save-kept-as = 그 파일은 { $path }에 보관되어 있으며, 새 게임이 덮어쓰지 않습니다.
save-kept-as-short = { $path }에 보관됨
save-not-moved = 파일을 옮기지 못했습니다({ $error }). 여전히 { $path }에 있습니다.

kept-match = { $when } · { $game }: { $details }
kept-match-undated = { $game }: { $details }
kept-details = { $seats }인석{ $bots }, 결정 { $decisions }번, { $outcome }
kept-no-bots = {""}
kept-bots = {" "}({ $runs })
kept-bot-run = { $count ->
        [one] { $bot }
       *[other] { $bot } { $count }명
    }
kept-unfinished = 끝나지 않음
kept-draw = 무승부
kept-won-by = 승자: { $winners }
bot-random = 무작위
bot-heuristic = 휴리스틱
bot-easy = 쉬움
bot-medium = 보통
bot-hard = 어려움

## 창을 열 수 없을 때 엔진이 시작되기 전에 터미널에 알리는 말.

window-no-display = Saloon이 창을 열 수 없습니다: 여기에는 디스플레이가 없습니다(DISPLAY도 WAYLAND_DISPLAY도 설정되어 있지 않습니다). 데스크톱 세션에서 실행하세요. 창 없이도 `saloon host`, `saloon join CODE --bot`, `saloon sim`은 작동합니다.
window-no-vulkan = Saloon이 창을 열 수 없습니다: 이 컴퓨터에서 응답하는 Vulkan 드라이버가 없으며, Saloon은 Vulkan으로 그립니다. Debian이나 Ubuntu에서는 어떤 프로세서에서도 그릴 수 있는 드라이버가 포함된 Mesa 드라이버를 설치하세요: sudo apt install mesa-vulkan-drivers. NVIDIA 카드라면 그 카드의 드라이버를 설치하세요. 창 없이도 `saloon host`, `saloon join CODE --bot`, `saloon sim`은 작동합니다.
