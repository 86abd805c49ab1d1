# La table de Desperados : les options, les plaques, les dés, les cartes, les invites et les bulles d'aide.

desp-option-gangs = Gangs
desp-option-gangs-tip = Au hasard, ou au choix pour chaque place.
desp-gangs-random = Au hasard
desp-gangs-chosen = Au choix
# Un gang, sous le nom que lui donne le fichier de règles.
desp-gang-name = { $name }
desp-option-seat = Place { $seat }
desp-option-seat-tip = Un gang ne va qu'à une place : celle qui l'avait prend le gang de celle-ci.
desp-money-of-the-file = ${ $amount }, selon le fichier de règles
desp-money-polish = ${ $amount } (édition polonaise)
desp-option-money = Argent de départ
desp-option-money-tip = Ce que chaque gang reçoit au départ, sur les ${ $total } du jeu ; le reste va à la banque. ${ $polish } chacun est proposé jusqu'à { $gangs } gangs.
desp-option-action-alike = Les faces Action comptent pour brelan ou carré
desp-option-action-alike-tip = Trois faces Action et une face Personnage permettent d'agir trois fois ou de piocher trois cartes.
desp-option-misere = Une misère ne pioche qu'après les trois lancers
desp-option-misere-tip = Un lancer sans face Action ni faces identiques ne fait piocher une carte que s'il est le dernier du tour.
desp-option-tie-wins = Un gang libre à égalité avec le plus riche gagne
desp-option-tie-wins-tip = Un gang dont tous les desperados sont libres gagne quand il devient le plus riche : avec cette option, une égalité en tête suffit.
# $action-alike, $misere, $tie-wins : option-yes ou option-no.
desp-options = À cette table : ${ $money } chacun ; faces Action dans les brelans et carrés : { $action-alike } ; une misère attend le troisième lancer : { $misere } ; une égalité ultérieure gagne : { $tie-wins }.

## Les boutons

desp-coach-keep = Coach : garde { $kept } et relance
desp-hint-tip = Le choix du bot Difficile, du point de vue de ta place.
desp-button-reroll = { $dice ->
        [one] Relancer { $dice } dé
       *[other] Relancer { $dice } dés
    } (R) · { $left ->
        [one] { $left } lancer restant
       *[other] { $left } lancers restants
    }
desp-button-reroll-tip = Relance tous les dés qui ne sont pas mis de côté ; appuie sur un dé pour le garder.
desp-kept-none = aucun dé
desp-kept-dice = { $count ->
        [one] le dé { $dice }
       *[other] les dés { $dice }
    }
desp-do-reroll = { $dice ->
        [one] Relancer { $dice } dé
       *[other] Relancer { $dice } dés
    }
desp-do-act = Agir : { $actions ->
        [one] une action
       *[other] { $actions } actions
    } pour { $desperados }
desp-do-draw-four = Carré : piocher 4, en garder 2
desp-do-draw-three = Brelan : piocher 3, en garder 1
desp-do-draw-misere = Misère : piocher 1
desp-do-let-it-be = Laisser faire
desp-do-end-turn = Finir le tour
desp-do-nothing = Rien à faire : finir le tour
desp-do-notch = { $desperado } : un cran (encore { $left })
# Seuls Poing, Couteau, Pistolet et Deux-pistolets attaquent : tous masculins.
desp-do-attack = Le { $desperado } attaque
desp-do-brains-take = Le Cerveau prend ${ $amount } à la banque
desp-do-brains-each-pays = Cerveau : chaque adversaire paie ${ $amount }
desp-do-brains-help = Le Cerveau aide { $desperado ->
        [Bouteille] la Bouteille
       *[other] le { $desperado }
    }
desp-do-keep = Garder { $card }
desp-do-keep-two = Garder { $card } et { $second }
desp-do-play = Jouer { $card }
desp-do-play-reroll = { $card } : relancer le dé { $die }
desp-do-play-turn-die = { $card } : dé { $die } sur { $face }
desp-do-play-notch = { $card } : un cran pour { $desperado ->
        [Bouteille] la Bouteille
       *[other] le { $desperado }
    }

## La table

desp-nick-brains = Cerveau
desp-nick-boss = Boss
# Les mots sur les dés.
desp-face-action = ACTION
desp-face-brains = CERVEAU
desp-face-fist = POING
desp-face-knife = COUTEAU
desp-face-pistol = PISTOLET
desp-face-boss = BOSS
# Sous le disque d'un desperado : le nom que lui donne la table, et celui du fichier de règles.
desp-disc-label = { $nickname }
    { $name }
desp-status-broke = À SEC
desp-status-money = ${ $money }
desp-plate = { $name }
    { $gang }
    { $status }  ·  cartes : { $cards }
desp-felt-bank = Banque ${ $money }
desp-felt-deck = pioche { $deck }
    défausse { $discards }
desp-disc-free = LIBRE
desp-disc-free-attack = LIBRE ${ $money }
desp-disc-left = encore { $left }
# Une carte Wild West en main : son nom et son texte, tirés du fichier de règles.
desp-card-drawn = PIOCHÉE
    { $name }
    { $text }
desp-card-held = { $name }
    { $text }
desp-prompt-answer = { $who ->
        [you] Tu fais agir
       *[other] { $who } fait agir
    } { $desperado ->
        [Bouteille] la Bouteille
       *[other] le { $desperado }
    }. Réponds avec une carte, ou laisse faire.
desp-keep-keys = Clique sur un dé (ou appuie sur 1–4)
desp-keep-pad = Va sur un dé et appuie sur [{ $choose }]
desp-prompt-roll = { $how } pour le mettre de côté, et relance les autres ({ $left ->
        [one] { $left } lancer restant
       *[other] { $left } lancers restants
    }) ; ou agis, ou pioche.
desp-prompt-act = { $actions ->
        [one] { $actions } action restante
       *[other] { $actions } actions restantes
    } : choisis qui agit.
desp-prompt-keep = Garde { $keep } des cartes piochées.

## Les bulles d'aide

desp-tip-face-action = une Action : une action pour un desperado dont tu as obtenu l'icône.
# $desperado : Cerveau, Poing, Couteau, Pistolet ou Boss, tous masculins.
desp-tip-face = le { $desperado } : une Action obtenue avec lui peut faire agir ton { $desperado } ; un brelan ou un carré fait piocher des cartes Wild West.
desp-tip-die-kept = {" "}Mis de côté : appuie pour le relancer aussi (touche { $key }).
desp-tip-die-rolls = {" "}Sera relancé : appuie pour le mettre de côté (touche { $key }).
desp-tip-die = Dé { $die } : { $meaning }{ $state }
# « Cerveau (Pedro) » : le nom que lui donne la table, et celui du fichier de règles.
desp-tip-desperado-named = { $nickname } ({ $name })
desp-tip-to-the-key = { $desperado } à { $left } de la clé
# $gang et $ability : le nom et le pouvoir du gang, tels que les donne le fichier de règles.
desp-tip-gang = { $who ->
        [you] Toi
       *[other] { $who }
    }, { $gang } : ${ $money }. { $ability }
desp-tip-gang-broke = { $who ->
        [you] Toi
       *[other] { $who }
    }, { $gang } : ${ $money }. Sans le sou : hors de la partie. { $ability }
desp-tip-jailed = En prison : { $desperados }.
desp-tip-free = En liberté : { $desperados }.
desp-tip-card-drawn = Carte piochée : garde-la ou non avec les boutons. { $name } : { $text }
desp-tip-card = { $name } : { $text }

desp-money-gained = +${ $amount }
desp-money-lost = −${ $amount }

## La page du téléphone : la main, la table, le classement et les choix, une ligne chacun

# $dice : les numéros des dés, en liste.
desp-phone-kept-aside = { $count ->
        [one] Dé { $dice } mis de côté
       *[other] Dés { $dice } mis de côté
    }
desp-phone-reroll = { $count ->
        [one] Relancer le dé { $dice }
       *[other] Relancer les dés { $dice }
    }
desp-phone-die = Dé { $die } : { $face }
desp-phone-rolling = { $who ->
        [you] Tu lances
       *[other] { $who } lance
    } { $count ->
        [one] un dé
       *[other] { $count } dés
    }.
desp-phone-choosing = { $who ->
        [you] Tu choisis
       *[other] { $who } choisit
    } : relancer, agir ou piocher ({ $left ->
        [one] { $left } lancer restant
       *[other] { $left } lancers restants
    }).
desp-phone-choosing-last = { $who ->
        [you] Tu choisis
       *[other] { $who } choisit
    } : agir ou piocher, sans lancer restant.
desp-phone-acting = { $who ->
        [you] Il te reste
       *[other] Il reste à { $who }
    } { $actions ->
        [0] aucune action
        [1] une action
       *[other] { $actions } actions
    }.
desp-phone-keeping = { $who ->
        [you] Tu as pioché
       *[other] { $who } a pioché
    } { $drawn ->
        [one] une carte
       *[other] { $drawn } cartes
    } et en { $who ->
        [you] gardes
       *[other] garde
    } { $keep }.
desp-phone-answer = Réponds-y avec une carte, ou laisse faire.
desp-phone-answer-waiting = { $count ->
        [one] Un gang peut
       *[other] { $count } gangs peuvent
    } y répondre avec une carte.
# $dials : desp-tip-jailed, ou desp-phone-all-free.
desp-phone-standing = { $who ->
        [you] Tu as
       *[other] { $who } a
    } ${ $money } et { $cards ->
        [0] aucune carte
        [1] une carte
       *[other] { $cards } cartes
    }. { $dials }
desp-phone-all-free = Tout le gang est libre.
# Sous un gang sur le téléphone : ses desperados encore en prison, et ses cartes en main.
desp-phone-jailed = { $count ->
        [0] Tous libres
        [1] Un en prison
       *[other] { $count } en prison
    }
desp-phone-cards = { $cards ->
        [0] Aucune carte
        [1] Une carte
       *[other] { $cards } cartes
    }
desp-phone-die-rolling = Dé { $die } : il roule
desp-phone-kept = Mis de côté
desp-phone-tap-to-keep = Touche un dé pour le mettre de côté, puis relance les autres.
desp-phone-can-act = Peut agir
# Au-dessus des faces sur lesquelles un Dé pipé peut mettre un dé.
desp-phone-faces = Touche ta carte, un dé, puis la face sur laquelle le mettre.
desp-phone-drawn = { $keep ->
        [1] Touche la carte à garder.
       *[other] Touche les { $keep } cartes à garder.
    }
# Les mots du fichier de règles tels quels : le texte d'une carte, le pouvoir d'un gang.
desp-phone-words = { $text }
# Une carte qui ne se joue pas maintenant, avec son texte qui dit quand la jouer.
desp-phone-not-now = Pas maintenant. { $text }
