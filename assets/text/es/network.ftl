# Una mesa alojada en otro lugar, a la que se une desde esta ventana.

setup-remote = Remoto
join-asking = Pidiendo un asiento a la mesa de { $address }...
join-ended = La mesa no está al alcance:
host-failed = No se pudo abrir la mesa a la red:
join-refused = El anfitrión rechazó la entrada:
refusal-wrong-code = el código de la mesa es incorrecto.
refusal-table-full = todos los asientos de la mesa están ocupados. Puedes mirarla en su lugar.
refusal-no-room-to-watch = la mesa no tiene sitio para otro espectador.
refusal-not-your-seat = ese asiento está reservado para el jugador que lo ocupó.
refusal-version = el anfitrión usa la versión { $host } del protocolo y este Saloon la { $client }: ambos deben usar el mismo Saloon.
button-give-up = Desistir
log-joined-table = Sentado a la mesa de { $address }; su anfitrión reparte y guarda la partida.
log-watching-table = Mirando la mesa de { $address }, sin asiento: su anfitrión reparte y guarda la partida.
log-seat-connected = { $seat } está en la mesa.
log-seat-free = El asiento de { $seat } espera a su jugador.
log-seat-dropped = { $seat } perdió la conexión.
log-seat-computer = La IA juega por { $seat }.
log-connection-lost = Se perdió la conexión con la mesa; pidiendo el asiento de vuelta...
log-connection-lost-watching = Se perdió la conexión con la mesa; volviendo a conectar para mirar...
prompt-host-gone = El anfitrión se ha ido. Esperando a que vuelva...
log-connection-back = De vuelta en la mesa.
status-dropped-wait = desconectado · { $seconds } s
status-dropped = desconectado · se le espera
title-join = Unirse a una mesa
join-title = Unirse a una mesa
join-found-none = Aún no se anuncia ninguna mesa en esta red.
join-found-table = { $game } · { $free } de { $seats } asientos libres · { $address }
join-code-label = Código de la mesa:
join-code-hint = SECRETO@DIRECCIÓN, como lo muestra la pantalla del anfitrión. Elija una mesa arriba para su dirección y escriba el secreto delante.
join-not-a-code = Eso no es un código de mesa: { $why }
join-no-discovery = No se pueden listar las mesas de esta red ({ $why }); un código sigue sirviendo.
button-join = Unirse
join-asking-watch = Pidiendo a la mesa de { $address } mirar la partida...
status-free = asiento libre
setup-host = Abrir esta mesa
setup-host-one-here = Una mesa abierta sienta a un solo jugador en esta pantalla: haz remotos a los demás.
setup-after-wait = Si un jugador se va:
setup-after-wait-computer = la computadora en 1 min
setup-after-wait-pause = la mesa lo espera
host-code-heading = Código para unirse: léelo en voz alta a los jugadores, o envíalo
host-code-copy = Copiar el código
host-code-copied = Copiado
host-code-hide = Ocultar
host-code-show = Código para unirse
host-seats-free = { $count ->
        [0] Todos los asientos están ocupados.
        [one] Un asiento espera a su jugador.
       *[other] { $count } asientos esperan a sus jugadores.
    }
host-not-announced = No aparece en la red ({ $why }): da el código entero, con su dirección.
title-host-again = Volver a abrir la mesa
title-host-again-other = Volver a abrir { $game }
title-back-to-seat = Volver a tu asiento
title-forget-seat = Renunciar a este asiento: la portada ya no lo ofrecerá
button-watch = Mirar
join-watch-hint = Mirar no ocupa asiento: la mesa como la ve la sala, con subtítulos, para un proyector.
