## Leren spelen: de lijst op het titelscherm, het paneel van de les en de les van elk spel.

title-learn = Leren spelen
learn-title = Leren spelen
learn-intro = Speel een eerste potje met uitleg tegen een vriendelijke computer: elke stap wijst aan wat je indrukt en zegt waarom. Of lees de regels van een spel op één kaart, in een minuut.
learn-guided = Potje met uitleg
learn-guided-again = Uitleg nog eens
learn-guided-tip = Een klaargezette deal tegen een vriendelijke computer. Sla hem over of stop wanneer je wilt.
learn-guided-none = Nog geen potje met uitleg
learn-in-a-minute = In een minuut
learn-learned = Geleerd
learn-back = Terug
learn-panel-heading = Je leert { $game }
learn-step-of = Stap { $step } van { $steps }
learn-rule-met = Een regel van het spel:
learn-got-it = Begrepen ({ $key })
learn-next = Verder ({ $key })
learn-press-what-glows = Druk op wat oplicht.
learn-again = Opnieuw
learn-again-tip = Neem je laatste zet terug en doe hem opnieuw.
learn-skip = Les overslaan
learn-skip-tip = Speel de rest van het potje zonder de stappen.
learn-leave = Stoppen

## Loot Shoot Whiskey. Elk bericht krijgt de getallen van de regels: $nuggets (het goud
## dat wint), $hits (de treffers die winnen), $bottle (de overwinningen met de fles op rij
## die hem leeg maken).

learn-lsw-welcome = Welkom in de saloon! Jij en je rivaal hebben elk twee Loot, twee Shoot en twee Whiskey. In de rij liggen vier saloonkaarten: jullie strijden erom, twee vakken tegelijk, en elk legt in het geheim een kaart op elk vak.
learn-lsw-ways-to-win = Er zijn vier manieren om te winnen:
learn-lsw-win-nuggets = { $nuggets ->
        [one] { $nuggets } goudklompje of meer.
       *[other] { $nuggets } goudklompjes of meer.
    }
learn-lsw-win-hits = { $hits ->
        [one] { $hits } treffer.
       *[other] { $hits } treffers.
    }
learn-lsw-win-emptied-bottle = De fles { $bottle } keer op rij gewonnen.
learn-lsw-win-held-bottle = De fles hebben als de saloon opdroogt.
learn-lsw-first-pair = Op vak 1 ligt een whiskeykaart. Loot verslaat Whiskey en pakt de kaart, en een gepakte whiskeykaart wint de fles. Leg Loot op vak 1 en Whiskey op vak 2, en leg ze vast.
learn-lsw-second-pair = Nu de vakken 3 en 4, met de vier kaarten die je nog hebt. Shoot verslaat Loot, en elk schot dat raak is, is een treffer. Leg Loot op vak 3 en Shoot op vak 4, en leg ze vast.
learn-lsw-on-your-own = De rij wordt weer gevuld en jullie krijgen je handen terug. Jij hebt de fles, twee keer op rij gewonnen. De rest van het potje speel je zelf; Tip vraagt het de coach.
learn-lsw-loot-beats-whiskey = Loot verslaat Whiskey: de plunderaar pakt de saloonkaart van het vak. Goudklompjes tellen bij zijn goud, een whiskeykaart wint de fles, een kogelkaart telt als treffer.
learn-lsw-took-bottle = De fles is gepakt, van de bar of van de rivaal die hem had: de eerste winst van een reeks.
learn-lsw-whiskey-beats-shoot = Whiskey verslaat Shoot: de drinker wint de fles, en de saloonkaart wordt afgelegd.
learn-lsw-drank = Weer gewonnen terwijl je hem hebt: een slok. Win de fles { $bottle } keer op rij zonder dat je rivaal hem terugpakt, en je maakt hem leeg: je wint.
learn-lsw-tie = Dezelfde kaart aan beide kanten: gelijkspel. De saloonkaart wordt afgelegd.
learn-lsw-shoot-beats-loot = Shoot verslaat Loot: de schutter krijgt een trefferkaart. { $hits ->
        [one] { $hits } treffer wint het potje.
       *[other] { $hits } treffers winnen het potje.
    }

## Duel. Elk bericht krijgt de getallen van de regels: $dollars (de dollars die winnen)
## en de kaarten van een volle hand: $pistols, $rifles, $barricades, $reloads.

learn-duel-welcome = Welkom, revolverheld! Jullie staan met z'n drieën tegenover elkaar. Bij elk vuurgevecht kiest iedereen in het geheim één kaart, en een doelwit voor een wapen; bij 'Trekken!' van de duelmeester gaan alle keuzes tegelijk open.
learn-duel-how-to-win = Een treffer maakt van een hart een grafsteen: uit tot het duel voorbij is. Het laatste hart dat overeind staat verdient een dollar, en een nieuw duel begint met alle harten op en alle handen vol.
learn-duel-first-pick = Je hand: Pistool ×{ $pistols }, Geweer ×{ $rifles }, Barricade ×{ $barricades }, Herladen ×{ $reloads }. Zoek eerst dekking: steek je Barricade op en druk op Trekken! Een Barricade houdt een Pistool tegen.
learn-duel-second-pick = Een gespeelde kaart ligt opzij tot het duel voorbij is. Speel Herladen: als niemand op je schiet, komen al je gespeelde kaarten terug in je hand. Word je geraakt terwijl je herlaadt, dan val je.
learn-duel-third-pick = Schiet nu: steek een Pistool op, richt waar de pijl wijst, en Trekken! Terwijl je schiet beweeg je, en schoten op jou missen.
learn-duel-fourth-pick = Nog één rivaal. Een Geweer gaat door een Barricade heen, een Pistool niet. Steek je Geweer op, richt op de laatste rivaal en Trekken!
learn-duel-on-your-own = De rest van het potje speel je zelf; Tip vraagt het de coach.
learn-duel-draw = Trekken! Alle keuzes gaan tegelijk open: niemand zag die van een ander eerder.
learn-duel-moving-shot = Een schot op iemand die schoot, mist: die bewoog.
learn-duel-barricade-stops-pistol = Een Barricade houdt een Pistool tegen: het schot doet niets.
learn-duel-rifle-through-barricade = Een Geweer gaat door een Barricade heen: het schot raakt.
learn-duel-reloader-falls = Geraakt tijdens het herladen: het hart wordt een grafsteen, uit tot het duel voorbij is.
learn-duel-reload = Niemand schoot op wie herlaadde: elke kaart die dit duel gespeeld is, komt terug in de hand, Herladen ook.
learn-duel-dollar = Het laatste hart dat overeind staat verdient een dollar.
learn-duel-new-duel = Een nieuw duel: alle harten op, alle handen weer vol.
learn-duel-win = Wie het eerst { $dollars } dollar heeft, wint het potje.
