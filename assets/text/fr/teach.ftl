## Un jeu en une minute : la carte de règles qui ouvre chaque jeu de la démo

teach-on-your-turn = À ton tour
teach-to-win = Pour gagner

teach-lsw-pick = Pose deux cartes face cachée sur les deux cases suivantes de la rangée : Butin, Tir ou Whisky. Ton rival fait de même.
teach-lsw-showdown = Elles se retournent case par case : Butin bat Whisky, Whisky bat Tir, Tir bat Butin.
teach-lsw-spoils = Butin rafle la carte saloon de la case, Tir marque une touche, Whisky gagne la bouteille.
teach-lsw-win = { $nuggets } pépites, { $hits } touches, ou la bouteille gagnée { $bottle } fois d'affilée. Quand la rangée s'épuise, celui qui tient la bouteille.

teach-loo-choose = Regarde tes trois cartes et la retourne qui fixe l'atout, puis joue, passe, ou prends la veuve, la main de réserve, à la place de la tienne.
teach-loo-tricks = Fournis et monte si tu peux, sinon coupe : la plus haute carte remporte la levée.
teach-loo-pool = Chaque levée rapporte un tiers du pot. Joue sans en prendre aucune, et tu es bredouille : tu paies au pot suivant.
teach-loo-win = { $rounds ->
        [one] Après une manche
       *[other] Après { $rounds } manches
    }, où chaque place distribue une fois, le plus gros solde gagne.

teach-duel-pick = Chacun choisit en même temps une carte, et une cible pour un Pistolet ou un Fusil.
teach-duel-shots = Tout se retourne à la fois. Qui tire bouge : les tirs le manquent. Une Barricade arrête les Pistolets, pas un Fusil.
teach-duel-shots-sphinx = Tout se retourne à la fois. Un Pistolet protège des Pistolets, un Fusil des Fusils ; une Barricade arrête les Pistolets et te revient en main.
teach-duel-reload = Recharge sans être visé et tu reprends toutes les cartes jouées dans ce duel. Visé pendant que tu recharges, tu es touché.
teach-duel-win = Le dernier cœur debout gagne 1 $ à chaque duel ; le premier à { $dollars } $ l'emporte.

teach-desp-roll = Lance les quatre dés, jusqu'à trois lancers, en mettant de côté les dés que tu gardes.
teach-desp-act = Chaque face Action tourne la roue d'un desperado dont tu as tiré l'icône ; à la clé, ce desperado s'évade.
teach-desp-attack = Un desperado libre fait payer la banque à chaque gang dont le même desperado est encore en prison. Un brelan ou un carré pioche des cartes Wild West à la place.
teach-desp-win = Libère ton dernier desperado en étant le plus riche et tu gagnes ; le dernier gang debout gagne aussi.
