# Palabras que comparten todas las pantallas y todos los juegos.
#
# Un asiento ($who, $target…) es el nombre del jugador, o "you" para el único humano de la
# mesa, para que el verbo concuerde:
#   { $who -> [you] Juegas *[other] { $who } juega }
# Una lista de asientos ($winners…) que solo contiene al humano también es "you".

seat-you = Tú
# El humano dentro de una lista de nombres: "Kate, tú".
seat-you-in-list = tú
seat-player = Jugador { $number }
list-separator = {", "}
# El final de una lista: "Kate, Bill y tú".
list-last = { $head } y { $last }

## La pantalla de resultados

result-wins = { $who ->
        [you] ¡Ganas!
       *[other] ¡{ $who } gana!
    }
result-share = { $winners ->
        [you] ¡Ganas!
       *[other] { $winners } comparten la victoria
    }

## Los nombres de los juegos, por su id en la línea de órdenes ($english: el nombre en inglés)

game-title = { $id ->
        [loot-shoot-whiskey] Loot Shoot Whiskey
        [three-card-loo] Three-card Loo
        [duel] Duelo: Once Upon a Game in the West
        [desperados] Desperados of Dice Town
       *[other] { $english }
    }

## El registro de la mesa y el visor de repeticiones

log-title = Registro
log-new-match = Nueva partida, semilla { $seed }: { $seats }.
log-replay-of = Repetición de { $file }.
log-resumed = Partida reanudada tras { $decisions ->
        [one] una decisión
       *[other] { $decisions } decisiones
    }.
log-taken-back = { $who ->
        [you] Deshaces
       *[other] { $who } deshace
    } la última decisión.
report-no-folder = No hay carpeta de datos donde escribir un informe.
report-written = El informe de esta partida está en { $path }.
report-failed = No se pudo escribir el informe en { $path }: { $error }
replay-heading = Repetición de { $game }: { $status }
replay-status = decisión { $decision } de { $decisions }
replay-status-end = fin
replay-back = ◀ Atrás (Left)
replay-pause = Pausa (Space)
replay-play = Reproducir (Space)
replay-step = Paso ▶ (Right)
replay-seen-from = Visto desde: { $name }
replay-next-seat = ▶ (Tab)
replay-hidden = Todas las cartas ocultas
