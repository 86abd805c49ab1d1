# 다른 곳에서 호스트하는 테이블에 이 창에서 참가하기.

setup-remote = 원격
join-asking = { $address }의 테이블에 자리를 요청하는 중...
join-ended = 테이블에 닿을 수 없습니다:
host-failed = 테이블을 네트워크에 열 수 없습니다:
join-refused = 호스트가 참가를 거절했습니다:
refusal-wrong-code = 참가 코드가 틀렸습니다.
refusal-table-full = 테이블의 모든 자리가 찼습니다. 대신 관전할 수 있습니다.
refusal-no-room-to-watch = 테이블에 관전자를 더 받을 자리가 없습니다.
refusal-not-your-seat = 그 자리는 자리를 맡은 플레이어를 위해 비워 두었습니다.
refusal-version = 호스트는 프로토콜 버전 { $host }, 이 Saloon은 버전 { $client }입니다: 같은 Saloon이어야 합니다.
button-give-up = 포기
log-joined-table = { $address }의 테이블에 앉았습니다. 호스트가 패를 돌리고 경기를 보관합니다.
log-watching-table = { $address }의 테이블을 자리 없이 관전합니다. 호스트가 패를 돌리고 경기를 보관합니다.
log-seat-connected = { $seat } 님이 테이블에 있습니다.
log-seat-free = { $seat } 자리가 플레이어를 기다립니다.
log-seat-dropped = { $seat } 님의 연결이 끊겼습니다.
log-seat-computer = 컴퓨터가 { $seat } 대신 플레이합니다.
log-connection-lost = 테이블과의 연결이 끊겼습니다. 자리를 다시 요청하는 중...
log-connection-lost-watching = 테이블과의 연결이 끊겼습니다. 관전하려고 다시 연결하는 중...
prompt-host-gone = 호스트가 나갔습니다. 돌아오기를 기다리는 중...
log-connection-back = 테이블로 돌아왔습니다.
status-dropped-wait = 연결 끊김 · { $seconds }초
status-dropped = 연결 끊김 · 기다리는 중
title-join = 테이블 참가
join-title = 테이블 참가
join-found-none = 이 네트워크에 알려진 테이블이 아직 없습니다.
join-found-table = { $game } · 빈자리 { $free }/{ $seats } · { $address }
join-code-label = 참가 코드:
join-code-hint = 호스트 화면에 보이는 대로 비밀코드@주소. 위에서 테이블을 골라 주소를 넣고, 그 앞에 비밀코드를 입력하세요.
join-not-a-code = 참가 코드가 아닙니다: { $why }
join-no-discovery = 이 네트워크의 테이블을 찾을 수 없습니다({ $why }). 참가 코드로는 여전히 참가할 수 있습니다.
button-join = 참가
join-asking-watch = { $address }의 테이블에 관전을 요청하는 중...
status-free = 빈자리
setup-host = 이 테이블 열기
setup-host-one-here = 연 테이블에는 이 화면에서 한 명만 앉습니다. 나머지는 원격으로 바꾸세요.
setup-after-wait = 연결이 끊기면:
setup-after-wait-computer = 1분 뒤 컴퓨터가 대신함
setup-after-wait-pause = 테이블이 기다림
host-code-heading = 참가 코드: 플레이어에게 읽어 주거나 보내세요
host-code-copy = 코드 복사
host-code-copied = 복사됨
host-code-hide = 숨기기
host-code-show = 참가 코드
host-seats-free = { $count ->
        [0] 모든 자리가 찼습니다.
        [one] 자리 하나가 플레이어를 기다립니다.
       *[other] 자리 { $count }개가 플레이어를 기다립니다.
    }
host-not-announced = 네트워크 목록에 없습니다({ $why }). 주소까지 코드 전체를 알려 주세요.
title-host-again = 테이블 다시 열기
title-host-again-other = { $game } 다시 열기
title-back-to-seat = 내 자리로 돌아가기
title-forget-seat = 이 자리 포기하기: 첫 화면에서 더 이상 보여 주지 않습니다
button-watch = 관전
join-watch-hint = 관전은 자리를 차지하지 않습니다: 관객이 보는 테이블을 자막과 함께 보여 줍니다. 프로젝터용입니다.
