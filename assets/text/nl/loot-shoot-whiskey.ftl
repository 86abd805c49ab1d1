# Loot, Shoot, Whisky: de kaarten, en de regels van het logboek.

lsw-loot = Loot
lsw-shoot = Shoot
lsw-whiskey = Whiskey

lsw-saloon-nuggets = een goudkaart ({ $amount })
lsw-saloon-whiskey = een whiskykaart
lsw-saloon-bullet = een kogelkaart

lsw-prize-loot = eist de saloonkaart van het vak op
lsw-prize-shoot = krijgt een trefferkaart
lsw-prize-whiskey = wint de whiskyfles
lsw-rule = { $card } verslaat { $beaten }: de winnaar { $prize }. { $beaten-by } wint ervan; bij gelijke kaarten wordt de saloonkaart afgelegd.

lsw-revealed = Vakken { $first }–{ $second }: { $one ->
        [you] je speelt
       *[other] { $one } speelt
    } { $one-first } / { $one-second }, { $other ->
        [you] je speelt
       *[other] { $other } speelt
    } { $other-first } / { $other-second }.
lsw-showdown-tie = Vak { $slot }: { $one } tegen { $other }, gelijkspel.
lsw-showdown-won = Vak { $slot }: { $who ->
        [you] je wint
       *[other] { $who } wint
    } met { $card }.
lsw-claimed = { $who ->
        [you] Je eist
       *[other] { $who } eist
    } { $card } op.
lsw-discarded = Afgelegd: { $card }.
lsw-nuggets-gained = { $who ->
        [you] Je verzamelt
       *[other] { $who } verzamelt
    } { $amount ->
        [one] één goudklompje
       *[other] { $amount } goudklompjes
    }, { $total } in totaal.
lsw-hit-taken = { $who ->
        [you] Je krijgt
       *[other] { $who } krijgt
    } een trefferkaart ({ $total }).
lsw-bottle-won = { $who ->
        [you] Je wint
       *[other] { $who } wint
    } de fles ({ $streak } op rij).
lsw-saloon-ran-dry = De rij kan niet worden bijgevuld: de saloon staat droog.
lsw-match-drawn = De partij eindigt onbeslist.

lsw-won-nuggets = { $who ->
        [you] Je werd
       *[other] { $who } werd
    } rijk aan goudklompjes.
lsw-won-hits = { $who ->
        [you] Je verzamelde
       *[other] { $who } verzamelde
    } genoeg treffers en bleek de taaiste.
lsw-won-emptied-bottle = { $who ->
        [you] Je dronk
       *[other] { $who } dronk
    } de whiskyfles leeg.
lsw-won-held-bottle = { $who ->
        [you] Je had
       *[other] { $who } had
    } de fles toen de saloon droog stond.
lsw-won-most-nuggets = { $who ->
        [you] Je had
       *[other] { $who } had
    } de meeste goudklompjes toen de saloon droog stond.
lsw-won-most-hits = { $who ->
        [you] Je had
       *[other] { $who } had
    } de meeste treffers toen de saloon droog stond.

lsw-hidden-deck = De saloonstapel ({ $cards } kaarten), volgende: { $next }

## De tafel

lsw-caption-tie = { $one }
    tegen
    { $other }:
    gelijk
lsw-caption-beats = { $winner }
    verslaat
    { $loser }
lsw-banner-ran-dry = De saloon staat droog!
lsw-banner-draw = Gelijkspel: niemand gaat er met de buit vandoor.
lsw-result-draw = Gelijkspel
lsw-result-draw-detail = Niemand gaat er met de buit vandoor.
lsw-standing = { $who ->
        [you] Jij
       *[other] { $who }
    }: { $nuggets ->
        [one] één goudklompje
       *[other] { $nuggets } goudklompjes
    }, { $hits ->
        [one] één treffer
       *[other] { $hits } treffers
    }
lsw-standing-with-bottle = { $who ->
        [you] Jij
       *[other] { $who }
    }: { $nuggets ->
        [one] één goudklompje
       *[other] { $nuggets } goudklompjes
    }, { $hits ->
        [one] één treffer
       *[other] { $hits } treffers
    }, met de fles
