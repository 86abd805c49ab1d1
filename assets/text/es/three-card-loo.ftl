# Three-card Loo: las cartas, las declaraciones y las líneas del registro.

loo-clubs = tréboles
loo-diamonds = diamantes
loo-hearts = corazones
loo-spades = picas
# Cada valor lleva su artículo: la carta entera se dice "el as de picas", "la jota de tréboles".
loo-two = el dos
loo-three = el tres
loo-four = el cuatro
loo-five = el cinco
loo-six = el seis
loo-seven = el siete
loo-eight = el ocho
loo-nine = el nueve
loo-ten = el diez
loo-jack = la jota
loo-queen = la reina
loo-king = el rey
loo-ace = el as
# Una carta en palabras, ya con su artículo: $rank y $suit como arriba.
loo-card = { $rank } de { $suit }

loo-drop = Retirarse
loo-play = Jugar
loo-take-miss = Tomar el muerto
loo-defend-miss = Defender el muerto

loo-deal = Mano { $deal }: { $dealer ->
        [you] repartes
       *[other] { $dealer } reparte
    } y { $dealer ->
        [you] pones
       *[other] pone
    } { $ante }; hay { $pool } en el bote.
loo-deal-single = Mano { $deal }: { $dealer ->
        [you] repartes
       *[other] { $dealer } reparte
    } y { $dealer ->
        [you] pones
       *[other] pone
    } { $ante }; hay { $pool } en el bote (bote limpio).
loo-turned-up = Se descubre { $card }: triunfan { $suit }.
loo-all-play-single = Bote limpio: todos juegan.
loo-all-play-club-law = Ley del trébol: todos juegan.
loo-declared-drop = { $who ->
        [you] Te retiras
       *[other] { $who } se retira
    }.
loo-declared-play = { $who ->
        [you] Juegas
       *[other] { $who } juega
    }.
loo-declared-take-miss = { $who ->
        [you] Tomas
       *[other] { $who } toma
    } el muerto.
loo-declared-defend-miss = { $who ->
        [you] Defiendes
       *[other] { $who } defiende
    } el muerto.
loo-pool-taken = { $who ->
        [you] Te llevas
       *[other] { $who } se lleva
    } el bote: { $amount }.
loo-card-played = { $who ->
        [you] Juegas
       *[other] { $who } juega
    } { $card }.
loo-trick-won = { $who ->
        [you] Te llevas
       *[other] { $who } se lleva
    } la baza { $trick }: +{ $paid }.
loo-trick-to-miss = El muerto se lleva la baza { $trick }; su tercio se queda en el bote.
loo-looed = { $who ->
        [you] Te quedas
       *[other] { $who } se queda
    } sin baza y { $who ->
        [you] pagas
       *[other] paga
    } { $paid }.
loo-busted-out = { $who ->
        [you] Quedas
       *[other] { $who } queda
    } fuera.
loo-match-over = La partida ha terminado.

loo-hidden-hand = { $who ->
        [you] Tú
       *[other] { $who }
    }: { $cards ->
        [0] sin cartas
       *[other] { $hand }
    }
loo-hidden-hand-and-discards = { $who ->
        [you] Tú
       *[other] { $who }
    }: { $cards ->
        [0] sin cartas
       *[other] { $hand }
    } (descarte por el muerto: { $discarded })
loo-hidden-miss = El muerto: { $cards }

## La mesa

loo-banner-deal = Mano { $deal }: { $dealer ->
        [you] repartes
       *[other] { $dealer } reparte
    }. Bote { $pool }, con multas
loo-banner-deal-single = Mano { $deal }: { $dealer ->
        [you] repartes
       *[other] { $dealer } reparte
    }. Bote { $pool }, limpio
loo-banner-turned-up = Se descubre { $card }: triunfan { $suit }
loo-banner-single = Bote limpio: sin muerto, todos juegan
loo-banner-club-law = Ley del trébol: triunfan tréboles, todos juegan
loo-everyone-dropped = todos se retiran
loo-unopposed = sin rival
loo-chips-pool = +{ $amount } { $why }
loo-banner-pool-taken = { $who ->
        [you] Te llevas
       *[other] { $who } se lleva
    } el bote de { $amount }: { $why }
loo-chips-to-miss = el muerto: se queda en el bote
loo-chips-trick = +{ $paid }
loo-chips-looed = sin baza: -{ $paid }
loo-banner-busted-out = { $who ->
        [you] Te quedas sin dinero y dejas la mesa
       *[other] { $who } se queda sin dinero y deja la mesa
    }
loo-banner-won = { $winners ->
        [you] ¡Arrasas en la mesa!
       *[other] ¡{ $winners } { $count ->
            [one] arrasa
           *[other] arrasan
        } en la mesa!
    }
# $change: lo que ha cambiado el saldo desde el principio, con su signo (+12, -4).
loo-standing = { $who ->
        [you] Tú
       *[other] { $who }
    }: { $balance } ({ $change })
loo-result-detail = Tras { $deals ->
        [one] una mano
       *[other] { $deals } manos
    }, gana el saldo más alto.{ $pool ->
        [0] {""}
        [one] {" "}Queda una ficha en el bote.
       *[other] {" "}Quedan { $pool } fichas en el bote.
    }
