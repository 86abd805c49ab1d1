# 휴대폰으로 잡은 자리: 페이지의 말, 그리고 호스트가 휴대폰에 하는 말.

phone-page-pick-seat = 자리를 고르세요
phone-page-your-name = 이름
phone-page-take-seat = 여기 앉기
phone-page-hand = 내 손패
phone-page-table = 테이블 위
phone-page-standings = 순위
phone-page-events = 방금 일어난 일
phone-page-choices = 내 차례의 선택
phone-page-language = 언어
phone-page-reconnecting = 테이블에 다시 연결하는 중...
phone-page-lost = 테이블에 연결할 수 없습니다. 와이파이를 확인하고 페이지를 새로 고치세요.
phone-page-cover = 가리기
phone-page-uncover = 눌러서 패 보기
phone-page-clear = 다시 고르기
phone-page-in-words = 글로 보는 테이블
# A seat's name under its portrait.
phone-seat-name = { $who ->
        [you] 당신
       *[other] { $who }
    }
phone-your-turn = 내 차례!
phone-waiting-for = { $seats } 기다리는 중
phone-waiting = 기다리는 중...
phone-over-won = { $winners ->
        [you] 승리했습니다!
       *[other] { $winners } 승리.
    }
phone-over-draw = 무승부로 끝났습니다.
phone-held-computer = 컴퓨터가 플레이
phone-held-free = 플레이어를 기다리는 중
phone-held-by-code = 코드로 들어올 플레이어를 기다리는 중
phone-held-here = 테이블에 있음
phone-table-closed = 테이블이 닫혔습니다.
phone-refused-too-slow = 휴대폰 연결이 너무 오래 걸렸습니다. 페이지를 새로 고치세요.
phone-refused-garbled = 테이블이 그 메시지를 읽지 못했습니다.
phone-refused-version = 테이블은 휴대폰 버전 { $host }, 이 페이지는 버전 { $phone }입니다. 페이지를 새로 고치세요.
phone-refused-wrong-secret = 이 주소의 테이블 코드가 틀렸습니다. 테이블 코드를 다시 스캔하세요.
phone-refused-flooding = 메시지가 너무 많고 너무 빠릅니다.
phone-refused-not-your-seat = 그 자리는 먼저 앉은 플레이어를 위해 남겨 두었습니다.
phone-refused-seated-already = 이 휴대폰은 이미 자리에 앉아 있습니다.
phone-refused-no-such-seat = 테이블에 그런 휴대폰 자리가 없습니다.
phone-refused-seat-taken = 방금 다른 사람이 그 자리에 앉았습니다. 다른 자리를 고르세요.
phone-refused-taken-back = 다른 휴대폰이나 탭에서 내 자리를 되찾았습니다.
phone-refused-not-seated = 먼저 자리에 앉으세요.
phone-refused-no-such-choice = 지금은 그 선택을 할 수 없습니다.
phone-refused-stale = 테이블이 이미 진행되었습니다. 다시 고르세요.
phone-refused-not-to-move = 내 차례가 아닙니다.
phone-refused-decided = 이미 결정했습니다.
phone-refused-over = 게임이 끝났습니다.
phone-refused-computer-took = 너무 오래 자리를 비워 이제 컴퓨터가 내 자리를 플레이합니다.
