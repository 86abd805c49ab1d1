# De tafel van Three-card Loo: de opties, labels, aanwijzingen, panelen en tips.

loo-option-single = Kale pot: iedereen speelt
loo-option-single-tip = In een kale pot (een pot zonder strafgeld) is er geen blinde en speelt iedereen.
loo-option-club-law = Klaverwet
loo-option-club-law-tip = Is klaveren troef, dan mag niemand passen en wordt de blinde niet gebruikt.
loo-option-bust-out = Eruit bij nul
loo-option-bust-out-tip = Een saldo kan niet onder nul: wie niet alles kan betalen, betaalt wat er nog is, en wie niets overhoudt, verlaat de tafel.
loo-option-any-card = Kan niet overtroeven: elke kaart
loo-option-any-card-tip = Wie niet kan bekennen en de troef op tafel niet kan overtroeven, mag elke kaart spelen (anders een lagere troef).
loo-option-rounds = Rondes
loo-option-rounds-tip = Iedereen deelt één keer per ronde; na de laatste wint het hoogste saldo.
# $single, $club-law, $bust-out: option-on of option-off ("aan", "uit").
loo-options-lower-trump = Aan deze tafel: kale pot: iedereen speelt ({ $single }), klaverwet ({ $club-law }), eruit bij nul ({ $bust-out }), kan niet bekennen of overtroeven: een lagere troef, { $rounds ->
        [one] één ronde
       *[other] { $rounds } rondes
    }.
loo-options-any-card = Aan deze tafel: kale pot: iedereen speelt ({ $single }), klaverwet ({ $club-law }), eruit bij nul ({ $bust-out }), kan niet bekennen of overtroeven: elke kaart, { $rounds ->
        [one] één ronde
       *[other] { $rounds } rondes
    }.

## Wat een speler in plaats daarvan moet spelen (na "je": "Nu niet: je moet harten bekennen")

loo-must-lead-card = moet met de { $card } uitkomen
loo-must-lead-trump = moet met troef uitkomen
loo-must-lead-highest-trump = moet met de hoogste troef uitkomen
loo-must-follow = moet { $suit } bekennen
loo-must-head = moet hoger spelen
loo-must-trump = moet troeven
loo-must-overtrump = moet overtroeven

## De naamborden, de pot en de aanwijzingen

loo-status-dropped = gepast
loo-status-plays = speelt
loo-status-took-miss = nam de blinde
loo-status-defends-miss = verdedigt de blinde
loo-status-out = eruit
# Een naambord naast een portret: de woorden onder elkaar.
loo-plate = { $name }
    { $chips } fiches
    { $status }
    { $tricks ->
        [0] {""}
        [one] één slag
       *[other] { $tricks } slagen
    }
loo-trumps = troef: { $suit }
loo-pool = pot { $pool }
loo-pool-in-play = pot { $pool }
    { $per-trick } per slag
loo-how-keys = klik op een opgetilde kaart, of druk op 1-3
loo-how-pad = ga naar een opgetilde kaart en druk op [{ $choose }]
loo-prompt-declare = Kies: { $how }
# $keys: the keys of the declarations the player may make now, each a loo-declare-key.
loo-declare-keys = met de knoppen, of { $keys }
loo-declare-key = [{ $key }] { $what }
loo-declare-pad = ga naar een knop en druk op [{ $choose }]
loo-prompt-refused = De { $card } kan niet: je { $why }
loo-prompt-lead = Jij komt uit: { $how }
loo-prompt-card = Jouw kaart: { $how }

## De knoppen en panelen

# $chips: het saldo dat de coach verwacht, met één decimaal.
loo-hint-chips = ≈ { $chips } fiches
loo-button-standings = Stand (S)
loo-button-standings-tip = Het saldo van iedereen aan tafel, en wat ieder dit spel deed.
loo-button-last-trick = Laatste slag (L)
loo-button-last-trick-tip = De kaarten van de laatste slag, en wie hem haalde.
loo-hint-tip = Het saldo dat de bot op Moeilijk na dit spel verwacht, voor elke keuze.
loo-drop-tip = Sla dit spel over: niets gewonnen, niets verloren.
loo-play-tip = Speel je hand: elke slag levert een derde van de pot op; haal je er geen, dan ga je nat.
loo-take-miss-tip = Speel de blinde in plaats van je hand, ongezien.
loo-defend-miss-tip = Speel als deler de blinde voor de pot, zonder winst of verlies.
loo-button-last-trick-title = Laatste slag
loo-no-trick-yet = Er is dit spel nog geen slag gespeeld.
loo-takes-it = { $name }  haalt hem
loo-standings-title = Stand
loo-standings-start = start
loo-standings-deal = spel { $deal }
loo-standings-now = nu
loo-standings-pool = Pot: { $pool }

## De tips

loo-seating-waiting = kiest nog
loo-seating-dropped = paste dit spel
loo-seating-playing = speelt
loo-seating-took-miss = speelt de blinde
loo-seating-defending-miss = verdedigt de blinde
loo-seating-out = blut
loo-tip-play-it = Druk erop om hem te spelen (toets { $key }).
loo-tip-not-now = Nu niet: je { $why }.
loo-tip-hand = De { $card }. { $what }
loo-tip-hand-trump = De { $card }, een troef. { $what }
loo-tip-plate = { $who ->
        [you] Jij
       *[other] { $who }
    }: saldo { $balance }, { $seating }, { $tricks ->
        [one] één slag
       *[other] { $tricks } slagen
    } dit spel.
loo-tip-plate-dealer = { $who ->
        [you] Jij
       *[other] { $who }
    }, de deler: saldo { $balance }, { $seating }, { $tricks ->
        [one] één slag
       *[other] { $tricks } slagen
    } dit spel.
loo-tip-turn-up = De opengedraaide kaart, de { $card }: { $suit } is troef, en wie uitkomt en de { $top } heeft, moet daarmee uitkomen.
loo-tip-miss = De blinde: een extra hand, gedekt. Wie er als eerste om vraagt, neemt hem ongezien in plaats van de eigen hand; de deler mag hem verdedigen en speelt hem dan voor de pot.
loo-tip-miss-taken = De blinde is genomen.
loo-tip-pool = De pot: { $pool }. Elke slag levert een derde op; wie meespeelde en geen slag haalde, gaat nat en betaalt in de volgende pot.
loo-the-miss = de blinde

## De pagina op de telefoon: de hand, de tafel, de stand en de keuzes, elk op een regel

loo-phone-card = De { $card }
loo-phone-card-trump = De { $card }, een troef
# $cards: de hand die voor de blinde werd ingeleverd, als lijst.
loo-phone-hand-is-miss = Je hand is de blinde; je leverde { $cards } in.
loo-phone-miss-open = De blinde ligt gedekt klaar voor wie er het eerst om vraagt.
loo-phone-per-trick = Elke slag levert { $per-trick } uit de pot op.
loo-phone-winning = { $who ->
        [you] Jij hebt
       *[other] { $who } heeft
    } de slag voorlopig.
loo-phone-trick-taken = { $who ->
        [you] Je haalde
       *[other] { $who } haalde
    } slag { $trick } met de { $card }.
loo-phone-to-declare = { $who ->
        [you] Jij moet kiezen
       *[other] { $who } kiest nu
    }.
loo-phone-to-lead = Slag { $trick }: { $who ->
        [you] jij komt uit
       *[other] { $who } komt uit
    }.
loo-phone-to-play = Slag { $trick }: { $who ->
        [you] jij bent aan de beurt
       *[other] { $who } is aan de beurt
    }.
loo-phone-standing = { $who ->
        [you] Jij
       *[other] { $who }
    }: { $chips ->
        [one] { $chips } fiche
       *[other] { $chips } fiches
    }{ $tricks ->
        [0] {""}
        [one] , één slag dit spel
       *[other] , { $tricks } slagen dit spel
    }
loo-phone-standing-out = { $who ->
        [you] Jij bent
       *[other] { $who } is
    } blut.
# $declaration: de naam van de knop (loo-drop, loo-play …); $per-trick: wat een slag uit
# de pot oplevert; $loo: wat wie geen slag haalt betaalt.
loo-phone-drop = { $declaration }: sla dit spel over
loo-phone-play = { $declaration }: { $per-trick } per slag; geen slag, dan betaal je { $loo }
loo-phone-take-miss = { $declaration }: speel hem ongezien, { $per-trick } per slag; geen slag, dan betaal je { $loo }
loo-phone-defend-miss = { $declaration }: speel hem voor de pot, zonder winst of verlies
loo-phone-play-card = Speel de { $card }
# Onder de fiche van een plaats: de fiches, en de slagen van dit spel zodra er een is.
loo-phone-chips = { $chips ->
        [one] { $chips } fiche
       *[other] { $chips } fiches
    }{ $tricks ->
        [0] {""}
        [one] , één slag
       *[other] , { $tricks } slagen
    }
# Onder de fiche van wie aan zet is (wie het ook is, jij ook): past bij "Jij" en bij een naam.
loo-phone-turn-declare = moet kiezen
loo-phone-turn-lead = komt uit
loo-phone-turn-play = aan de beurt
loo-phone-dealer = deler
loo-phone-winner = winnaar
# De blinde op tafel: de naam, en hoe hij ligt.
loo-phone-miss = De blinde
loo-phone-face-down = gedekt
# Onder de pot: wat elke slag eruit oplevert.
loo-phone-a-trick = { $per-trick } per slag
# Onder de kaart waarmee de slag begon.
loo-phone-led = uitkomst
# Boven de gehaalde slagen en potten, en de betaalde loo, sinds de laatste blik.
loo-phone-outcome = Fiches gewonnen en verloren
