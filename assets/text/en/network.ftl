# A table hosted elsewhere, joined from this window.

setup-remote = Remote
join-asking = Asking the table at { $address } for a seat...
join-ended = The table is out of reach:
button-give-up = Give up
log-joined-table = Seated at the table at { $address }; its host deals and keeps the match.
log-seat-connected = { $seat } is at the table.
log-seat-free = { $seat }'s seat waits for its player.
log-seat-dropped = { $seat } lost the connection.
log-seat-computer = A computer plays for { $seat }.
log-connection-lost = The connection to the table was lost; asking for the seat back...
log-connection-back = Back at the table.
status-dropped-wait = dropped · { $seconds } s
status-dropped = dropped · waited for
