# Loot Shoot Whiskey: las cartas y las líneas del registro.

lsw-loot = Botín
lsw-shoot = Disparo
lsw-whiskey = Whisky

lsw-saloon-nuggets = una carta de pepitas ({ $amount })
lsw-saloon-whiskey = una carta de whisky
lsw-saloon-bullet = una carta de bala

lsw-prize-loot = se lleva la carta del saloon
lsw-prize-shoot = se lleva una carta de impacto
lsw-prize-whiskey = se lleva la botella de whisky
lsw-rule = { $card } vence a { $beaten }: el ganador { $prize }. { $beaten-by } vence a { $card }; con la misma carta en ambos lados, se descarta la carta del saloon.

lsw-revealed = Casillas { $first }–{ $second }: { $one ->
        [you] juegas
       *[other] { $one } juega
    } { $one-first } / { $one-second }, { $other ->
        [you] juegas
       *[other] { $other } juega
    } { $other-first } / { $other-second }.
lsw-showdown-tie = Casilla { $slot }: { $one } contra { $other }, empate.
lsw-showdown-won = Casilla { $slot }: { $who ->
        [you] ganas
       *[other] { $who } gana
    } con { $card }.
lsw-claimed = { $who ->
        [you] Te llevas
       *[other] { $who } se lleva
    } { $card }.
lsw-discarded = Se descarta { $card }.
lsw-nuggets-gained = { $who ->
        [you] Ganas
       *[other] { $who } gana
    } { $amount ->
        [one] una pepita
       *[other] { $amount } pepitas
    }; { $total } en total.
lsw-hit-taken = { $who ->
        [you] Te llevas
       *[other] { $who } se lleva
    } una carta de impacto ({ $total }).
lsw-bottle-won = { $who ->
        [you] Ganas
       *[other] { $who } gana
    } la botella (racha de { $streak }).
lsw-saloon-ran-dry = No se puede reponer la fila: el saloon se ha quedado seco.
lsw-match-drawn = La partida acaba en empate.

lsw-won-nuggets = { $who ->
        [you] Diste
       *[other] { $who } dio
    } con el filón de pepitas.
lsw-won-hits = { $who ->
        [you] Reuniste impactos suficientes para demostrar tu valía.
       *[other] { $who } reunió impactos suficientes para demostrar su valía.
    }
lsw-won-emptied-bottle = { $who ->
        [you] Vaciaste
       *[other] { $who } vació
    } la botella de whisky.
lsw-won-held-bottle = { $who ->
        [you] Tenías
       *[other] { $who } tenía
    } la botella cuando el saloon se quedó seco.
lsw-won-most-nuggets = { $who ->
        [you] Tenías
       *[other] { $who } tenía
    } más pepitas cuando el saloon se quedó seco.
lsw-won-most-hits = { $who ->
        [you] Tenías
       *[other] { $who } tenía
    } más impactos cuando el saloon se quedó seco.

lsw-hidden-deck = El mazo del saloon ({ $cards ->
        [one] una carta
       *[other] { $cards } cartas
    }), siguiente: { $next }

## La mesa

lsw-caption-tie = { $one }
    contra
    { $other }:
    empate
lsw-caption-beats = { $winner }
    vence a
    { $loser }
lsw-banner-ran-dry = ¡El saloon se ha quedado seco!
lsw-banner-draw = Empate: nadie se lleva el botín.
lsw-result-draw = Empate
lsw-result-draw-detail = Nadie se lleva el botín.
lsw-standing = { $who ->
        [you] Tú
       *[other] { $who }
    }: { $nuggets ->
        [one] una pepita
       *[other] { $nuggets } pepitas
    }, { $hits ->
        [one] un impacto
       *[other] { $hits } impactos
    }
lsw-standing-with-bottle = { $who ->
        [you] Tú
       *[other] { $who }
    }: { $nuggets ->
        [one] una pepita
       *[other] { $nuggets } pepitas
    }, { $hits ->
        [one] un impacto
       *[other] { $hits } impactos
    }, { $who ->
        [you] tienes
       *[other] tiene
    } la botella
