# La mesa de Loot Shoot Whiskey: las etiquetas, las indicaciones y las ayudas.

lsw-tip-hand = { $rule } Tecla { $key }.
# $card: lsw-loot, lsw-shoot o lsw-whiskey (los tres masculinos).
lsw-tip-placed = Tu { $card } para la casilla { $slot }: pulsa para retirarlo.
lsw-tip-slot = Casilla { $slot }: { $card }, para quien gane su enfrentamiento con Botín.
lsw-tip-slot-this-pair = Casilla { $slot } (este par): { $card }, para quien gane su enfrentamiento con Botín.
lsw-tip-slot-empty = Casilla { $slot }: vacía.
lsw-tip-bottle-held = La botella de whisky. { $who ->
        [you] La tienes
       *[other] La tiene { $who }
    }, { $streak ->
        [one] ganada una vez
       *[other] con una racha de { $streak }
    }; con una racha de { $to-empty } se vacía y se gana.
lsw-tip-bottle-at-bar = La botella de whisky. En la barra; con una racha de { $to-empty } se vacía y se gana.
lsw-coach-pair = { $first } + { $second } { $percent }%
# $name: el nombre del asiento; $status: status-thinking, status-ready o nada.
lsw-scoreboard = { $name }  { $status }
    Pepitas { $nuggets }/{ $nuggets-to-win }   Impactos { $hits }/{ $hits-to-win }
    Botín { $looted }
lsw-deck = Mazo: { $cards }
lsw-bottle-streak = racha de { $streak }
lsw-bottle-at-bar = En la barra
lsw-prompt-keys = [1] Botín   [2] Disparo   [3] Whisky   o haz clic en una carta
lsw-prompt-pad = ve a una carta y pulsa [{ $choose }]
lsw-prompt-choose = Elige tu carta para la casilla { $slot }   { $how }
lsw-prompt-lock-in = [{ $confirm }] confirmar   [{ $remove }] o haz clic en una carta colocada para retirarla
lsw-lock-in-tip = Confirma las dos cartas de las casillas del par.
lsw-hint-tip = Los tres mejores pares, con su probabilidad de ganar.
# Las palabras impresas en las cartas.
lsw-face-nuggets = PEPITAS
lsw-face-whiskey = WHISKY
lsw-face-bullet = BALA
lsw-face-loot = BOTÍN
lsw-face-shoot = DISPARO
lsw-face-whiskey-glass = WHISKY
lsw-face-hit = IMPACTO
lsw-discard = Descartes

## La página del móvil: la mesa en palabras

# $count: cuántas cartas de esa clase hay en la mano.
lsw-phone-hand-card = { $count ->
        [one] { $card }
       *[other] { $card } ×{ $count }
    }
lsw-phone-round = Ronda { $round }: se juegan las casillas { $first }–{ $second }.
lsw-phone-slot = Casilla { $slot }: { $card }.
# Un botón: las dos cartas que se confirman, y la casilla de cada una.
lsw-phone-commit = { $first } en la casilla { $first-slot }, { $second } en la casilla { $second-slot }
# Under a slot of the saloon row.
lsw-phone-slot-number = Casilla { $slot }
# Over the pairs of cards just turned over.
lsw-phone-showdown = El enfrentamiento
# Under an outlaw's portrait: the score.
lsw-phone-score = { $nuggets ->
        [one] una pepita
       *[other] { $nuggets } pepitas
    }, { $hits ->
        [one] un impacto
       *[other] { $hits } impactos
    }
lsw-phone-has-bottle = tiene la botella
