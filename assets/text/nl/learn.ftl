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

## Three-card Loo. Elk bericht krijgt de getallen van de regels: $ante (wat de deler
## inzet), $loo (wat wie nat gaat betaalt), $balance (ieders fiches bij het begin) en
## $rounds (de rondes van een partij).

learn-loo-welcome = Welkom aan de Loo-tafel! Jullie spelen met z'n vieren: jij onderaan, een speler links van je, een tegenover je, een rechts van je. Bij elke deling krijgt iedereen drie kaarten, gaan er drie naar een extra hand (de blinde) en wordt er één opengedraaid: die kleur is troef.
learn-loo-how-to-win = Iedereen begint met { $balance } fiches. Elke slag levert een derde van de pot op; speel je mee zonder slag, dan ga je nat. Het delen gaat naar links; na { $rounds } rondes, waarin elke plaats één keer deelt, wint het hoogste saldo.
learn-loo-first-declaration = Harten is troef, en jij hebt de aas: een zekere slag. Vanaf links van de deler kiest ieder één keer: passen voor deze deling, spelen, of ongezien de blinde nemen in plaats van de eigen hand. Druk op Spelen.
learn-loo-lead-the-ace = De speler links van je nam ongezien de blinde. Jij komt uit, en wie uitkomt met troefaas in de hand, moet die spelen. Wijs je gedimde kaarten aan om te zien waarom. Speel hartenaas.
learn-loo-lead-a-king = Je slag leverde een derde van de pot op. Zonder troef mag je met elke kaart uitkomen: kom uit met schoppenheer, en let op wie geen schoppen heeft.
learn-loo-last-card = Tegenover je overtroefde hartenboer en won de slag; die komt uit in de laatste. Speel je laatste kaart.
learn-loo-defend = De speler links van je haalde met de blinde geen slag: nat, en betaalde { $loo } fiches in de pot van deze deling. Nu deel jij en zet jij in. Je hand heeft geen troef, maar de deler mag de blinde verdedigen: ongezien spelen voor de pot. Haar slagen leveren niets op en blijven in de pot, en ze gaat nooit nat. Druk op Verdedig de blinde.
learn-loo-must-trump = Schoppen is troef, en de blinde heeft schoppennegen. Er kwam klaveren uit en jij hebt die niet: je moet troeven. Je andere kaarten zijn gedimd; wijs ze aan om te zien waarom. Speel schoppennegen.
learn-loo-lead-low = De blinde won de slag: haar derde blijft in de pot. Jij komt uit. De anderen moeten bekennen en hoger spelen dan de kaart die de slag wint, als ze kunnen. Kom uit met ruitendrie.
learn-loo-miss-s-last-card = Ruitenaas moest hoger spelen, en die speler komt uit in de laatste slag. Speel ruitenheer.
learn-loo-on-your-own = De rest van de partij speel je zelf: kies, kom uit en beken zoals de regels het willen; Tip vraagt het de coach.
learn-loo-ante = Voor elke deling zet de deler { $ante } fiches in de pot: de pot waarom de slagen van die deling gaan.
learn-loo-single = Een pot zonder geld van wie nat ging, is een kale pot. Aan tafels die de kale pot spelen, moet iedereen meespelen; aan deze tafel mag je nog passen.
learn-loo-declare = Gekozen: wie past, speelt deze deling niet mee en riskeert of wint niets; wie speelt, moet een slag halen of gaat nat.
learn-loo-take-miss = De blinde genomen: haar kaarten, tot nu toe ongezien, vervangen de hand, en wie haar neemt, moet spelen.
learn-loo-defend-miss = De blinde verdedigd: de deler speelt haar voor de pot. Haar slagen blijven in de pot, en ze gaat nooit nat.
learn-loo-lead-trump = De plicht van wie uitkomt: troefaas als je die hebt (troefheer als de aas is opengedraaid); anders troef als dat kan, de hoogste tegen één tegenstander.
learn-loo-follow = Bekennen: speel een kaart van de gevraagde kleur als je kunt, en speel hoger dan de kaart die de slag wint als je kunt.
learn-loo-trump = Wie de gevraagde kleur niet heeft, moet troeven, en overtroeven als er al een troef ligt; lukt dat niet, dan toch een lagere troef.
learn-loo-trick-pays = Een gewonnen slag levert een derde van de pot op, zoals die was toen de slagen begonnen.
learn-loo-looed = Nat: wie meespeelde en geen slag haalde, betaalt { $loo } fiches in de volgende pot.
learn-loo-win = Na { $rounds } rondes wint het hoogste saldo de partij.

## Desperados of Dice Town. Elk bericht krijgt de getallen van de regels: $money (het geld
## van elke bende aan het begin), $total (al het geld in het spel), en wat een aanval van
## elke desperado kost: $fist, $knife, $pistol, $boss.

learn-desp-welcome = Welkom in Dice Town! Jouw bende staat links, die van de computer rechts: elk vijf desperado's, ieder achter een gevangenisschijf. Het getal onder een schijf is het aantal tandjes tot de sleutel. Elke bende begint met ${ $money }.
learn-desp-how-to-win = Jouw beurt: gooi de vier dobbelstenen, tot drie keer, en handel dan met de desperado's die je gooide of trek Wild West-kaarten. Bevrijd je hele bende terwijl je de rijkste bent, en je wint.
learn-desp-keep-aside = Je eerste worp. Elke Actie-zijde geeft één actie aan een desperado wiens zijde je gooide. Klik op de Actie-steen en de Vuist om ze apart te houden, en gooi de andere twee opnieuw.
learn-desp-third-roll = Nog een Actie-zijde! Houd die drie en gooi de laatste steen opnieuw: je derde worp, de laatste van de beurt.
learn-desp-act-now = Drie Actie-zijden en een Vuist: handel, en geef alle drie acties aan de Vuist.
learn-desp-turn-the-fist = Je Vuist zit vast: een actie op hem draait zijn schijf een tandje naar de sleutel.
learn-desp-free-the-fist = Nog één tandje: draai het, en je Vuist loopt vrij.
learn-desp-fist-attacks = Een vrije desperado valt aan: elke bende waarvan de Vuist nog vastzit betaalt de bank ${ $fist }. De Vuist van de computer zit achter de tralies. Val aan!
learn-desp-draw-three = Drie Bazen en geen Actie-zijde: handelen kan niet, maar drie gelijke trekken drie Wild West-kaarten, waarvan je er één houdt.
learn-desp-keep-a-card = Houd Dubbelschot: gespeeld terwijl je handelt, geeft hij één actie meer. De kaarten die je niet houdt gaan open op de aflegstapel.
learn-desp-act-for-the-brains = Twee Actie-zijden, en de Fles: je Brein, één tandje van de sleutel. Handel.
learn-desp-free-the-brains = Geef de eerste actie aan het Brein: het loopt vrij.
learn-desp-play-the-card = Speel nu Dubbelschot uit je hand, voor één actie meer.
learn-desp-use-the-brains = Een vrij Brein valt nooit aan: een actie erop gebruikt de gave van je bende, op haar kaart beschreven. De jouwe neemt geld van de bank.
learn-desp-use-them-again = Nog een keer: elk gebruik in een beurt neemt meer.
learn-desp-play-on = De rest van de partij is aan jou. Tip vraagt de coach.
learn-desp-notch = Een schijf draaide een tandje: bij de sleutel ontsnapt de desperado. Voor het spel draaide de beginworp van elke bende een tandje voor elke steen die een van haar desperado's toonde.
learn-desp-reroll = Alleen de stenen die niet apart lagen zijn opnieuw gegooid: voor elke worp mag je er zoveel houden als je wilt.
learn-desp-last-roll = De derde worp: de stenen liggen nu vast. Handel, trek, of beëindig de beurt als de worp geen van beide toelaat.
learn-desp-act = Handelen: elke Actie-zijde is één actie, voor elke desperado wiens zijde je gooide.
learn-desp-several = Acties worden verdeeld over de gegooide desperado's of gaan allemaal naar één: de zijde van een desperado twee keer gegooid geeft niet meer.
learn-desp-escape = Ontsnapt! Een actie op een vrije desperado is een aanval, of voor het Brein de gave van de bende.
learn-desp-attack = Een aanval: elke bende waarvan dezelfde desperado nog vastzit betaalt de bank, ${ $fist } voor de Vuist, ${ $knife } voor de Dolk, ${ $pistol } voor de Revolver en ${ $boss } voor de Baas.
learn-desp-pay = Betaald aan de bank. Een bende zonder geld ligt uit de partij.
learn-desp-misere = Een misère: geen Actie-zijde en geen drie gelijke, dus de gooier trok één Wild West-kaart.
learn-desp-three-alike = Drie gelijke: drie Wild West-kaarten getrokken, waarvan er één in een geheime hand blijft.
learn-desp-four-alike = Vier gelijke trekken vier Wild West-kaarten, waarvan je er twee houdt.
learn-desp-immune = Immuun: een bende waarvan de desperado van die zijde al vrij is, betaalt niets aan zijn aanval.
learn-desp-brains = Het Brein gebruikte de gave van de bende. Die van elke bende staat op haar kaart, en verandert bij elk gebruik in een beurt.
learn-desp-bank = Geld van de bank: de ${ $total } in het spel zijn van de bendes en de bank.
learn-desp-own-card = Een kaart gespeeld in je eigen beurt: sommige geven een actie, gooien een steen opnieuw of draaien hem, of nemen een tandje van een schijf.
learn-desp-answer = Een antwoord: als een bende handelt, mogen de anderen een kaart uit hun hand spelen om de actie te annuleren, of om er niets aan te betalen.
learn-desp-win = Drie manieren om te winnen: bevrijd je laatste desperado terwijl je de rijkste bent; bevrijd alle vijf terwijl je armer bent en word daarna de rijkste; of wees de laatste bende met geld.
