# Loot Shoot Whiskey : les cartes, et les lignes du journal.

lsw-loot = Butin
lsw-shoot = Tir
lsw-whiskey = Whisky

lsw-saloon-nuggets = une carte pépites ({ $amount })
lsw-saloon-whiskey = une carte whisky
lsw-saloon-bullet = une carte balle

lsw-prize-loot = prend la carte saloon de la case
lsw-prize-shoot = prend une carte touche
lsw-prize-whiskey = gagne la bouteille de whisky
lsw-rule = { $card } bat { $beaten } : le gagnant { $prize }. { $beaten-by } le bat ; à cartes égales, la carte saloon est défaussée.

lsw-revealed = Cases { $first }–{ $second } : { $one ->
        [you] tu joues
       *[other] { $one } joue
    } { $one-first } / { $one-second }, { $other ->
        [you] tu joues
       *[other] { $other } joue
    } { $other-first } / { $other-second }.
lsw-showdown-tie = Case { $slot } : { $one } contre { $other }, égalité.
lsw-showdown-won = Case { $slot } : { $who ->
        [you] tu gagnes
       *[other] { $who } gagne
    } avec { $card }.
lsw-claimed = { $who ->
        [you] Tu rafles
       *[other] { $who } rafle
    } { $card }.
lsw-discarded = On défausse { $card }.
lsw-nuggets-gained = { $who ->
        [you] Tu gagnes
       *[other] { $who } gagne
    } { $amount ->
        [one] une pépite
       *[other] { $amount } pépites
    }, { $total } en tout.
lsw-hit-taken = { $who ->
        [you] Tu prends
       *[other] { $who } prend
    } une carte touche ({ $total }).
lsw-bottle-won = { $who ->
        [you] Tu gagnes
       *[other] { $who } gagne
    } la bouteille ({ $streak } d'affilée).
lsw-saloon-ran-dry = La rangée ne peut être complétée : le saloon est à sec.
lsw-match-drawn = Partie nulle.

lsw-won-nuggets = { $who ->
        [you] Tu as trouvé
       *[other] { $who } a trouvé
    } un filon de pépites.
lsw-won-hits = { $who ->
        [you] Tu as marqué assez de touches pour t'imposer.
       *[other] { $who } a marqué assez de touches pour s'imposer.
    }
lsw-won-emptied-bottle = { $who ->
        [you] Tu as vidé
       *[other] { $who } a vidé
    } la bouteille de whisky.
lsw-won-held-bottle = { $who ->
        [you] Tu avais
       *[other] { $who } avait
    } la bouteille quand le saloon était à sec.
lsw-won-most-nuggets = { $who ->
        [you] Tu avais
       *[other] { $who } avait
    } le plus de pépites quand le saloon était à sec.
lsw-won-most-hits = { $who ->
        [you] Tu avais
       *[other] { $who } avait
    } le plus de touches quand le saloon était à sec.

lsw-hidden-deck = La pioche du saloon ({ $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }), ensuite : { $next }

## La table

lsw-caption-tie = { $one }
    contre
    { $other } :
    égalité
lsw-caption-beats = { $winner }
    bat
    { $loser }
lsw-banner-ran-dry = Le saloon est à sec !
lsw-banner-draw = Égalité : personne ne file avec le butin.
lsw-result-draw = Égalité
lsw-result-draw-detail = Personne ne file avec le butin.
lsw-standing = { $who ->
        [you] Toi
       *[other] { $who }
    } : { $nuggets ->
        [one] { $nuggets } pépite
       *[other] { $nuggets } pépites
    }, { $hits ->
        [one] { $hits } touche
       *[other] { $hits } touches
    }
lsw-standing-with-bottle = { $who ->
        [you] Toi
       *[other] { $who }
    } : { $nuggets ->
        [one] { $nuggets } pépite
       *[other] { $nuggets } pépites
    }, { $hits ->
        [one] { $hits } touche
       *[other] { $hits } touches
    }, avec la bouteille
