# Lo que comparten todas las mesas: las indicaciones, el consejo, la columna de botones.

# Sin adjetivo que concuerde con el asiento (nunca "listo").
status-thinking = pensando...
status-ready = ha elegido
status-none = {""}
# $seats: una lista de asientos, que nunca va tras una preposición.
prompt-waiting-for = { $seats ->
        [you] Esperando tu decisión...
       *[other] Esperando: { $seats }...
    }
prompt-fast-forward = Solo juega la IA: ×{ $times }
prompt-seat-asked = { $seat }: { $ask }
coach-thinking = Pensando un consejo...
coach-best = Consejo: { $best }
button-lock-in = Confirmar ({ $key })
button-hint = Pista ({ $key })
option-on = sí
option-off = no
button-coach-thinking = Consejo: pensando...
option-yes = sí
option-no = no
# Un número solo, como lo muestra una lista de ellos.
number = { $n }
log-replay-at = Repetición: decisión { $decision } de { $decisions }.
button-menu = Menú ({ $key })
button-menu-tip = Pausa: reanudar, reglas, ajustes, salir (reglas: { $rules-key })
button-take-back = Deshacer ({ $key })
button-take-back-tip = Deshaz tu última decisión, cuando las reglas lo permiten.
take-back-nothing-yet = Nada que deshacer: aún no has decidido nada.
take-back-chance-since = Tu última decisión se mantiene: el azar ha jugado desde entonces.
take-back-others-since = Tu última decisión se mantiene: otro jugador ha decidido desde entonces.
take-back-together = Tu última decisión se mantiene: se tomó junto con las de los demás.
take-back-revealed = Tu última decisión se mantiene: mostró algo que estaba oculto.
cover-reveal = Pulsa { $key } o haz clic cuando nadie más esté mirando.
cover-pass-to = Pasa la pantalla a { $name }
frame-rate = { $fps } fps · { $ms } ms
frame-rate-measuring = midiendo...
