# La mesa de Three-card Loo: las opciones, las etiquetas, las indicaciones, los paneles y las ayudas.

loo-option-single = Bote limpio: todos juegan
loo-option-single-tip = En un bote limpio (un bote sin multas) no hay muerto y todos juegan.
loo-option-club-law = Ley del trébol
loo-option-club-law-tip = Cuando triunfan tréboles nadie puede retirarse y no se usa el muerto.
loo-option-bust-out = Fuera al llegar a cero
loo-option-bust-out-tip = El saldo no puede bajar de cero: quien no puede pagar entero paga lo que tiene y quien se queda sin nada deja la mesa.
loo-option-any-card = Sin contrafallo: cualquier carta
loo-option-any-card-tip = Quien no puede asistir ni superar el triunfo de la mesa puede jugar cualquier carta (si no, un triunfo menor).
loo-option-rounds = Rondas
loo-option-rounds-tip = Cada jugador reparte una vez por ronda; tras la última, gana el saldo más alto.
# $single, $club-law, $bust-out: option-on u option-off.
loo-options-lower-trump = En esta mesa: bote limpio, todos juegan: { $single }; ley del trébol: { $club-law }; fuera al llegar a cero: { $bust-out }; quien tiene fallo y no puede contrafallar juega un triunfo menor; { $rounds ->
        [one] una ronda
       *[other] { $rounds } rondas
    }.
loo-options-any-card = En esta mesa: bote limpio, todos juegan: { $single }; ley del trébol: { $club-law }; fuera al llegar a cero: { $bust-out }; quien tiene fallo y no puede contrafallar juega cualquier carta; { $rounds ->
        [one] una ronda
       *[other] { $rounds } rondas
    }.

## Lo que un jugador debe jugar en su lugar
# Estas líneas llevan el verbo ya conjugado: "Ahora no: debes asistir a picas."

loo-must-lead-card = debes salir con { $card }
loo-must-lead-trump = debes salir con un triunfo
loo-must-lead-highest-trump = debes salir con tu triunfo más alto
loo-must-follow = debes asistir a { $suit }
loo-must-head = debes montar la baza
loo-must-trump = debes fallar
loo-must-overtrump = debes contrafallar

## Las placas, el bote y las indicaciones

# Sin verbo ni adjetivo: la placa puede ser la tuya ("Tú").
loo-status-dropped = sin jugar
loo-status-plays = en juego
loo-status-took-miss = con el muerto
loo-status-defends-miss = defensa del muerto
loo-status-out = fuera
# Una placa junto a un retrato: las palabras en columna.
loo-plate = { $name }
    { $chips ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    }
    { $status }
    { $tricks ->
        [0] {""}
        [one] una baza
       *[other] { $tricks } bazas
    }
loo-trumps = triunfan { $suit }
loo-pool = bote { $pool }
loo-pool-in-play = bote { $pool }
    { $per-trick } por baza
loo-how-keys = haz clic en una carta levantada o pulsa 1-3
loo-how-pad = ve a una carta levantada y pulsa [{ $choose }]
loo-prompt-declare = Decide: { $how }
# $keys: the keys of the declarations the player may make now, each a loo-declare-key.
loo-declare-keys = usa los botones o { $keys }
loo-declare-key = [{ $key }] { $what }
loo-declare-pad = ve a un botón y pulsa [{ $choose }]
# $why: una línea loo-must-*.
loo-prompt-refused = No puedes jugar { $card }: { $why }
loo-prompt-lead = Sales tú: { $how }
loo-prompt-card = Tu carta: { $how }

## Los botones y los paneles

# $chips: el saldo que espera el consejo, con un decimal.
loo-hint-chips = ≈ { $chips } fichas
loo-button-standings = Clasificación (S)
loo-button-standings-tip = El saldo de cada asiento y lo que hizo en esta mano.
loo-button-last-trick = Última baza (L)
loo-button-last-trick-tip = Las cartas de la última baza y quién se la llevó.
loo-hint-tip = El saldo que espera la IA Difícil tras la mano, para cada opción.
loo-drop-tip = Quédate fuera de esta mano: ni ganas ni pierdes.
loo-play-tip = Juega tu mano: cada baza vale un tercio del bote; si no ganas ninguna, te quedas sin baza y pagas.
loo-take-miss-tip = Juega el muerto en lugar de tu mano, sin verlo.
loo-defend-miss-tip = Como repartes tú, juega el muerto por el bote, sin ganar ni perder.
loo-button-last-trick-title = Última baza
loo-no-trick-yet = Aún no se ha jugado ninguna baza en esta mano.
# $name puede ser "Tú": sin verbo.
loo-takes-it = { $name }  (baza ganada)
loo-standings-title = Clasificación
loo-standings-start = inicio
loo-standings-deal = mano { $deal }
loo-standings-now = ahora
loo-standings-pool = Bote: { $pool }

## Las ayudas

loo-seating-waiting = aún sin decidir
loo-seating-dropped = sin jugar esta mano
loo-seating-playing = en juego
loo-seating-took-miss = en juego con el muerto
loo-seating-defending-miss = defendiendo el muerto
loo-seating-out = sin dinero
loo-tip-play-it = Pulsa para jugarla (tecla { $key }).
# $why: una línea loo-must-*, con su verbo.
loo-tip-not-now = Ahora no: { $why }.
loo-tip-hand = Carta: { $card }. { $what }
loo-tip-hand-trump = Triunfo: { $card }. { $what }
loo-tip-plate = { $who ->
        [you] Tú
       *[other] { $who }
    }: saldo { $balance }, { $seating }, { $tricks ->
        [0] ninguna baza
        [one] una baza
       *[other] { $tricks } bazas
    } en esta mano.
loo-tip-plate-dealer = { $who ->
        [you] Tú, que repartes
       *[other] { $who }, que reparte
    }: saldo { $balance }, { $seating }, { $tricks ->
        [0] ninguna baza
        [one] una baza
       *[other] { $tricks } bazas
    } en esta mano.
loo-tip-turn-up = La muestra, { $card }: triunfan { $suit } y quien sale debe salir con { $top } si tiene esa carta.
loo-tip-miss = El muerto: una mano de sobra, boca abajo. Quien lo pide primero lo toma sin verlo en lugar de su mano; quien reparte puede defenderlo, jugándolo por el bote.
loo-tip-miss-taken = El muerto ya está tomado.
loo-tip-pool = El bote: { $pool }. Cada baza se lleva un tercio; quien juega y no se lleva ninguna se queda sin baza y paga para el siguiente bote.
loo-the-miss = el muerto

## La página del móvil: la mano, la mesa, la clasificación y las opciones, una línea cada una

loo-phone-card = Carta: { $card }
loo-phone-card-trump = Triunfo: { $card }
# $cards: la mano que se dejó por el muerto, como lista.
loo-phone-hand-is-miss = Tu mano es el muerto; dejaste { $cards }.
loo-phone-miss-open = El muerto espera boca abajo: para quien lo pida primero.
loo-phone-per-trick = Cada baza se lleva { $per-trick } del bote.
loo-phone-winning = { $who ->
        [you] Vas ganando
       *[other] { $who } va ganando
    } la baza.
loo-phone-trick-taken = { $who ->
        [you] Te llevaste
       *[other] { $who } se llevó
    } la baza { $trick } con { $card }.
loo-phone-to-declare = { $who ->
        [you] Te toca decidir
       *[other] Decide { $who }
    }.
loo-phone-to-lead = Baza { $trick }: { $who ->
        [you] sales tú
       *[other] sale { $who }
    }.
loo-phone-to-play = Baza { $trick }: { $who ->
        [you] te toca jugar
       *[other] juega { $who }
    }.
loo-phone-standing = { $who ->
        [you] Tú
       *[other] { $who }
    }: { $chips ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    }{ $tricks ->
        [0] {""}
        [one] , una baza en esta mano
       *[other] , { $tricks } bazas en esta mano
    }
loo-phone-standing-out = { $who ->
        [you] Te quedaste
       *[other] { $who } se quedó
    } sin dinero.
# $declaration: el nombre del botón (loo-drop, loo-play…); $per-trick: lo que se lleva
# cada baza del bote; $loo: lo que paga quien no se lleva ninguna.
loo-phone-drop = { $declaration }: quedarse fuera de esta mano
loo-phone-play = { $declaration }: { $per-trick } por baza; sin ninguna, pagas { $loo }
loo-phone-take-miss = { $declaration }: jugarlo sin verlo, { $per-trick } por baza; sin ninguna, pagas { $loo }
loo-phone-defend-miss = { $declaration }: jugarlo por el bote, sin ganar ni perder
loo-phone-play-card = Jugar { $card }
# Bajo la ficha de un asiento: sus fichas, y sus bazas en esta mano cuando tiene alguna.
loo-phone-chips = { $chips ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    }{ $tricks ->
        [0] {""}
        [one] , una baza
       *[other] , { $tricks } bazas
    }
# Bajo la ficha del asiento al que le toca (sea quien sea, tú incluido): sin verbo.
loo-phone-turn-declare = turno de decidir
loo-phone-turn-lead = turno de salir
loo-phone-turn-play = turno de jugar
loo-phone-dealer = quien reparte
loo-phone-winner = primer puesto
# El muerto sobre la mesa: su nombre, y cómo está.
loo-phone-miss = El muerto
loo-phone-face-down = boca abajo
# Bajo el bote: lo que se lleva de él cada baza.
loo-phone-a-trick = { $per-trick } por baza
# Bajo la carta con la que se salió a la baza.
loo-phone-led = salida
# Sobre las bazas y botes ganados, y el pago por no hacer baza, desde la última vez que se miró.
loo-phone-outcome = Fichas ganadas y perdidas
