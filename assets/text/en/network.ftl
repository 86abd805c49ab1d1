# A table hosted elsewhere, joined from this window.

setup-remote = Remote
join-asking = Asking the table at { $address } for a seat...
join-ended = The table is out of reach:
host-failed = The table could not be opened to the network:
join-refused = The host turned the join down:
refusal-wrong-code = the join code is wrong.
refusal-table-full = every seat of the table is taken. You may watch it instead.
refusal-no-room-to-watch = the table has no room for another spectator.
refusal-not-your-seat = that seat is kept for the player who claimed it.
refusal-version = the host runs version { $host } of the table's protocol and this Saloon version { $client }: both must run the same Saloon.
button-give-up = Give up
log-joined-table = Seated at the table at { $address }; its host deals and keeps the match.
log-watching-table = Watching the table at { $address }, from no seat: its host deals and keeps the match.
log-seat-connected = { $seat } is at the table.
log-seat-free = { $seat }'s seat waits for its player.
log-seat-dropped = { $seat } lost the connection.
log-seat-computer = A computer plays for { $seat }.
log-connection-lost = The connection to the table was lost; asking for the seat back...
log-connection-lost-watching = The connection to the table was lost; joining it again to watch...
prompt-host-gone = The host has left. Waiting for it to come back...
log-connection-back = Back at the table.
status-dropped-wait = dropped · { $seconds } s
status-dropped = dropped · waited for
title-join = Join a table
join-title = Join a table
join-found-none = No table is announced on this network yet.
join-found-table = { $game } · { $free } of { $seats } seats free · { $address }
join-code-label = Join code:
join-code-hint = SECRET@ADDRESS, as the host's screen shows it. Pick a table above for its address, then type its secret before it.
join-not-a-code = That is not a join code: { $why }
join-no-discovery = The tables on this network cannot be listed ({ $why }); a join code still joins.
button-join = Join
join-asking-watch = Asking the table at { $address } to watch...
status-free = free seat
setup-host = Host this table
setup-host-one-here = A hosted table seats one player at this screen: make the others remote.
setup-after-wait = If a player drops:
setup-after-wait-computer = a computer takes over in 1 min
setup-after-wait-pause = the table waits for them
host-code-heading = Join code: read it out to the players, or send it
host-code-copy = Copy the code
host-code-copied = Copied
host-code-hide = Hide
host-code-show = Join code
host-seats-free = { $count ->
        [0] Every seat is taken.
        [one] One seat waits for its player.
       *[other] { $count } seats wait for their players.
    }
host-not-announced = Not listed on the network ({ $why }): give the whole code, address and all.
title-host-again = Host the table again
title-host-again-other = Host { $game } again
title-back-to-seat = Back to your seat
title-forget-seat = Give this seat up: the title no longer offers it
button-watch = Watch
join-watch-hint = Watch takes no seat: the table as the room sees it, with captions, for a projector.
