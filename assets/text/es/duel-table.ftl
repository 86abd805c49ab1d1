# La mesa de Duelo: las opciones, las placas, las indicaciones, los efectos y las ayudas.

duel-option-rules = Reglas
duel-option-rules-tip = Sphinx: una Pistola protege solo contra Pistolas y un Rifle solo contra Rifles; la Barricada vuelve a la mano tras usarla.
duel-standard = Estándar
duel-sphinx = Sphinx (edición alemana)
duel-options-sphinx = En esta mesa: la variante Sphinx (edición alemana): cada arma protege solo contra las de su clase y la Barricada vuelve a la mano tras usarla.
duel-coach-chance = { $chance }%
    del $
duel-coach-chance-and-mix = { $chance }%
    del $
    se juega { $mix }%
duel-status-down = en el suelo
duel-status-cards = { $cards ->
        [one] una carta
       *[other] { $cards } cartas
    }
# P, R, B, R: las iniciales de Pistola, Rifle, Barricada y Recarga, delante de cuántas se tienen.
duel-plate = { $name }
    ${ $dollars }   { $status }
    P{ $pistols } R{ $rifles } B{ $barricades } R{ $reloads }
duel-prompt-empty-handed = No te quedan cartas: recargas.   [{ $confirm }] ¡Fuego!
# $pick: la elección como la oye quien la hace ("Disparas con una Pistola a Kate").
duel-prompt-lock-in = { $pick }   [{ $confirm }] confirmar{ $how }
duel-prompt-pick = Elige una carta: { $how }
# $cards: the keys of the cards that may be played now, each a duel-pick-key.
duel-pick-keys = { $cards } o haz clic en una
duel-pick-key = [{ $key }] { $card }
duel-pick-pad = ve hasta ella y pulsa [{ $choose }]
duel-prompt-aim = Apunta: { $how }
duel-aim-keys = haz clic en un rival o ve hasta uno con [Tab] y pulsa [{ $choose }]
duel-aim-pad = ve hasta un rival y pulsa [{ $choose }]
duel-prompt-other-rival-keys = {"  ·  "}otro rival: [Tab] o haz clic
duel-prompt-other-rival-pad = {"  ·  "}otro rival: ve hasta él
duel-effect-reloads = recarga: { $cards ->
        [one] +{ $cards } carta
       *[other] +{ $cards } cartas
    }
duel-effect-hit = ¡IMPACTO!
duel-effect-missed = sin impacto: en movimiento
duel-effect-barricade = tras la barricada
duel-button-draw = ¡Fuego! ({ $key })
duel-button-draw-tip = Confirma la carta levantada y, si es un arma, su blanco.
duel-hint-tip = La probabilidad de cada carta de ganar el dólar de este duelo, desde tu punto de vista.
duel-button-next-target = Siguiente blanco
duel-button-next-target-tip = Apunta el arma levantada al siguiente rival en pie.
duel-tip-hand = { $card }: { $rule } Tienes { $held }. Tecla { $key }.
duel-standing-up = en pie
duel-standing-down = fuera de combate en este duelo
duel-tip-plate = { $who ->
        [you] Tú
       *[other] { $who }
    }: { $standing }, ${ $dollars } de ${ $to-win }. { $who ->
        [you] Tienes
       *[other] Tiene
    } { $pistols } { $pistols ->
        [one] Pistola
       *[other] Pistolas
    }, { $rifles } Rifle, { $barricades } Barricada, { $reloads } Recarga.
duel-tip-plate-master = { $who ->
        [you] Tú, que diriges el duelo
       *[other] { $who }, que dirige el duelo
    }: { $standing }, ${ $dollars } de ${ $to-win }. { $who ->
        [you] Tienes
       *[other] Tiene
    } { $pistols } { $pistols ->
        [one] Pistola
       *[other] Pistolas
    }, { $rifles } Rifle, { $barricades } Barricada, { $reloads } Recarga.
duel-tip-aimed-at = En la mira: pulsa otra vez para confirmar la elección.
duel-tip-aim-here = Pulsa para apuntar aquí con un arma.
duel-face-master = MAESTRO
duel-face-pistol = PISTOLA
duel-face-rifle = RIFLE
duel-face-barricade = BARRICADA
duel-face-reload = RECARGA
duel-face-alive = VIVO
duel-face-rip = RIP

## La página del móvil: la mesa en palabras

# $count: cuántas cartas de esa clase se tienen.
duel-phone-hand-card = { $count ->
        [one] { $card }
       *[other] { $card } ×{ $count }
    }
# $seats: los pistoleros que siguen en pie, como lista.
duel-phone-shootout = Tiroteo { $shootout }. Siguen en pie: { $seats ->
        [you] tú
       *[other] { $seats }
    }.
# $cards: las cartas en la mano, cada una un duel-phone-hand-card, como lista.
duel-phone-rival-holds = { $who ->
        [you] Tienes
       *[other] { $who } tiene
    } { $cards }.
duel-phone-rival-empty = { $who ->
        [you] No te quedan cartas.
       *[other] A { $who } no le quedan cartas.
    }
# $standing: duel-standing-up o duel-standing-down.
duel-phone-standing = { $who ->
        [you] Tú
       *[other] { $who }
    }: ${ $dollars } de ${ $to-win }, { $standing }
# Bajo el retrato de un rival: los dólares que tiene, de los que hacen falta para ganar.
duel-phone-dollars = ${ $dollars } de ${ $to-win }
# Bajo un arma del último tiroteo: a quién se disparó.
duel-phone-at = a { $target ->
        [you] ti
       *[other] { $target }
    }
# Sobre las cartas del último tiroteo, ya boca arriba.
duel-phone-showdown = El último tiroteo
duel-phone-down = Estás fuera de combate en este duelo: vuelves en el siguiente.
# Por qué no se puede elegir a un rival como blanco.
duel-phone-no-gun = No tienes ningún arma para disparar.
