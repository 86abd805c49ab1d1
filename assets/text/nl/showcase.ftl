# De demo: de balk van de presentator, de regelkaart, wat het publiek ziet.

presenter-on-repeat = doorlopend
presenter-game-of = spel { $at } van { $games }
presenter-heading = Demo: { $game }, { $order }
presenter-watching = Kijkt naar { $game } op { $address }
# Een knop van de balk met zijn toets: "Stap (F6)".
presenter-button = { $label } ({ $key })
presenter-play = ▶ Afspelen
presenter-pause = Pauze
presenter-step = Stap
presenter-slower = Langzamer
presenter-faster = Sneller
presenter-next-game = Volgend spel
presenter-restart = Opnieuw
presenter-take-seat = Neem plaats
presenter-seats-taken = { $seats ->
        [one] Eén stoel bezet
       *[other] { $seats } stoelen bezet
    }: de volgende beslissing is aan jou
audience-hidden = Wat de spelers niet zien
# $profile: hoe de partij van de demo gespeeld wordt, zoals het regelbestand het zegt.
showcase-seats = { $seats } computerspelers. { $profile }
showcase-starting-in = Begint over { $seconds } s
showcase-start-now = Nu beginnen ({ $key })

showcase-full-match = Het volledige spel.
showcase-duel-profile = Aan deze tafel wint wie het eerst ${ $dollars } heeft.
showcase-loo-profile = { $rounds ->
        [one] Eén ronde: elk van de { $players } spelers deelt één keer.
       *[other] { $rounds } rondes: elk van de { $players } spelers deelt { $rounds } keer.
    }
showcase-desperados-profile = Na { $turns } beurten wint de rijkste bende, tenzij eerder een bende vrijkomt.
