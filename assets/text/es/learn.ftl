## Aprender a jugar: la lista del título, el panel de la lección y la lección de cada juego.

title-learn = Aprender a jugar
learn-title = Aprender a jugar
learn-intro = Juega una primera partida guiada contra un ordenador amable: cada paso señala qué pulsar y explica por qué. O lee las reglas de un juego en una sola carta, en un minuto.
learn-guided = Partida guiada
learn-guided-again = Repetir la guiada
learn-guided-tip = Un reparto preparado contra un ordenador amable. Sáltala o déjala cuando quieras.
learn-guided-none = Sin partida guiada aún
learn-in-a-minute = En un minuto
learn-learned = Aprendido
learn-back = Volver
learn-panel-heading = Aprendiendo { $game }
learn-step-of = Paso { $step } de { $steps }
learn-rule-met = Una regla del juego:
learn-got-it = Entendido ({ $key })
learn-next = Seguir ({ $key })
learn-press-what-glows = Pulsa lo que brilla.
learn-again = Otra vez
learn-again-tip = Deshaz tu última jugada y hazla de nuevo.
learn-skip = Saltar la lección
learn-skip-tip = Juega el resto de la partida sin los pasos.
learn-leave = Salir

## Loot Shoot Whiskey. Cada mensaje recibe los números de las reglas: $nuggets (el oro
## que gana), $hits (los impactos que ganan), $bottle (las victorias seguidas con la
## botella que la vacían).

learn-lsw-welcome = ¡Bienvenido al saloon! Tu rival y tú tenéis dos cartas de Botín, dos de Disparo y dos de Whisky. En la fila hay cuatro cartas del saloon: os las disputáis de dos casillas en dos, y cada uno pone en secreto una carta en cada casilla.
learn-lsw-ways-to-win = Hay cuatro maneras de ganar:
learn-lsw-win-nuggets = { $nuggets } pepitas o más.
learn-lsw-win-hits = { $hits ->
        [one] { $hits } impacto.
       *[other] { $hits } impactos.
    }
learn-lsw-win-emptied-bottle = { $bottle ->
        [one] La botella ganada { $bottle } vez.
       *[other] La botella ganada { $bottle } veces seguidas.
    }
learn-lsw-win-held-bottle = Tener la botella cuando el saloon se queda sin cartas.
learn-lsw-first-pair = En la casilla 1 hay una carta de whisky. Botín vence a Whisky y se lleva la carta, y una carta de whisky ganada gana la botella. Pon Botín en la casilla 1 y Whisky en la 2, y confirma.
learn-lsw-second-pair = Ahora las casillas 3 y 4, con las cuatro cartas que te quedan. Disparo vence a Botín, y cada disparo que acierta es un impacto. Pon Botín en la casilla 3 y Disparo en la 4, y confirma.
learn-lsw-on-your-own = La fila se llena de nuevo y recuperáis las manos. Tienes la botella, con dos victorias seguidas. El resto de la partida es tuyo; Pista te da un consejo.
learn-lsw-loot-beats-whiskey = Botín vence a Whisky: quien saquea se lleva la carta del saloon de la casilla. Las pepitas suman a su oro, una carta de whisky gana la botella y una carta de bala cuenta como impacto.
learn-lsw-took-bottle = Alguien se lleva la botella, de la barra o del rival que la tenía: la primera victoria de una racha.
learn-lsw-whiskey-beats-shoot = Whisky vence a Disparo: quien bebe gana la botella, y la carta del saloon se descarta.
learn-lsw-drank = Otra victoria con la botella en la mano: un trago. Gana la botella { $bottle } veces seguidas sin que tu rival la recupere y la vacías: ganas.
learn-lsw-tie = La misma carta en los dos lados: empate. La carta del saloon se descarta.
learn-lsw-shoot-beats-loot = Disparo vence a Botín: quien dispara se lleva una carta de impacto. { $hits ->
        [one] { $hits } impacto gana la partida.
       *[other] { $hits } impactos ganan la partida.
    }
