# Duelo: las cartas y las líneas del registro.

duel-pistol = Pistola
duel-rifle = Rifle
duel-barricade = Barricada
duel-reload = Recarga

duel-rule-pistol = Dispara a un rival. Al disparar te mueves y no pueden alcanzarte; una Barricada detiene el tiro.
duel-rule-rifle = Dispara a un rival, atravesando una Barricada. Al disparar te mueves y no pueden alcanzarte.
duel-rule-barricade = Ponte a cubierto: detiene los tiros de Pistola, pero no los de Rifle.
duel-rule-reload = Si nadie te dispara, todas las cartas que has jugado vuelven a tu mano. Si te disparan ahora, caes.

duel-started = Empieza el duelo { $duel }; { $master ->
        [you] lo diriges tú
       *[other] lo dirige { $master }
    }.
# $picks: las elecciones de abajo, en lista; la del humano se dice "Disparas…".
duel-revealed = ¡Fuego! { $picks }.
duel-pick-pistol = { $who ->
        [you] Disparas con una Pistola a { $target }
       *[other] { $target ->
            [you] { $who } te dispara con una Pistola
           *[other] { $who } dispara con una Pistola a { $target }
        }
    }
duel-pick-rifle = { $who ->
        [you] Disparas con el Rifle a { $target }
       *[other] { $target ->
            [you] { $who } te dispara con el Rifle
           *[other] { $who } dispara con el Rifle a { $target }
        }
    }
duel-pick-barricade = { $who ->
        [you] Te escondes
       *[other] { $who } se esconde
    } tras una barricada
duel-pick-reload = { $who ->
        [you] Recargas
       *[other] { $who } recarga
    }
duel-pick-empty-handed = { $who ->
        [you] No tienes cartas y recargas
       *[other] { $who } no tiene cartas y recarga
    }
duel-shot-hit = { $shooter ->
        [you] Alcanzas a { $target }
       *[other] { $target ->
            [you] { $shooter } te alcanza
           *[other] { $shooter } alcanza a { $target }
        }
    }.
duel-shot-missed-moving = { $shooter ->
        [you] No alcanzas a { $target }: se movía
       *[other] { $target ->
            [you] { $shooter } no te alcanza: te movías
           *[other] { $shooter } no alcanza a { $target }: se movía
        }
    }.
duel-shot-stopped = { $shooter ->
        [you] Das en la barricada de { $target }
       *[other] { $target ->
            [you] { $shooter } da en tu barricada
           *[other] { $shooter } da en la barricada de { $target }
        }
    }.
duel-fell = { $who ->
        [you] Caes
       *[other] { $who } cae
    }.
duel-reloaded = { $who ->
        [you] Recargas
       *[other] { $who } recarga
    }: { $cards ->
        [one] una carta vuelve
       *[other] { $cards } cartas vuelven
    } a la mano.
duel-barricade-kept = { $who ->
        [you] Conservas
       *[other] { $who } conserva
    } la barricada.
duel-won = { $who ->
        [you] Solo tú sigues
       *[other] Solo { $who } sigue
    } en pie: ${ $dollars }.
duel-fallen-paid = { $who ->
        [you] Cobras
       *[other] { $who } cobra
    } igualmente: ${ $dollars }.
duel-unpaid = Nadie cobra por este duelo.
duel-match-over = La partida ha terminado.

## La mesa

duel-ready = Preparen...
duel-aim = Apunten...
duel-draw = ¡Fuego!
duel-standing = { $who ->
        [you] Tú
       *[other] { $who }
    }: ${ $dollars }
duel-result-detail = Primero en llegar a ${ $target }: el más rápido en desenfundar.
duel-banner-started = Duelo { $duel }: { $master ->
        [you] lo diriges tú
       *[other] lo dirige { $master }
    }
duel-banner-earns = { $who ->
        [you] Ganas
       *[other] { $who } gana
    } un dólar (${ $dollars })
duel-banner-nobody-left = Nadie queda en pie: no hay dólar
duel-banner-too-long = El duelo se alarga demasiado: no hay dólar
duel-banner-won = { $winners ->
        [you] ¡Te largas con el dinero!
       *[other] ¡{ $winners } { $count ->
            [one] se larga
           *[other] se largan
        } con el dinero!
    }
