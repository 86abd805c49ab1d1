# Three-card Loo: de kaarten, de keuzes, en de regels van het logboek.

loo-clubs = klaveren
loo-diamonds = ruiten
loo-hearts = harten
loo-spades = schoppen
loo-two = twee
loo-three = drie
loo-four = vier
loo-five = vijf
loo-six = zes
loo-seven = zeven
loo-eight = acht
loo-nine = negen
loo-ten = tien
loo-jack = boer
loo-queen = vrouw
loo-king = heer
loo-ace = aas
# Een kaart in woorden, als samenstelling: "hartenvrouw". $index zoals de hoek hem toont (A♠).
loo-card = { $suit }{ $rank }

loo-drop = Passen
loo-play = Spelen
loo-take-miss = Neem de blinde
loo-defend-miss = Verdedig de blinde

loo-deal = Spel { $deal }: { $dealer ->
        [you] je deelt
       *[other] { $dealer } deelt
    } en zet { $ante } in; de pot is { $pool }.
loo-deal-single = Spel { $deal }: { $dealer ->
        [you] je deelt
       *[other] { $dealer } deelt
    } en zet { $ante } in; de pot is { $pool } (kale pot).
loo-turned-up = De { $card } wordt omgedraaid: { $suit } is troef.
loo-all-play-single = Kale pot: iedereen speelt.
loo-all-play-club-law = Klaverwet: iedereen speelt.
loo-declared-drop = { $who ->
        [you] Je past
       *[other] { $who } past
    }.
loo-declared-play = { $who ->
        [you] Je speelt
       *[other] { $who } speelt
    }.
loo-declared-take-miss = { $who ->
        [you] Je neemt
       *[other] { $who } neemt
    } de blinde.
loo-declared-defend-miss = { $who ->
        [you] Je verdedigt
       *[other] { $who } verdedigt
    } de blinde.
loo-pool-taken = { $who ->
        [you] Je neemt
       *[other] { $who } neemt
    } de pot: { $amount }.
loo-card-played = { $who ->
        [you] Je speelt
       *[other] { $who } speelt
    } de { $card }.
loo-trick-won = { $who ->
        [you] Je haalt
       *[other] { $who } haalt
    } slag { $trick }: +{ $paid }.
loo-trick-to-miss = De blinde haalt slag { $trick }; dat derde blijft in de pot.
loo-looed = { $who ->
        [you] Je gaat
       *[other] { $who } gaat
    } nat en betaalt { $paid }.
loo-busted-out = { $who ->
        [you] Je ligt
       *[other] { $who } ligt
    } eruit.
loo-match-over = De partij is voorbij.

loo-hidden-hand = { $who ->
        [you] Jij
       *[other] { $who }
    }: { $cards ->
        [0] geen kaart meer
       *[other] { $hand }
    }
loo-hidden-hand-and-discards = { $who ->
        [you] Jij
       *[other] { $who }
    }: { $cards ->
        [0] geen kaart meer
       *[other] { $hand }
    } (ruilde { $discarded } in voor de blinde)
loo-hidden-miss = De blinde: { $cards }

## De tafel

loo-banner-deal = Spel { $deal }: { $dealer ->
        [you] jij deelt
       *[other] { $dealer } deelt
    }. Pot { $pool }, met strafgeld
loo-banner-deal-single = Spel { $deal }: { $dealer ->
        [you] jij deelt
       *[other] { $dealer } deelt
    }. Pot { $pool }, kale pot
loo-banner-turned-up = De { $card } ligt open: { $suit } is troef
loo-banner-single = Kale pot: geen blinde, iedereen speelt
loo-banner-club-law = Klaverwet: klaveren is troef, iedereen speelt
loo-everyone-dropped = iedereen paste
loo-unopposed = zonder tegenstand
loo-chips-pool = +{ $amount } { $why }
loo-banner-pool-taken = { $who ->
        [you] Je neemt
       *[other] { $who } neemt
    } de pot van { $amount }: { $why }
loo-chips-to-miss = de blinde: blijft in de pot
loo-chips-trick = +{ $paid }
loo-chips-looed = nat: -{ $paid }
loo-banner-busted-out = { $who ->
        [you] Je bent
       *[other] { $who } is
    } blut en verlaat de tafel
loo-banner-won = { $winners ->
        [you] Je harkt
       *[other] { $winners } { $count ->
            [one] harkt
           *[other] harken
        }
    } het geld binnen!
# $change: het verschil met de start, met teken (+12, -4).
loo-standing = { $who ->
        [you] Jij
       *[other] { $who }
    }: { $balance } ({ $change })
loo-result-detail = Na { $deals ->
        [one] één spel
       *[other] { $deals } spellen
    } wint het hoogste saldo.{ $pool ->
        [0] {""}
        [one] {" "}Eén fiche blijft in de pot.
       *[other] {" "}{ $pool } fiches blijven in de pot.
    }
