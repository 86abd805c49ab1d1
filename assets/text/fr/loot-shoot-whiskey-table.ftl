# La table de Loot Shoot Whiskey : les étiquettes, les invites et les bulles d'aide.

# « Touche » est ici la carte touche : pour une touche du clavier, on dit « raccourci ».
lsw-tip-hand = { $rule } Raccourci : { $key }.
lsw-tip-placed = Ton { $card } pour la case { $slot } : appuie pour le reprendre.
lsw-tip-slot = Case { $slot } : { $card }, pour qui gagne son affrontement avec Butin.
lsw-tip-slot-this-pair = Case { $slot } (cette paire) : { $card }, pour qui gagne son affrontement avec Butin.
lsw-tip-slot-empty = Case { $slot } : vide.
lsw-tip-bottle-held = La bouteille de whisky. { $who ->
        [you] Tu l'as
       *[other] { $who } l'a
    }, gagnée { $streak ->
        [one] une fois
       *[other] { $streak } fois
    } d'affilée ; à { $to-empty } d'affilée, on la vide et on gagne.
lsw-tip-bottle-at-bar = La bouteille de whisky. Au comptoir ; à { $to-empty } d'affilée, on la vide et on gagne.
lsw-coach-pair = { $first } + { $second } { $percent }%
# $name : le nom de la place ; $status : status-thinking, status-ready ou rien.
lsw-scoreboard = { $name }  { $status }
    Pépites { $nuggets }/{ $nuggets-to-win }   Touches { $hits }/{ $hits-to-win }
    Raflées { $looted }
lsw-deck = Pioche : { $cards }
lsw-bottle-streak = { $streak } d'affilée
lsw-bottle-at-bar = Au comptoir
lsw-prompt-keys = [1] Butin   [2] Tir   [3] Whisky   ou clique sur une carte
lsw-prompt-pad = va sur une carte et appuie sur [{ $choose }]
lsw-prompt-choose = Choisis ta carte pour la case { $slot }   { $how }
lsw-prompt-lock-in = [{ $confirm }] valider   [{ $remove }] ou clique sur une carte posée pour la reprendre
lsw-lock-in-tip = Valide les deux cartes posées sur les cases de la paire.
lsw-hint-tip = Les trois meilleures paires, avec leurs chances de gagner.
# Les mots imprimés sur les cartes.
lsw-face-nuggets = PÉPITES
lsw-face-whiskey = WHISKY
lsw-face-bullet = BALLE
lsw-face-loot = BUTIN
lsw-face-shoot = TIR
lsw-face-whiskey-glass = WHISKY
lsw-face-hit = TOUCHE
lsw-discard = Défausse

## La page du téléphone : la table en mots

# $count : combien de cartes de ce genre la main tient.
lsw-phone-hand-card = { $count ->
        [one] { $card }
       *[other] { $card } ×{ $count }
    }
lsw-phone-round = Manche { $round } : on joue les cases { $first }–{ $second }.
lsw-phone-slot = Case { $slot } : { $card }.
# Un bouton : les deux cartes à valider, et la case de chacune.
lsw-phone-commit = { $first } sur la case { $first-slot }, { $second } sur la case { $second-slot }
# Under a slot of the saloon row.
lsw-phone-slot-number = Case { $slot }
# Over the pairs of cards just turned over.
lsw-phone-showdown = L'affrontement
# Under an outlaw's portrait: the score.
lsw-phone-score = { $nuggets ->
        [one] { $nuggets } pépite
       *[other] { $nuggets } pépites
    }, { $hits ->
        [one] { $hits } touche
       *[other] { $hits } touches
    }
lsw-phone-has-bottle = a la bouteille
