## Un juego en un minuto: la carta de reglas que abre cada juego de la exhibición

teach-on-your-turn = En tu turno
teach-to-win = Para ganar

teach-lsw-pick = Pon dos cartas boca abajo en las dos casillas siguientes de la fila: Botín, Disparo o Whisky. Tu rival hace lo mismo.
teach-lsw-showdown = Se revelan casilla por casilla: Botín vence a Whisky, Whisky vence a Disparo y Disparo vence a Botín.
teach-lsw-spoils = Botín se lleva la carta del saloon de la casilla, Disparo suma un impacto y Whisky gana la botella.
teach-lsw-win = { $nuggets } pepitas, { $hits } impactos o la botella ganada { $bottle } veces seguidas. Cuando se acaba la fila, quien tenga la botella.

teach-loo-choose = Mira tus tres cartas y la muestra del triunfo; luego juega, retírate o toma el muerto, la mano de sobra, en lugar de la tuya.
teach-loo-tricks = Sirve el palo y gana la baza si puedes; si no, fálla: la carta más alta se lleva la baza.
teach-loo-pool = Cada baza se lleva un tercio del bote. Si juegas y no ganas ninguna, te quedas sin baza: pagas al bote siguiente.
teach-loo-win = { $rounds ->
        [one] Tras una ronda
       *[other] Tras { $rounds } rondas
    }, en las que cada asiento reparte una vez, gana el mayor saldo.

teach-duel-pick = Todos eligen a la vez una carta, y un blanco para una Pistola o un Rifle.
teach-duel-shots = Se revelan todas a la vez. Si disparas, estás en movimiento: los disparos no te alcanzan. Una Barricada detiene las Pistolas, no un Rifle.
teach-duel-shots-sphinx = Se revelan todas a la vez. Una Pistola protege contra Pistolas y un Rifle contra Rifles; una Barricada detiene las Pistolas y vuelve a tu mano.
teach-duel-reload = Si recargas y nadie te dispara, recuperas todas las cartas que jugaste en este duelo. Si te disparan mientras recargas, recibes un impacto.
teach-duel-win = El último corazón en pie gana $1 en cada duelo; gana quien llegue primero a ${ $dollars }.

teach-desp-roll = Tira los cuatro dados, hasta tres tiradas, apartando los dados que quieras conservar.
teach-desp-act = Cada cara de Acción gira la rueda de un desperado cuyo icono hayas sacado; al llegar a la llave, ese desperado sale libre.
teach-desp-attack = Un desperado libre hace pagar a la banca a cada banda cuyo mismo desperado siga en la cárcel. Con tres o cuatro iguales se roban cartas Wild West.
teach-desp-win = Libera a tu último desperado siendo el más rico y ganas; la última banda en pie también gana.
