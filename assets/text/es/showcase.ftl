# La exhibición: la barra del presentador, la tarjeta de reglas, lo que ve el público.

presenter-on-repeat = en bucle
presenter-game-of = juego { $at } de { $games }
presenter-heading = Exhibición: { $game }, { $order }
presenter-watching = Mirando { $game } en { $address }
# Un botón de la barra y su tecla: "Paso (F6)".
presenter-button = { $label } ({ $key })
presenter-play = ▶ Reproducir
presenter-pause = Pausa
presenter-step = Paso
presenter-slower = Más lento
presenter-faster = Más rápido
presenter-next-game = Siguiente juego
presenter-restart = Reiniciar
presenter-take-seat = Sentarse
presenter-seats-taken = { $seats ->
        [one] Un asiento ocupado
       *[other] { $seats } asientos ocupados
    }: la próxima decisión es tuya
audience-hidden = Lo que los jugadores no ven
# $profile: cómo se juega la partida de la exhibición, según el archivo de reglas.
showcase-seats = { $seats ->
        [one] Un jugador IA.
       *[other] { $seats } jugadores IA.
    } { $profile }
showcase-starting-in = Empieza en { $seconds } s
showcase-start-now = Empezar ya ({ $key })

showcase-full-match = La partida completa.
showcase-duel-profile = En esta mesa gana el primero que llegue a { $dollars } $.
showcase-loo-profile = { $rounds ->
        [one] Una ronda: cada uno de los { $players } jugadores reparte una vez.
       *[other] { $rounds } rondas: cada uno de los { $players } jugadores reparte { $rounds } veces.
    }
showcase-desperados-profile = Tras { $turns } turnos gana la banda más rica, salvo que antes una banda quede libre.
