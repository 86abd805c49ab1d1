# Una mesa alojada en otro lugar, a la que se une desde esta ventana.

setup-remote = Remoto
join-asking = Pidiendo un asiento a la mesa de { $address }...
join-ended = La mesa no está al alcance:
button-give-up = Desistir
log-joined-table = Sentado a la mesa de { $address }; su anfitrión reparte y guarda la partida.
log-seat-connected = { $seat } está en la mesa.
log-seat-free = El asiento de { $seat } espera a su jugador.
log-seat-dropped = { $seat } perdió la conexión.
log-seat-computer = La IA juega por { $seat }.
log-connection-lost = Se perdió la conexión con la mesa; pidiendo el asiento de vuelta...
log-connection-back = De vuelta en la mesa.
status-dropped-wait = desconectado · { $seconds } s
status-dropped = desconectado · se le espera
