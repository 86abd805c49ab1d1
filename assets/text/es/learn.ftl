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

## Duel. Cada mensaje recibe los números de las reglas: $dollars (los dólares que ganan)
## y las cartas de una mano llena: $pistols, $rifles, $barricades, $reloads.

learn-duel-welcome = ¡Bienvenido, pistolero! Os enfrentáis tres. En cada tiroteo todos elegís una carta en secreto, y un blanco para un arma; al «¡Fuego!» del maestro del duelo todas las cartas se destapan a la vez.
learn-duel-how-to-win = Un impacto convierte un corazón en una lápida: fuera hasta que acabe el duelo. El último corazón en pie gana un dólar, y empieza otro duelo con todos los corazones arriba y todas las manos llenas.
learn-duel-first-pick = Tu mano: Pistola ×{ $pistols }, Rifle ×{ $rifles }, Barricada ×{ $barricades }, Recarga ×{ $reloads }. Primero ponte a cubierto: levanta tu Barricada y pulsa ¡Fuego! Una Barricada detiene una Pistola.
learn-duel-second-pick = Una carta jugada queda apartada hasta que acabe el duelo. Juega Recarga: si nadie te dispara, vuelven a tu mano todas las cartas que has jugado. Si te disparan mientras recargas, caes.
learn-duel-third-pick = Ahora dispara: levanta una Pistola, apunta adonde señala la flecha y pulsa ¡Fuego! Mientras disparas te mueves, y los disparos contra ti fallan.
learn-duel-fourth-pick = Queda un rival. Un Rifle atraviesa una Barricada, y una Pistola no. Levanta tu Rifle, apunta al último rival y pulsa ¡Fuego!
learn-duel-on-your-own = El resto de la partida es tuyo; Pista te da un consejo.
learn-duel-draw = ¡Fuego! Todas las cartas se destapan a la vez: nadie vio antes la de otro.
learn-duel-moving-shot = Un disparo contra quien disparó falla: se estaba moviendo.
learn-duel-barricade-stops-pistol = Una Barricada detiene una Pistola: el disparo no hace nada.
learn-duel-rifle-through-barricade = Un Rifle atraviesa una Barricada: el disparo acierta.
learn-duel-reloader-falls = Le dispararon mientras recargaba: su corazón se convierte en lápida, fuera hasta que acabe el duelo.
learn-duel-reload = Nadie disparó a quien recargaba: todas las cartas jugadas en este duelo vuelven a la mano, la Recarga también.
learn-duel-dollar = El último corazón en pie gana un dólar.
learn-duel-new-duel = Un nuevo duelo: todos los corazones arriba, todas las manos llenas otra vez.
learn-duel-win = Quien llegue primero a { $dollars } dólares gana la partida.
