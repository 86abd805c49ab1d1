## Apprendre à jouer : la liste du titre, le panneau de la leçon et la leçon de chaque jeu.

title-learn = Apprendre à jouer
learn-title = Apprendre à jouer
learn-intro = Joue une première partie guidée contre un ordinateur bienveillant : chaque étape montre quoi presser et dit pourquoi. Ou lis les règles d'un jeu sur une seule carte, en une minute.
learn-guided = Partie guidée
learn-guided-again = Rejouer la guidée
learn-guided-tip = Une donne préparée contre un ordinateur bienveillant. Passe-la ou quitte-la quand tu veux.
learn-guided-none = Pas encore de partie guidée
learn-in-a-minute = En une minute
learn-learned = Appris
learn-back = Retour
learn-panel-heading = Leçon : { $game }
learn-step-of = Étape { $step } sur { $steps }
learn-rule-met = Une règle du jeu :
learn-got-it = Compris ({ $key })
learn-next = Suite ({ $key })
learn-press-what-glows = Presse ce qui brille.
learn-again = Encore
learn-again-tip = Reprends ton dernier coup et rejoue-le.
learn-skip = Passer la leçon
learn-skip-tip = Joue le reste de la partie sans les étapes.
learn-leave = Quitter

## Loot Shoot Whiskey. Chaque message reçoit les nombres des règles : $nuggets (l'or qui
## gagne), $hits (les touches qui gagnent), $bottle (les victoires d'affilée avec la
## bouteille qui la vident).

learn-lsw-welcome = Bienvenue au saloon ! Ton rival et toi tenez chacun deux Butin, deux Tir et deux Whisky. Quatre cartes saloon sont posées dans la rangée : vous vous les disputez deux cases à la fois, chacun posant en secret une carte sur chaque case.
learn-lsw-ways-to-win = Il y a quatre façons de gagner :
learn-lsw-win-nuggets = { $nuggets ->
        [one] { $nuggets } pépite ou plus.
       *[other] { $nuggets } pépites ou plus.
    }
learn-lsw-win-hits = { $hits ->
        [one] { $hits } touche.
       *[other] { $hits } touches.
    }
learn-lsw-win-emptied-bottle = La bouteille gagnée { $bottle } fois d'affilée.
learn-lsw-win-held-bottle = Tenir la bouteille quand le saloon est à sec.
learn-lsw-first-pair = La case 1 porte une carte whisky. Butin bat Whisky et rafle la carte, et une carte whisky raflée gagne la bouteille. Pose Butin sur la case 1 et Whisky sur la case 2, puis valide.
learn-lsw-second-pair = Maintenant les cases 3 et 4, avec les quatre cartes qui te restent. Tir bat Butin, et chaque tir qui porte est une touche. Pose Butin sur la case 3 et Tir sur la case 4, puis valide.
learn-lsw-on-your-own = La rangée se remplit et vous reprenez vos mains. Tu tiens la bouteille, deux victoires d'affilée. Le reste de la partie est à toi ; Indice demande au coach.
learn-lsw-loot-beats-whiskey = Butin bat Whisky : le pillard rafle la carte saloon de la case. Les pépites s'ajoutent à son or, une carte whisky gagne la bouteille, une carte balle compte comme une touche.
learn-lsw-took-bottle = La bouteille est prise, au bar ou au rival qui la tenait : la première victoire d'une série.
learn-lsw-whiskey-beats-shoot = Whisky bat Tir : le buveur gagne la bouteille, et la carte saloon est défaussée.
learn-lsw-drank = Encore gagnée en la tenant : une gorgée. Gagne la bouteille { $bottle } fois d'affilée sans que ton rival la reprenne, et tu la vides : tu gagnes.
learn-lsw-tie = La même carte des deux côtés : égalité. La carte saloon est défaussée.
learn-lsw-shoot-beats-loot = Tir bat Butin : le tireur prend une carte touche. { $hits ->
        [one] { $hits } touche gagne la partie.
       *[other] { $hits } touches gagnent la partie.
    }

## Duel. Chaque message reçoit les nombres des règles : $dollars (les dollars qui
## gagnent) et les cartes d'une main pleine : $pistols, $rifles, $barricades, $reloads.

learn-duel-welcome = Bienvenue, pistolero ! Vous êtes trois face à face. À chaque fusillade, chacun choisit une carte en secret, et une cible pour une arme ; sur le « Feu ! » du maître du duel, tous les choix se retournent en même temps.
learn-duel-how-to-win = Un coup change un cœur en pierre tombale : hors jeu jusqu'à la fin du duel. Le dernier cœur debout gagne un dollar, et un nouveau duel commence, tous les cœurs levés et toutes les mains pleines.
learn-duel-first-pick = Ta main : Pistolet ×{ $pistols }, Fusil ×{ $rifles }, Barricade ×{ $barricades }, Recharge ×{ $reloads }. D'abord, mets-toi à couvert : lève ta Barricade et presse Feu ! Une Barricade arrête un Pistolet.
learn-duel-second-pick = Une carte jouée reste de côté jusqu'à la fin du duel. Joue Recharge : si personne ne te tire dessus, toutes tes cartes jouées reviennent dans ta main. Touché pendant que tu recharges, tu tomberais.
learn-duel-third-pick = Maintenant, tire : lève un Pistolet, vise là où pointe la flèche, et Feu ! Pendant que tu tires, tu bouges, et les tirs sur toi manquent.
learn-duel-fourth-pick = Il reste un rival. Un Fusil traverse une Barricade, ce qu'un Pistolet ne peut pas. Lève ton Fusil, vise le dernier rival, et Feu !
learn-duel-on-your-own = Le reste de la partie est à toi ; Indice demande au coach.
learn-duel-draw = Feu ! Tous les choix se retournent en même temps : personne n'a vu celui d'un autre avant.
learn-duel-moving-shot = Un tir sur quelqu'un qui a tiré manque : il bougeait.
learn-duel-barricade-stops-pistol = Une Barricade arrête un Pistolet : le tir ne fait rien.
learn-duel-rifle-through-barricade = Un Fusil traverse une Barricade : le tir porte.
learn-duel-reloader-falls = Touché pendant qu'il rechargeait : son cœur devient une pierre tombale, hors jeu jusqu'à la fin du duel.
learn-duel-reload = Personne n'a tiré sur celui qui rechargeait : toutes les cartes jouées dans ce duel reviennent en main, la Recharge aussi.
learn-duel-dollar = Le dernier cœur debout gagne un dollar.
learn-duel-new-duel = Un nouveau duel : tous les cœurs levés, toutes les mains de nouveau pleines.
learn-duel-win = Le premier à { $dollars } dollars gagne la partie.
