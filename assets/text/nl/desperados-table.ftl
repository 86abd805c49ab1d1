# De tafel van Desperados: de opties, naamborden, dobbelstenen, kaarten, aanwijzingen en tips.

desp-option-gangs = Bendes
desp-option-gangs-tip = Willekeurig getrokken, of per stoel gekozen.
desp-gangs-random = Willekeurig
desp-gangs-chosen = Gekozen
# Een bende, met de naam uit het regelbestand.
desp-gang-name = { $name }
desp-option-seat = Stoel { $seat }
desp-option-seat-tip = Een bende zit aan maar één stoel: de stoel die haar had, krijgt de bende van deze stoel.
desp-money-of-the-file = ${ $amount }, zoals het regelbestand zegt
desp-money-polish = ${ $amount } (Poolse editie)
desp-option-money = Startgeld
desp-option-money-tip = Waarmee elke bende begint, van de ${ $total } in het spel; de rest is van de bank. ${ $polish } per bende kan bij hoogstens { $gangs } bendes.
desp-option-action-alike = Actie-zijden tellen mee voor drie of vier gelijke
desp-option-action-alike-tip = Drie Actie-zijden en een symbool mogen drie keer handelen of drie kaarten trekken.
desp-option-misere = Een misère trekt pas na alle drie de worpen
desp-option-misere-tip = Een worp zonder Actie-zijde en zonder gelijke zijden trekt alleen een kaart als laatste worp van de beurt.
desp-option-tie-wins = Een vrije bende die gedeeld rijkste is, wint
desp-option-tie-wins-tip = Een bende met al haar desperado's vrij wint zodra ze de rijkste wordt: met deze optie aan is gedeeld rijkste genoeg.
# $action-alike, $misere, $tie-wins: option-yes of option-no ("ja", "nee").
desp-options = Aan deze tafel: ${ $money } per bende; Actie-zijden tellen als gelijk: { $action-alike }; een misère wacht op de derde worp: { $misere }; later gedeeld rijkste wint: { $tie-wins }.

## De knoppen

desp-coach-keep = Coach: houd { $kept } apart en gooi opnieuw
desp-hint-tip = De keuze van de bot op Moeilijk, vanuit jouw stoel.
desp-button-reroll = Gooi { $dice ->
        [one] één dobbelsteen
       *[other] { $dice } dobbelstenen
    } opnieuw (R) · { $left ->
        [one] nog één worp
       *[other] nog { $left } worpen
    }
desp-button-reroll-tip = Gooi alle dobbelstenen die niet apart liggen opnieuw; druk op een dobbelsteen om hem apart te houden.
desp-kept-none = geen dobbelsteen
desp-kept-dice = { $count ->
        [one] dobbelsteen { $dice }
       *[other] dobbelstenen { $dice }
    }
desp-do-reroll = Gooi { $dice ->
        [one] één dobbelsteen
       *[other] { $dice } dobbelstenen
    } opnieuw
desp-do-act = Handelen: { $actions ->
        [one] één actie
       *[other] { $actions } acties
    } voor { $desperados }
desp-do-draw-four = Vier gelijke: trek 4, houd 2
desp-do-draw-three = Drie gelijke: trek 3, houd 1
desp-do-draw-misere = Misère: trek 1
desp-do-let-it-be = Laat gaan
desp-do-end-turn = Beëindig de beurt
desp-do-nothing = Niets te doen: beëindig de beurt
desp-do-notch = { $desperado }: een tandje (nog { $left })
desp-do-attack = De { $desperado } valt aan
desp-do-brains-take = Het Brein neemt ${ $amount } van de bank
desp-do-brains-each-pays = Het Brein: elke tegenstander betaalt ${ $amount }
desp-do-brains-help = Het Brein helpt de { $desperado }
desp-do-keep = Houd { $card }
desp-do-keep-two = Houd { $card } en { $second }
desp-do-play = Speel { $card }
desp-do-play-reroll = { $card }: gooi dobbelsteen { $die } opnieuw
desp-do-play-turn-die = { $card }: dobbelsteen { $die } op { $face }
desp-do-play-notch = { $card }: een tandje voor de { $desperado }

## De tafel

# Zonder lidwoord gebruikt ("Brein (Pedro)", "jouw Brein"): in lopende tekst is het "het Brein".
desp-nick-brains = Brein
desp-nick-boss = Baas
# De woorden op de dobbelstenen.
desp-face-action = ACTIE
desp-face-brains = BREIN
desp-face-fist = VUIST
desp-face-knife = DOLK
desp-face-pistol = REVOLVER
desp-face-boss = BAAS
# Onder de schijf van een desperado: hoe de tafel hem noemt, en de naam uit het regelbestand.
desp-disc-label = { $nickname }
    { $name }
desp-status-broke = BLUT
desp-status-money = ${ $money }
desp-plate = { $name }
    { $gang }
    { $status }  ·  kaarten: { $cards }
desp-felt-bank = Bank ${ $money }
desp-felt-deck = stapel { $deck }
    aflegstapel { $discards }
desp-disc-free = VRIJ
desp-disc-free-attack = VRIJ ${ $money }
desp-disc-left = nog { $left }
# Een Wild West-kaart in de hand: de naam en de tekst uit het regelbestand.
desp-card-drawn = GETROKKEN
    { $name }
    { $text }
desp-card-held = { $name }
    { $text }
desp-prompt-answer = { $who ->
        [you] Je zet
       *[other] { $who } zet
    } de { $desperado } in. Reageer met een kaart, of laat het gaan.
desp-keep-keys = Klik op een dobbelsteen (of druk op 1–4)
desp-keep-pad = Ga naar een dobbelsteen en druk op [{ $choose }]
desp-prompt-roll = { $how } om hem apart te houden, en gooi de andere opnieuw ({ $left ->
        [one] nog één worp
       *[other] nog { $left } worpen
    }); of handel, of trek.
desp-prompt-act = { $actions ->
        [one] Nog één actie
       *[other] Nog { $actions } acties
    }: kies wie je inzet.
desp-prompt-keep = Houd { $keep } van de getrokken kaarten.

## De tips

desp-tip-face-action = Actie. Eén actie voor een desperado van wie je het symbool gooide.
# $desperado zonder lidwoord: ook het Brein kan hier staan.
desp-tip-face = { $desperado }. Met een Actie erbij mag jouw { $desperado } handelen; drie of vier gelijke trekken Wild West-kaarten.
desp-tip-die-kept = {" "}Apart gehouden: druk erop om hem ook opnieuw te gooien (toets { $key }).
desp-tip-die-rolls = {" "}Wordt opnieuw gegooid: druk erop om hem apart te houden (toets { $key }).
desp-tip-die = Dobbelsteen { $die }: { $meaning }{ $state }
# "Brein (Pedro)": hoe de tafel de desperado noemt, en de naam uit het regelbestand.
desp-tip-desperado-named = { $nickname } ({ $name })
desp-tip-to-the-key = { $desperado } nog { $left } tot de sleutel
# $gang en $ability: de naam en de kracht van de bende, zoals het regelbestand ze geeft.
desp-tip-gang = { $who ->
        [you] Jij
       *[other] { $who }
    }, { $gang }: ${ $money }. { $ability }
desp-tip-gang-broke = { $who ->
        [you] Jij
       *[other] { $who }
    }, { $gang }: ${ $money }. Blut: uit de partij. { $ability }
desp-tip-jailed = Opgesloten: { $desperados }.
desp-tip-free = Vrij: { $desperados }.
desp-tip-card-drawn = Getrokken: kies met de knoppen of je hem houdt. { $name }: { $text }
desp-tip-card = { $name }: { $text }

desp-money-gained = +${ $amount }
desp-money-lost = −${ $amount }

## De pagina op de telefoon: de hand, de tafel, de stand en de keuzes, elk op een regel

# $dice: de nummers van de dobbelstenen, als lijst.
desp-phone-kept-aside = { $count ->
        [one] Dobbelsteen { $dice } apart gehouden
       *[other] Dobbelstenen { $dice } apart gehouden
    }
desp-phone-reroll = { $count ->
        [one] Gooi dobbelsteen { $dice } opnieuw
       *[other] Gooi dobbelstenen { $dice } opnieuw
    }
desp-phone-die = Dobbelsteen { $die }: { $face }
desp-phone-rolling = { $who ->
        [you] Je gooit
       *[other] { $who } gooit
    } { $count ->
        [one] één dobbelsteen
       *[other] { $count } dobbelstenen
    }.
desp-phone-choosing = { $who ->
        [you] Jij kiest
       *[other] { $who } kiest
    }: opnieuw gooien, handelen of trekken ({ $left ->
        [one] nog één worp
       *[other] nog { $left } worpen
    }).
desp-phone-choosing-last = { $who ->
        [you] Jij kiest
       *[other] { $who } kiest
    }: handelen of trekken, zonder worp meer.
desp-phone-acting = { $who ->
        [you] Je hebt
       *[other] { $who } heeft
    } { $actions ->
        [0] geen actie meer
        [one] nog één actie
       *[other] nog { $actions } acties
    }.
desp-phone-keeping = { $who ->
        [you] Je trok
       *[other] { $who } trok
    } { $drawn ->
        [one] één kaart
       *[other] { $drawn } kaarten
    } en houdt er { $keep }.
desp-phone-answer = Beantwoord het met een kaart, of laat gaan.
desp-phone-answer-waiting = { $count ->
        [one] Eén bende mag
       *[other] { $count } bendes mogen
    } het met een kaart beantwoorden.
# $dials: desp-tip-jailed, of desp-phone-all-free.
desp-phone-standing = { $who ->
        [you] Je hebt
       *[other] { $who } heeft
    } ${ $money } en { $cards ->
        [0] geen kaarten
        [one] één kaart
       *[other] { $cards } kaarten
    }. { $dials }
desp-phone-all-free = De hele bende is vrij.
# Onder een bende op de telefoon: haar desperado's die nog vastzitten, en haar kaarten in de hand.
desp-phone-jailed = { $count ->
        [0] Allemaal vrij
        [one] Eén opgesloten
       *[other] { $count } opgesloten
    }
desp-phone-cards = { $cards ->
        [0] Geen kaart
        [one] Eén kaart
       *[other] { $cards } kaarten
    }
desp-phone-die-rolling = Dobbelsteen { $die }: rolt
desp-phone-kept = Apart gehouden
desp-phone-tap-to-keep = Tik op een dobbelsteen om hem apart te houden, en gooi de andere opnieuw.
desp-phone-can-act = Kan handelen
# Boven de zijden waarop een Valse Dobbelsteen een dobbelsteen kan zetten.
desp-phone-faces = Tik op je kaart, een dobbelsteen en dan de zijde waarop je hem zet.
desp-phone-drawn = { $keep ->
        [one] Tik op de kaart die je houdt.
       *[other] Tik op de { $keep } kaarten die je houdt.
    }
# Woorden uit het regelbestand zoals ze zijn: de tekst van een kaart, de gave van een bende.
desp-phone-words = { $text }
# Een kaart die nu niet gespeeld kan worden, met de tekst die zegt wanneer wel.
desp-phone-not-now = Nu niet. { $text }
