# Duel: de kaarten, en de regels van het logboek.

duel-pistol = Pistool
duel-rifle = Geweer
duel-barricade = Barricade
duel-reload = Herladen

duel-rule-pistol = Schiet op een tegenstander. Wie schiet, beweegt en is onraakbaar; een Barricade houdt het schot tegen.
duel-rule-rifle = Schiet op een tegenstander, dwars door een Barricade. Wie schiet, beweegt en is onraakbaar.
duel-rule-barricade = Dekking: houdt Pistoolschoten tegen, een Geweerschot niet.
duel-rule-reload = Schiet niemand op je, dan krijg je al je gespeelde kaarten terug. Word je nu geraakt, dan val je.

duel-started = Duel { $duel } begint; { $master ->
        [you] jij bent
       *[other] { $master } is
    } de duelmeester.
# $picks: de keuzes hieronder, als lijst; die van de mens luidt "Je …".
duel-revealed = Trekken! { $picks }.
duel-pick-pistol = { $who ->
        [you] Je schiet
       *[other] { $who } schiet
    } met een Pistool op { $target ->
        [you] jou
       *[other] { $target }
    }
duel-pick-rifle = { $who ->
        [you] Je schiet
       *[other] { $who } schiet
    } met het Geweer op { $target ->
        [you] jou
       *[other] { $target }
    }
duel-pick-barricade = { $who ->
        [you] Je verschuilt je
       *[other] { $who } verschuilt zich
    } achter een barricade
duel-pick-reload = { $who ->
        [you] Je herlaadt
       *[other] { $who } herlaadt
    }
duel-pick-empty-handed = { $who ->
        [you] Je hebt
       *[other] { $who } heeft
    } geen kaart en herlaadt
duel-shot-hit = { $shooter ->
        [you] Je raakt
       *[other] { $shooter } raakt
    } { $target ->
        [you] jou
       *[other] { $target }
    }.
duel-shot-missed-moving = { $shooter ->
        [you] Je mist
       *[other] { $shooter } mist
    } { $target ->
        [you] jou
       *[other] { $target }
    }: in beweging.
duel-shot-stopped = { $shooter ->
        [you] Je raakt
       *[other] { $shooter } raakt
    } { $target ->
        [you] jouw barricade
       *[other] de barricade van { $target }
    }.
duel-fell = { $who ->
        [you] Je gaat
       *[other] { $who } gaat
    } neer.
duel-reloaded = { $who ->
        [you] Je herlaadt
       *[other] { $who } herlaadt
    }, { $cards ->
        [one] één kaart
       *[other] { $cards } kaarten
    } terug in de hand.
duel-barricade-kept = { $who ->
        [you] Je houdt
       *[other] { $who } houdt
    } de barricade.
duel-won = { $who ->
        [you] Je staat
       *[other] { $who } staat
    } als laatste overeind: ${ $dollars }.
duel-fallen-paid = { $who ->
        [you] Je krijgt
       *[other] { $who } krijgt
    } toch betaald: ${ $dollars }.
duel-unpaid = Niemand krijgt betaald voor dit duel.
duel-match-over = De partij is voorbij.

## De tafel

duel-ready = Klaar...
duel-aim = Richten...
duel-draw = Trekken!
duel-standing = { $who ->
        [you] Jij
       *[other] { $who }
    }: ${ $dollars }
duel-result-detail = Als eerste aan ${ $target }: de snelste revolverheld.
duel-banner-started = Duel { $duel }: { $master ->
        [you] jij bent
       *[other] { $master } is
    } de duelmeester
duel-banner-earns = { $who ->
        [you] Je verdient
       *[other] { $who } verdient
    } een dollar (${ $dollars })
duel-banner-nobody-left = Niemand staat nog: geen dollar
duel-banner-too-long = Het duel duurt te lang: geen dollar
duel-banner-won = { $winners ->
        [you] Je rijdt
       *[other] { $winners } { $count ->
            [one] rijdt
           *[other] rijden
        }
    } weg met het geld!
