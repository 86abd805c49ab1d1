# De tafel van Duel: de opties, naamborden, aanwijzingen, effecten en tips.

duel-option-rules = Regels
duel-option-rules-tip = Sphinx: een Pistool beschermt alleen tegen Pistolen en een Geweer alleen tegen Geweren; de Barricade gaat na gebruik terug naar de hand.
duel-standard = Standaard
duel-sphinx = Sphinx (Duitse editie)
duel-options-sphinx = Aan deze tafel: de Sphinx-variant (Duitse editie): een wapen beschermt alleen tegen zijn eigen soort, en de Barricade gaat na gebruik terug naar de hand.
duel-coach-chance = { $chance }%
    op de $
duel-coach-chance-and-mix = { $chance }%
    op de $
    gespeeld { $mix }%
duel-status-down = neer
duel-status-cards = { $cards ->
        [one] één kaart
       *[other] { $cards } kaarten
    }
# P, G, B, H: de beginletters van Pistool, Geweer, Barricade en Herladen, voor het aantal in de hand.
duel-plate = { $name }
    ${ $dollars }   { $status }
    P{ $pistols } G{ $rifles } B{ $barricades } H{ $reloads }
duel-prompt-empty-handed = Geen kaarten meer: je herlaadt.   [{ $confirm }] trekken
# $pick: de keuze zoals de kiezer hem hoort ("Je schiet met een Pistool op Kate").
duel-prompt-lock-in = { $pick }   [{ $confirm }] vastleggen{ $how }
duel-prompt-pick = Kies een kaart: { $how }
# $cards: the keys of the cards that may be played now, each a duel-pick-key.
duel-pick-keys = { $cards }, of klik op een kaart
duel-pick-key = [{ $key }] { $card }
duel-pick-pad = ga ernaartoe en druk op [{ $choose }]
duel-prompt-aim = Richten: { $how }
duel-aim-keys = klik op een tegenstander, of ga er met [Tab] naartoe en druk op [{ $choose }]
duel-aim-pad = ga naar een tegenstander en druk op [{ $choose }]
duel-prompt-other-rival-keys = {"  ·  "}andere tegenstander: [Tab] ernaartoe, of klik
duel-prompt-other-rival-pad = {"  ·  "}andere tegenstander: ga ernaartoe
duel-effect-reloads = herlaadt: +{ $cards } { $cards ->
        [one] kaart
       *[other] kaarten
    }
duel-effect-hit = RAAK!
duel-effect-missed = mis: in beweging
duel-effect-barricade = achter de barricade
duel-button-draw = Trekken! ({ $key })
duel-button-draw-tip = Leg de opgehouden kaart vast, en bij een wapen ook het doelwit.
duel-hint-tip = De kans van elke kaart op de dollar van dit duel, vanuit jouw oogpunt.
duel-button-next-target = Volgend doelwit
duel-button-next-target-tip = Richt het opgehouden wapen op de volgende tegenstander die nog staat.
duel-tip-hand = { $card }: { $rule } Je hebt er { $held }. Toets { $key }.
duel-standing-up = overeind
duel-standing-down = neer in dit duel
duel-tip-plate = { $who ->
        [you] Jij
       *[other] { $who }
    }: { $standing }, ${ $dollars } van ${ $to-win }. { $who ->
        [you] Je hebt
       *[other] Heeft
    } { $pistols } { $pistols ->
        [one] Pistool
       *[other] Pistolen
    }, { $rifles } Geweer, { $barricades } Barricade, { $reloads } Herladen.
duel-tip-plate-master = { $who ->
        [you] Jij
       *[other] { $who }
    }, de duelmeester: { $standing }, ${ $dollars } van ${ $to-win }. { $who ->
        [you] Je hebt
       *[other] Heeft
    } { $pistols } { $pistols ->
        [one] Pistool
       *[other] Pistolen
    }, { $rifles } Geweer, { $barricades } Barricade, { $reloads } Herladen.
duel-tip-aimed-at = Hierop gericht: druk nogmaals om de keuze vast te leggen.
duel-tip-aim-here = Druk erop om hier een wapen op te richten.
duel-face-master = MEESTER
duel-face-pistol = PISTOOL
duel-face-rifle = GEWEER
duel-face-barricade = BARRICADE
duel-face-reload = HERLADEN
duel-face-alive = LEVEND
duel-face-rip = RIP

## De pagina op de telefoon: de tafel in woorden

# $count: hoeveel van die kaart in de hand zitten.
duel-phone-hand-card = { $count ->
        [one] { $card }
       *[other] { $card } ×{ $count }
    }
# $seats: de revolverhelden die nog overeind staan, als lijst.
duel-phone-shootout = Vuurgevecht { $shootout }. Nog overeind: { $seats ->
        [you] jij
       *[other] { $seats }
    }.
# $cards: de kaarten in de hand, elk een duel-phone-hand-card, als lijst.
duel-phone-rival-holds = { $who ->
        [you] Je hebt
       *[other] { $who } heeft
    } { $cards }.
duel-phone-rival-empty = { $who ->
        [you] Je hebt
       *[other] { $who } heeft
    } geen kaarten meer.
# $standing: duel-standing-up of duel-standing-down.
duel-phone-standing = { $who ->
        [you] Jij
       *[other] { $who }
    }: ${ $dollars } van ${ $to-win }, { $standing }
# Onder het portret van een tegenstander: zijn dollars, van wat nodig is om te winnen.
duel-phone-dollars = ${ $dollars } van ${ $to-win }
# Onder een wapen uit het laatste vuurgevecht: op wie het gericht was.
duel-phone-at = op { $target ->
        [you] jou
       *[other] { $target }
    }
# Boven de omgedraaide keuzes van het laatste vuurgevecht.
duel-phone-showdown = Het laatste vuurgevecht
duel-phone-down = Je bent neer in dit duel: in het volgende doe je weer mee.
# Waarom een tegenstander geen doelwit kan zijn.
duel-phone-no-gun = Je hebt geen wapen om mee te schieten.
