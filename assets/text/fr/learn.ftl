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

## Three-card Loo. Chaque message reçoit les nombres des règles : $ante (la mise du
## donneur), $loo (ce que paie un joueur bredouille), $balance (les jetons de chacun au
## départ) et $rounds (les manches d'une partie).

learn-loo-welcome = Bienvenue à la table de Loo ! Vous jouez à quatre : toi en bas, un joueur à ta gauche, un en face, un à ta droite. À chaque donne, chacun reçoit trois cartes, trois autres vont à une main de réserve (la veuve), et une carte est retournée : sa couleur est l'atout.
learn-loo-how-to-win = Chacun commence avec { $balance } jetons. Chaque levée rapporte un tiers du pot ; joue sans prendre de levée et tu es bredouille. La donne passe à gauche ; après { $rounds } manches, où chaque place donne une fois, le plus gros solde gagne.
learn-loo-first-declaration = Cœur est l'atout, et tu en as l'as : une levée assurée. En partant de la gauche du donneur, chacun annonce une fois : passer cette donne, jouer, ou prendre la veuve sans la voir à la place de sa main. Appuie sur Jouer.
learn-loo-lead-the-ace = Le joueur à ta gauche a pris la veuve sans la voir. Tu entames, et qui entame avec l'as d'atout en main doit l'entamer. Montre tes cartes grisées pour voir pourquoi. Joue l'as de cœur.
learn-loo-lead-a-king = Ta levée a rapporté un tiers du pot. Sans atout, tu peux entamer n'importe quelle carte : entame le roi de pique, et regarde ceux qui n'ont pas de pique.
learn-loo-last-card = En face, le valet de cœur a surcoupé et remporté la levée, et entame la dernière. Joue ta dernière carte.
learn-loo-defend = Le joueur à ta gauche n'a pris aucune levée avec la veuve : bredouille, il a payé { $loo } jetons dans le pot de cette donne. À toi de donner : tu mets la mise. Ta main n'a pas d'atout, mais le donneur peut défendre la veuve : la jouer, sans la voir, pour le pot. Ses levées ne rapportent rien et restent dans le pot, et elle n'est jamais bredouille. Appuie sur Défendre la veuve.
learn-loo-must-trump = Pique est l'atout, et la veuve en a le neuf. On a entamé trèfle et tu n'en as pas : tu dois couper. Tes autres cartes sont grisées ; montre-les pour voir pourquoi. Joue le neuf de pique.
learn-loo-lead-low = La veuve a pris la levée : son tiers reste dans le pot. Tu entames. Les autres doivent fournir la couleur demandée et monter sur la levée (jouer plus fort que la carte qui la remporte) s'ils le peuvent. Entame le trois de carreau.
learn-loo-miss-s-last-card = L'as de carreau devait monter sur la levée, et son joueur entame la dernière. Joue le roi de carreau.
learn-loo-on-your-own = Le reste de la partie est à toi : annonce, entame et fournis comme les règles l'exigent ; Indice demande au coach.
learn-loo-ante = Avant chaque donne, le donneur met { $ante } jetons dans le pot : le pot que se disputent les levées de la donne.
learn-loo-single = Un pot sans l'argent d'un joueur bredouille est un pot simple. Aux tables qui jouent le pot simple, tout le monde doit jouer ; à celle-ci, tu peux encore passer.
learn-loo-declare = Annoncé : qui passe ne joue pas cette donne, sans rien risquer ni gagner ; qui joue doit prendre une levée ou être bredouille.
learn-loo-take-miss = La veuve prise : ses cartes, jamais vues jusqu'ici, remplacent la main, et qui la prend doit jouer.
learn-loo-defend-miss = La veuve défendue : le donneur la joue pour le pot. Ses levées restent dans le pot, et elle n'est jamais bredouille.
learn-loo-lead-trump = Le devoir de qui entame : l'as d'atout s'il l'a (le roi, si l'as est la retourne) ; sinon un atout s'il le peut, le plus fort face à un seul adversaire.
learn-loo-follow = Fournir : joue une carte de la couleur demandée si tu le peux, et monte sur la levée (bats la carte qui la remporte) si tu le peux.
learn-loo-trump = Sans la couleur demandée, il faut couper, et surcouper si un atout est déjà joué ; sans pouvoir surcouper, on joue quand même un atout plus faible.
learn-loo-trick-pays = Une levée prise rapporte un tiers du pot tel qu'il était quand les levées ont commencé.
learn-loo-looed = Bredouille : qui a joué sans prendre de levée paie { $loo } jetons au pot suivant.
learn-loo-win = Après { $rounds } manches, le plus gros solde gagne la partie.

## Desperados of Dice Town. Chaque message reçoit les nombres des règles : $money (l'argent
## de chaque gang au départ), $total (tout l'argent du jeu), et ce que prend une attaque de
## chaque desperado : $fist, $knife, $pistol, $boss.

learn-desp-welcome = Bienvenue à Dice Town ! Ton gang est à gauche, celui de l'ordinateur à droite : cinq desperados chacun, tous derrière une roue de prison. Le nombre sous une roue dit les crans qui restent jusqu'à la clé. Chaque gang commence avec ${ $money }.
learn-desp-how-to-win = Ton tour : lance les quatre dés, jusqu'à trois fois, puis agis avec les desperados tirés ou pioche des cartes Wild West. Libère tout ton gang en étant le plus riche, et tu gagnes.
learn-desp-keep-aside = Ton premier lancer. Chaque face Action donne une action à un desperado dont tu as tiré la face. Clique sur le dé Action et sur le Poing pour les mettre de côté, puis relance les deux autres.
learn-desp-third-roll = Une deuxième face Action ! Garde ces trois dés et relance le dernier : ton troisième lancer, le dernier du tour.
learn-desp-act-now = Trois faces Action et un Poing : agis, et donne les trois actions au Poing.
learn-desp-turn-the-fist = Ton Poing est en prison : une action sur lui tourne sa roue d'un cran vers la clé.
learn-desp-free-the-fist = Plus qu'un cran : tourne-le, et ton Poing s'évade.
learn-desp-fist-attacks = Un desperado libre attaque : chaque gang dont le Poing est encore en prison paie ${ $fist } à la banque. Le Poing de l'ordinateur est derrière les barreaux. Attaque !
learn-desp-draw-three = Trois Boss et aucune face Action : tu ne peux pas agir, mais un brelan pioche trois cartes Wild West, pour en garder une.
learn-desp-keep-a-card = Garde Coup double : jouée pendant que tu agis, elle donne une action de plus. Les cartes que tu ne gardes pas sont défaussées face visible.
learn-desp-act-for-the-brains = Deux faces Action, et la Bouteille : ton Cerveau, à un cran de la clé. Agis.
learn-desp-free-the-brains = Donne la première action au Cerveau : il s'évade.
learn-desp-play-the-card = Joue maintenant Coup double depuis ta main, pour une action de plus.
learn-desp-use-the-brains = Un Cerveau libre n'attaque jamais : une action sur lui utilise le pouvoir de ton gang, écrit sur sa carte. Le tien prend de l'argent à la banque.
learn-desp-use-them-again = Encore une fois : chaque usage du tour prend davantage.
learn-desp-play-on = Le reste de la partie est à toi. Indice demande au coach.
learn-desp-notch = Une roue a tourné d'un cran : à la clé, le desperado s'évade. Avant la partie, le lancer de départ de chaque gang a tourné un cran pour chaque dé montrant l'un de ses desperados.
learn-desp-reroll = Seuls les dés qui n'étaient pas mis de côté ont été relancés : avant chaque lancer, tu peux en garder autant que tu veux.
learn-desp-last-roll = Le troisième lancer : les dés restent ainsi. Agis, pioche, ou finis le tour si le lancer ne permet ni l'un ni l'autre.
learn-desp-act = Agir : chaque face Action est une action, pour n'importe quel desperado dont tu as tiré la face.
learn-desp-several = Les actions se partagent entre les desperados tirés ou vont toutes au même : la face d'un desperado tirée deux fois n'en donne pas plus.
learn-desp-escape = Évadé ! Une action sur un desperado libre est une attaque, ou pour le Cerveau le pouvoir du gang.
learn-desp-attack = Une attaque : chaque gang dont le même desperado est encore en prison paie la banque, ${ $fist } pour le Poing, ${ $knife } pour le Couteau, ${ $pistol } pour le Pistolet et ${ $boss } pour le Boss.
learn-desp-pay = Payé à la banque. Un gang qui n'a plus d'argent est hors de la partie.
learn-desp-misere = Une misère : aucune face Action ni brelan, alors le lanceur a pioché une carte Wild West.
learn-desp-three-alike = Un brelan : trois cartes Wild West piochées, dont une à garder dans une main secrète.
learn-desp-four-alike = Un carré pioche quatre cartes Wild West, dont deux à garder.
learn-desp-immune = Immunisé : un gang dont le desperado de cette face est déjà libre ne paie rien à son attaque.
learn-desp-brains = Le Cerveau a utilisé le pouvoir du gang. Celui de chaque gang est écrit sur sa carte, et change à chaque usage dans un tour.
learn-desp-bank = De l'argent de la banque : les ${ $total } du jeu sont aux gangs et à la banque.
learn-desp-own-card = Une carte jouée pendant son propre tour : certaines donnent une action, relancent un dé ou le tournent, ou enlèvent un cran à une roue.
learn-desp-answer = Une réponse : quand un gang agit, les autres peuvent jouer une carte de leur main pour annuler l'action, ou pour ne rien payer.
learn-desp-win = Trois façons de gagner : libérer ton dernier desperado en étant le plus riche ; libérer les cinq en étant moins riche, puis devenir le plus riche ; ou être le dernier gang à avoir de l'argent.
