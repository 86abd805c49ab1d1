# A seat held on a phone: the page's words, and what the host tells a phone.

phone-page-pick-seat = Pick your seat
phone-page-your-name = Your name
phone-page-take-seat = Sit here
phone-page-hand = Your hand
phone-page-table = On the table
phone-page-standings = Standings
phone-page-events = Lately
phone-page-choices = Your move
phone-page-language = Language
phone-page-reconnecting = Reconnecting to the table...
phone-page-lost = The table cannot be reached. Check the Wi-Fi, then reload the page.
phone-page-cover = Cover
phone-page-uncover = Tap to show your hand
phone-page-clear = Start over
phone-page-in-words = The table in words
# A seat's name under its portrait.
phone-seat-name = { $who ->
        [you] You
       *[other] { $who }
    }
phone-your-turn = Your turn!
phone-waiting-for = Waiting for { $seats }
phone-waiting = Waiting...
phone-over-won = { $winners ->
        [you] You won the match!
       *[other] { $winners } won the match.
    }
phone-over-draw = The match ends in a draw.
phone-held-computer = a computer plays
phone-held-free = waiting for a player
phone-held-by-code = waiting for a player who joins by code
phone-held-here = at the table
phone-table-closed = The table has closed.
phone-refused-too-slow = The phone took too long to connect. Reload the page.
phone-refused-garbled = The table could not read that message.
phone-refused-version = The table speaks phone version { $host } and this page version { $phone }. Reload the page.
phone-refused-wrong-secret = This address holds the wrong table code. Scan the table's code again.
phone-refused-flooding = Too many messages, too fast.
phone-refused-not-your-seat = That seat is kept for the player who took it.
phone-refused-seated-already = This phone already holds a seat.
phone-refused-no-such-seat = The table has no such phone seat.
phone-refused-seat-taken = Someone has just taken that seat. Pick another.
phone-refused-taken-back = Your seat was taken back on another phone or tab.
phone-refused-not-seated = Take a seat first.
phone-refused-no-such-choice = That choice is not open now.
phone-refused-stale = The table has moved on: choose again.
phone-refused-not-to-move = It is not your turn.
phone-refused-decided = You have already decided.
phone-refused-over = The match is over.
phone-refused-computer-took = You were away too long: a computer plays your seat now.
