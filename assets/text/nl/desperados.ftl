# Desperados of Dice Town: de dobbelstenen, de desperado's, en de regels van het logboek.
# Alle desperado-namen zijn de-woorden: de tekst zegt "de { $desperado }".

desp-bottle = Fles
desp-fist = Vuist
desp-knife = Dolk
desp-pistol = Revolver
desp-boss = Twee Revolvers
desp-action = Actie
# Een Wild West-kaart, met de naam uit het regelbestand.
desp-card-name = { $name }

desp-gang-seated = { $who ->
        [you] Je neemt
       *[other] { $who } neemt
    } plaats en gooit { $dice }.
desp-escaped = { $who ->
        [you] Je bevrijdt
       *[other] { $who } bevrijdt
    } de { $desperado } uit de cel.
desp-gang-free = { $who ->
        [you] Je hebt de hele bende vrij, maar bent
       *[other] { $who } heeft de hele bende vrij, maar is
    } nog niet de rijkste.
desp-turn-started = Beurt { $turn }: { $who ->
        [you] jij gooit
       *[other] { $who } gooit
    }.
desp-rolled = { $who ->
        [you] Je gooit
       *[other] { $who } gooit
    } { $dice }.
desp-acting = { $who ->
        [you] Je voert
       *[other] { $who } voert
    } { $actions ->
        [one] één actie
       *[other] { $actions } acties
    } uit.
desp-drawing = { $who ->
        [you] Je trekt
       *[other] { $who } trekt
    } { $draw ->
        [one] één Wild West-kaart
       *[other] { $draw } Wild West-kaarten
    } en houdt er { $keep }.
desp-kept = { $who ->
        [you] Je houdt
       *[other] { $who } houdt
    } { $cards ->
        [one] één kaart
       *[other] { $cards } kaarten
    }.
desp-draw-done = { $who ->
        [you] Je bent
       *[other] { $who } is
    } klaar met trekken.
desp-discarded = { $who ->
        [you] Je legt
       *[other] { $who } legt
    } { $cards ->
        [one] één kaart
       *[other] { $cards } kaarten
    } open af.
desp-reshuffled = De aflegstapel wordt geschud tot een nieuwe stapel van { $cards }.
desp-declared = { $who ->
        [you] Je zet
       *[other] { $who } zet
    } de { $desperado } in.
desp-brains-help = { $who ->
        [you] Je stuurt
       *[other] { $who } stuurt
    } het Brein om de { $desperado } te helpen.
desp-card-played = { $who ->
        [you] Je speelt
       *[other] { $who } speelt
    } een Wild West-kaart.
desp-card-played-reroll = { $who ->
        [you] Je speelt
       *[other] { $who } speelt
    } een Wild West-kaart en gooit dobbelsteen { $die } opnieuw.
desp-card-played-turn-die = { $who ->
        [you] Je speelt
       *[other] { $who } speelt
    } een Wild West-kaart en zet dobbelsteen { $die } op { $face }.
desp-card-played-notch = { $who ->
        [you] Je speelt
       *[other] { $who } speelt
    } een Wild West-kaart voor de { $desperado }.
desp-cancelled = { $who ->
        [you] Je annuleert
       *[other] { $who } annuleert
    } de actie met een kaart.
desp-blocked = { $who ->
        [you] Je blokkeert
       *[other] { $who } blokkeert
    } de aanval met een kaart.
desp-attack-nobody = { $who ->
        [you] Je valt
       *[other] { $who } valt
    } aan met de { $desperado }: niemand is kwetsbaar.
# $exposed: een lijst van stoelen; daarom als opsomming na "Kwetsbaar:".
desp-attack = { $who ->
        [you] Je valt
       *[other] { $who } valt
    } aan met de { $desperado }. Kwetsbaar: { $exposed ->
        [you] jij
       *[other] { $exposed }
    }.
desp-ability = { $who ->
        [you] Je gebruikt
       *[other] { $who } gebruikt
    } de kracht van het Brein ({ $use ->
        [1] eerste keer
        [2] tweede keer
        [3] derde keer
       *[other] nogmaals
    } deze beurt).
desp-paid = { $from ->
        [you] Jij
       *[other] { $from }
    } → { $to ->
        [you] jou
       *[other] { $to }
    }: ${ $amount }.
desp-paid-by-bank = De bank → { $to ->
        [you] jou
       *[other] { $to }
    }: ${ $amount }.
desp-paid-to-bank = { $from ->
        [you] Jij
       *[other] { $from }
    } → de bank: ${ $amount }.
desp-out = { $who ->
        [you] Je bent
       *[other] { $who } is
    } blut en ligt uit de partij.
desp-won-freed-while-richest = { $winners ->
        [you] Je bevrijdde de hele bende als rijkste en wint!
       *[other] { $winners } { $count ->
            [one] bevrijdde de hele bende als rijkste en wint
           *[other] bevrijdden de hele bende als rijksten en winnen
        }!
    }
desp-won-richest-later = { $winners ->
        [you] Je hele bende is vrij en nu ben je de rijkste: je wint!
       *[other] { $winners } { $count ->
            [one] heeft de hele bende vrij, is nu de rijkste en wint
           *[other] hebben de hele bende vrij, zijn nu de rijksten en winnen
        }!
    }
desp-won-last-standing = { $winners ->
        [you] Je hebt als enige nog een bende en wint!
       *[other] { $winners } { $count ->
            [one] heeft als enige nog een bende en wint
           *[other] hebben als enigen nog een bende en winnen
        }!
    }
desp-won-turn-limit = De beurtlimiet is bereikt: { $winners ->
        [you] jij bent de rijkste en wint.
       *[other] { $winners } { $count ->
            [one] is de rijkste en wint
           *[other] zijn de rijksten en winnen
        }.
    }

desp-hidden-hand = { $who ->
        [you] Jij
       *[other] { $who }
    }: { $cards }
desp-hidden-deck = De stapel ({ $cards } kaarten), volgende: { $next }

## De tafel

desp-banner-takes-dice = { $who ->
        [you] Jij pakt
       *[other] { $who } pakt
    } de dobbelstenen
desp-result-freed-while-richest = De hele bende kwam vrij, als rijkste van de stad.
desp-result-richest-later = De hele bende was vrij; toen volgde het geld.
desp-result-last-standing = Alle andere bendes raakten blut.
desp-result-turn-limit = De beurtlimiet kwam: de rijkste bende krijgt de stad.
desp-result-detail = { $how }{ $bank ->
        [0] {""}
       *[other] {" "}De bank heeft ${ $bank }.
    }
desp-standing-broke = { $who ->
        [you] Jij
       *[other] { $who }
    }: blut
desp-standing = { $who ->
        [you] Jij
       *[other] { $who }
    }: ${ $money }, { $free } van 5 vrij
