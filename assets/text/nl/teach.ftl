## Een spel in een minuut: de regelkaart die elk spel van de demo opent

teach-on-your-turn = Als je aan de beurt bent
teach-to-win = Om te winnen

teach-lsw-pick = Leg twee kaarten dicht op de volgende twee vakken van de rij: Loot, Shoot of Whiskey. Je rivaal doet hetzelfde.
teach-lsw-showdown = Ze gaan vak voor vak open: Loot verslaat Whiskey, Whiskey verslaat Shoot, Shoot verslaat Loot.
teach-lsw-spoils = Loot pakt de saloonkaart van het vak, Shoot scoort een treffer, Whiskey wint de fles.
teach-lsw-win = { $nuggets } goudklompjes, { $hits } treffers, of de fles { $bottle } keer op rij gewonnen. Is de rij op, dan wint wie de fles heeft.

teach-loo-choose = Bekijk je drie kaarten en de omgekeerde troefkaart, en speel, pas, of neem de blinde, de reservehand, in plaats van de jouwe.
teach-loo-tricks = Beken kleur en ga er zo mogelijk overheen, anders troef: de hoogste kaart wint de slag.
teach-loo-pool = Elke slag is een derde van de pot waard. Speel je mee en haal je er geen, dan ben je geloo'd: je betaalt in de volgende pot.
teach-loo-win = { $rounds ->
        [one] Na één ronde
       *[other] Na { $rounds } rondes
    }, waarin elke stoel één keer geeft, wint het hoogste saldo.

teach-duel-pick = Iedereen kiest tegelijk een kaart, en een doelwit voor een Pistool of een Geweer.
teach-duel-shots = Alles gaat tegelijk open. Wie schiet, beweegt: schoten missen hem. Een Barricade houdt Pistolen tegen, geen Geweer.
teach-duel-shots-sphinx = Alles gaat tegelijk open. Een Pistool beschermt tegen Pistolen, een Geweer tegen Geweren; een Barricade houdt Pistolen tegen en komt terug in je hand.
teach-duel-reload = Herlaad je zonder beschoten te worden, dan krijg je elke kaart terug die je dit duel speelde. Beschoten tijdens het herladen, en je bent geraakt.
teach-duel-win = Het laatste hart dat overeind staat verdient elk duel $1; wie het eerst ${ $dollars } heeft, wint.

teach-desp-roll = Gooi de vier dobbelstenen, tot drie worpen, en leg de stenen die je houdt apart.
teach-desp-act = Elke Actie-zijde draait de schijf van een desperado wiens symbool je gooide; bij de sleutel loopt die desperado vrij.
teach-desp-attack = Een vrije desperado laat elke bende waarvan dezelfde desperado nog vastzit de bank betalen. Drie of vier gelijke trekken in plaats daarvan Wild West-kaarten.
teach-desp-win = Bevrijd je laatste desperado terwijl je de rijkste bent en je wint; de laatste bende die overblijft wint ook.
