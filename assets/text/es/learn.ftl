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

## Three-card Loo. Cada mensaje recibe los números de las reglas: $ante (lo que pone quien
## reparte), $loo (lo que paga quien se queda sin baza), $balance (las fichas de cada
## jugador al empezar) y $rounds (las rondas de una partida).

learn-loo-welcome = ¡Bienvenido a la mesa de Loo! Jugáis cuatro: tú abajo, un jugador a tu izquierda, otro enfrente y otro a tu derecha. En cada reparto todos reciben tres cartas, otras tres van a una mano de sobra (el muerto) y se descubre una carta, la muestra: su palo es el triunfo.
learn-loo-how-to-win = Cada uno empieza con { $balance } fichas. Cada baza se lleva un tercio del bote; si juegas y no ganas ninguna, te quedas sin baza. El reparto pasa a la izquierda; tras { $rounds } rondas, en las que cada asiento reparte una vez, gana el saldo más alto.
learn-loo-first-declaration = Los corazones son triunfo y tienes su as: una baza segura. Desde la izquierda de quien reparte, cada jugador declara una vez: retirarse de este reparto, jugar o tomar el muerto sin verlo en lugar de su mano. Pulsa Jugar.
learn-loo-lead-the-ace = El de tu izquierda tomó el muerto sin verlo. Sales tú: quien tiene el as de triunfo debe salir con él. Señala tus cartas atenuadas para ver por qué. Juega el as de corazones.
learn-loo-lead-a-king = Tu baza se ha llevado un tercio del bote. Sin triunfos, puedes salir con cualquier carta: sal con el rey de picas y fíjate en quién no tiene picas.
learn-loo-last-card = Enfrente, la jota de corazones ha contrafallado y ganado la baza, y sale en la última. Juega tu última carta.
learn-loo-defend = El jugador de tu izquierda no ganó ninguna baza con el muerto: se queda sin baza y paga { $loo } fichas a este bote. Ahora repartes tú y pones la entrada. Tu mano no tiene triunfos, pero quien reparte puede defender el muerto: jugarlo, sin verlo, por el bote. Sus bazas no se llevan nada y se quedan en el bote, y nunca se queda sin baza. Pulsa Defender el muerto.
learn-loo-must-trump = Las picas son triunfo y el muerto tiene el nueve. Han salido tréboles y no tienes: debes fallar. Tus otras cartas están atenuadas; señálalas para ver por qué. Juega el nueve de picas.
learn-loo-lead-low = El muerto ha ganado la baza: su tercio se queda en el bote. Sales tú. Los demás deben asistir al palo de salida y montar la baza (jugar más alto que la carta que la gana) si pueden. Sal con el tres de diamantes.
learn-loo-miss-s-last-card = El as de diamantes tuvo que montar la baza, y su jugador sale en la última. Juega el rey de diamantes.
learn-loo-on-your-own = El resto de la partida es tuyo: declara, sal y asiste como mandan las reglas; Pista te da un consejo.
learn-loo-ante = Antes de cada reparto, quien reparte pone { $ante } fichas en el bote: el bote por el que se juegan las bazas del reparto.
learn-loo-single = Un bote sin dinero de quienes se quedaron sin baza es un bote limpio. En las mesas que juegan el bote limpio todos deben jugarlo; en esta aún puedes retirarte.
learn-loo-declare = Declarado: quien se retira no juega este reparto, no arriesga ni gana nada; quien juega debe ganar una baza o se queda sin baza.
learn-loo-take-miss = El muerto tomado: sus cartas, sin ver hasta ahora, sustituyen a la mano, y quien lo toma debe jugar.
learn-loo-defend-miss = El muerto defendido: quien reparte lo juega por el bote. Sus bazas se quedan en el bote y nunca se queda sin baza.
learn-loo-lead-trump = El deber de quien sale: salir con el as de triunfo si lo tiene (el rey, si el as es la muestra); si no, con un triunfo si puede, el más alto contra un solo rival.
learn-loo-follow = Asistir: juega una carta del palo de salida si puedes, y monta la baza (supera a la carta que la gana) si puedes.
learn-loo-trump = Sin cartas del palo de salida hay que fallar, y contrafallar si ya se jugó un triunfo; si no se puede contrafallar, se juega igualmente un triunfo menor.
learn-loo-trick-pays = Una baza ganada se lleva un tercio del bote tal como estaba al empezar las bazas.
learn-loo-looed = Sin baza: quien jugó y no ganó ninguna baza paga { $loo } fichas al siguiente bote.
learn-loo-win = Tras { $rounds } rondas gana la partida el saldo más alto.

## Desperados of Dice Town. Cada mensaje recibe los números de las reglas: $money (el dinero
## de cada banda al empezar), $total (todo el dinero del juego) y lo que se lleva un ataque
## de cada desperado: $fist, $knife, $pistol, $boss.

learn-desp-welcome = ¡Bienvenido a Dice Town! Tu banda está a la izquierda y la del ordenador a la derecha: cinco desperados cada una, todos tras una rueda de la cárcel. El número bajo una rueda son las muescas que faltan hasta la llave. Cada banda empieza con ${ $money }.
learn-desp-how-to-win = Tu turno: tira los cuatro dados, hasta tres veces, y luego actúa con los desperados que saques o roba cartas Wild West. Libera a toda tu banda siendo la más rica, y ganas.
learn-desp-keep-aside = Tu primera tirada. Cada cara de Acción da una acción a un desperado cuya cara hayas sacado. Pulsa el dado de Acción y el Puño para apartarlos, y vuelve a tirar los otros dos.
learn-desp-third-roll = ¡Otra cara de Acción! Aparta esos tres y vuelve a tirar el último dado: tu tercera tirada, la última del turno.
learn-desp-act-now = Tres caras de Acción y un Puño: actúa y da las tres acciones a Puño.
learn-desp-turn-the-fist = Tu Puño está en la cárcel: una acción sobre él gira su rueda una muesca hacia la llave.
learn-desp-free-the-fist = Falta una muesca: gírala, y tu Puño sale libre.
learn-desp-fist-attacks = Un desperado libre ataca: cada banda cuyo Puño siga en la cárcel paga ${ $fist } a la banca. El Puño del ordenador está entre rejas. ¡Ataca!
learn-desp-draw-three = Tres Jefes y ninguna cara de Acción: no puedes actuar, pero un trío roba tres cartas Wild West, para quedarte con una.
learn-desp-keep-a-card = Quédate Doble disparo: jugada mientras actúas, da una acción más. Las cartas que no te quedas se descartan boca arriba.
learn-desp-act-for-the-brains = Dos caras de Acción y la Botella: tu Cerebro, a una muesca de la llave. Actúa.
learn-desp-free-the-brains = Da la primera acción al Cerebro: sale libre.
learn-desp-play-the-card = Ahora juega Doble disparo de tu mano, para una acción más.
learn-desp-use-the-brains = Un Cerebro libre nunca ataca: una acción sobre él usa la habilidad de tu banda, escrita en su carta. La tuya toma dinero de la banca.
learn-desp-use-them-again = Otra vez: cada uso en un turno toma más.
learn-desp-play-on = El resto de la partida es tuyo. Pista te da un consejo.
learn-desp-notch = Una rueda ha girado una muesca: en la llave, el desperado sale libre. Antes de empezar, la tirada inicial de cada banda giró una muesca por cada dado que mostraba a uno de sus desperados.
learn-desp-reroll = Solo se han vuelto a tirar los dados no apartados: antes de cada tirada puedes apartar los que quieras.
learn-desp-last-roll = La tercera tirada: los dados ya no cambian. Actúa, roba, o termina el turno si la tirada no permite ninguna de las dos cosas.
learn-desp-act = Actuar: cada cara de Acción es una acción, para cualquier desperado cuya cara hayas sacado.
learn-desp-several = Las acciones se reparten entre los desperados sacados o van todas a uno: la cara de un desperado sacada dos veces no da más.
learn-desp-escape = ¡Libre! Una acción sobre un desperado libre es un ataque o, para el Cerebro, la habilidad de la banda.
learn-desp-attack = Un ataque: cada banda cuyo mismo desperado siga en la cárcel paga a la banca: ${ $fist } por Puño, ${ $knife } por Cuchillo, ${ $pistol } por Pistola y ${ $boss } por Jefe.
learn-desp-pay = Pagado a la banca. Una banda que se queda sin dinero queda fuera de la partida.
learn-desp-misere = Una miseria: ninguna cara de Acción ni nada triple, así que quien tiró robó una carta Wild West.
learn-desp-three-alike = Un trío: tres cartas Wild West robadas, una de ellas para guardar en una mano secreta.
learn-desp-four-alike = Cuatro iguales roban cuatro cartas Wild West, dos de ellas para guardar.
learn-desp-immune = Inmune: una banda cuyo desperado de esa cara ya está libre no paga nada a su ataque.
learn-desp-brains = El Cerebro ha usado la habilidad de la banda. La de cada banda está escrita en su carta, y cambia con cada uso en un turno.
learn-desp-bank = Dinero de la banca: los ${ $total } del juego son de las bandas y de la banca.
learn-desp-own-card = Una carta jugada en el propio turno: las hay que dan una acción, vuelven a tirar un dado o lo giran, o quitan una muesca a una rueda.
learn-desp-answer = Una respuesta: cuando una banda actúa, las demás pueden jugar una carta de su mano para anular la acción o para no pagar nada.
learn-desp-win = Tres maneras de ganar: libera a tu último desperado siendo la banda más rica; libera a los cinco siendo más pobre y hazte después la más rica; o sé la última banda con dinero.
