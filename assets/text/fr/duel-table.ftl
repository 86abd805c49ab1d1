# La table de Duel : les options, les plaques, les invites, les effets et les bulles d'aide.

duel-option-rules = Règles
duel-option-rules-tip = Sphinx : un Pistolet ne protège que des Pistolets, un Fusil que des Fusils ; la Barricade revient en main après usage.
duel-standard = Standard
duel-sphinx = Sphinx (édition allemande)
duel-options-sphinx = À cette table : la variante Sphinx (édition allemande) : une arme ne protège que de sa propre sorte, et la Barricade revient en main après usage.
duel-coach-chance = { $chance }%
    pour le $
duel-coach-chance-and-mix = { $chance }%
    pour le $
    jouée { $mix }%
duel-status-down = à terre
duel-status-cards = { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }
# P, F, B, R : les initiales de Pistolet, Fusil, Barricade et Recharge, devant le nombre en main.
duel-plate = { $name }
    ${ $dollars }   { $status }
    P{ $pistols } F{ $rifles } B{ $barricades } R{ $reloads }
duel-prompt-empty-handed = Plus de cartes : tu recharges.   [{ $confirm }] feu
# $pick : le choix tel que l'entend qui le fait (« Tu tires au Pistolet sur Kate »).
duel-prompt-lock-in = { $pick }   [{ $confirm }] valider{ $how }
duel-prompt-pick = Choisis une carte : { $how }
# $cards: the keys of the cards that may be played now, each a duel-pick-key.
duel-pick-keys = { $cards }, ou clique dessus
duel-pick-key = [{ $key }] { $card }
duel-pick-pad = va dessus et appuie sur [{ $choose }]
duel-prompt-aim = Vise : { $how }
duel-aim-keys = clique sur un rival, ou va dessus avec [Tab] et appuie sur [{ $choose }]
duel-aim-pad = va sur un rival et appuie sur [{ $choose }]
duel-prompt-other-rival-keys = {"  ·  "}autre rival : [Tab] ou clique dessus
duel-prompt-other-rival-pad = {"  ·  "}autre rival : va dessus
duel-effect-reloads = { $cards ->
        [one] recharge : +{ $cards } carte
       *[other] recharge : +{ $cards } cartes
    }
duel-effect-hit = TOUCHÉ !
duel-effect-missed = raté : en mouvement
duel-effect-barricade = derrière la barricade
duel-button-draw = Feu ! ({ $key })
duel-button-draw-tip = Valide la carte levée, et sa cible pour une arme.
duel-hint-tip = Les chances de chaque carte de gagner le dollar de ce duel, de ton point de vue.
duel-button-next-target = Cible suivante
duel-button-next-target-tip = Vise avec l'arme levée le rival suivant encore debout.
duel-tip-hand = { $card } : { $rule } Tu en as { $held }. Touche { $key }.
duel-standing-up = debout
duel-standing-down = à terre pour ce duel
duel-tip-plate = { $who ->
        [you] Toi
       *[other] { $who }
    } : { $standing }, ${ $dollars } sur ${ $to-win }. En main : { $pistols ->
        [one] { $pistols } Pistolet
       *[other] { $pistols } Pistolets
    }, { $rifles ->
        [one] { $rifles } Fusil
       *[other] { $rifles } Fusils
    }, { $barricades ->
        [one] { $barricades } Barricade
       *[other] { $barricades } Barricades
    }, { $reloads ->
        [one] { $reloads } Recharge
       *[other] { $reloads } Recharges
    }.
duel-tip-plate-master = { $who ->
        [you] Toi, qui mènes le duel
       *[other] { $who }, qui mène le duel
    } : { $standing }, ${ $dollars } sur ${ $to-win }. En main : { $pistols ->
        [one] { $pistols } Pistolet
       *[other] { $pistols } Pistolets
    }, { $rifles ->
        [one] { $rifles } Fusil
       *[other] { $rifles } Fusils
    }, { $barricades ->
        [one] { $barricades } Barricade
       *[other] { $barricades } Barricades
    }, { $reloads ->
        [one] { $reloads } Recharge
       *[other] { $reloads } Recharges
    }.
duel-tip-aimed-at = Dans ta mire : appuie encore pour valider ton choix.
duel-tip-aim-here = Appuie pour viser ici avec une arme.
duel-face-master = MAÎTRE
duel-face-pistol = PISTOLET
duel-face-rifle = FUSIL
duel-face-barricade = BARRICADE
duel-face-reload = RECHARGE
duel-face-alive = VIVANT
duel-face-rip = RIP

## La page du téléphone : la table en mots

# $count : combien de cartes de ce genre sont en main.
duel-phone-hand-card = { $count ->
        [one] { $card }
       *[other] { $card } ×{ $count }
    }
# $seats : les pistoleros encore debout, en liste.
duel-phone-shootout = Fusillade { $shootout }. Encore debout : { $seats ->
        [you] toi
       *[other] { $seats }
    }.
# $cards : les cartes en main, chacune un duel-phone-hand-card, en liste.
duel-phone-rival-holds = { $who ->
        [you] Tu as
       *[other] { $who } a
    } en main : { $cards }.
duel-phone-rival-empty = { $who ->
        [you] Tu n'as
       *[other] { $who } n'a
    } plus de cartes.
# $standing : duel-standing-up ou duel-standing-down.
duel-phone-standing = { $who ->
        [you] Toi
       *[other] { $who }
    } : ${ $dollars } sur ${ $to-win }, { $standing }
# Sous le portrait d'un rival : ses dollars, sur ceux qu'il faut pour gagner.
duel-phone-dollars = ${ $dollars } sur ${ $to-win }
# Sous une arme retournée à la dernière fusillade : sur qui elle a tiré.
duel-phone-at = sur { $target ->
        [you] toi
       *[other] { $target }
    }
# Au-dessus des choix de la dernière fusillade, retournés.
duel-phone-showdown = La dernière fusillade
duel-phone-down = Tu es à terre pour ce duel : tu reviens au suivant.
# Pourquoi un rival ne peut pas être visé.
duel-phone-no-gun = Tu n'as aucune arme pour tirer.
