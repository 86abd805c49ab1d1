# Duel : les cartes, et les lignes du journal.

duel-pistol = Pistolet
duel-rifle = Fusil
duel-barricade = Barricade
duel-reload = Recharge

duel-rule-pistol = Tire sur un rival. Qui tire bouge et ne peut être touché ; une Barricade l'arrête.
duel-rule-rifle = Tire sur un rival, à travers une Barricade. Qui tire bouge et ne peut être touché.
duel-rule-barricade = À couvert : elle arrête le Pistolet, pas le Fusil.
duel-rule-reload = Si personne ne te tire dessus, tes cartes jouées reviennent en main. Sinon, tu tombes.

duel-started = Le duel { $duel } commence ; { $master ->
        [you] tu le mènes
       *[other] { $master } le mène
    }.
# $picks : les choix ci-dessous, en liste ; celui de l'humain seul se dit « Tu … ».
duel-revealed = Feu ! { $picks }.
duel-pick-pistol = { $who ->
        [you] Tu tires
       *[other] { $who } tire
    } au Pistolet sur { $target ->
        [you] toi
       *[other] { $target }
    }
duel-pick-rifle = { $who ->
        [you] Tu tires
       *[other] { $who } tire
    } au Fusil sur { $target ->
        [you] toi
       *[other] { $target }
    }
duel-pick-barricade = { $who ->
        [you] Tu te barricades
       *[other] { $who } se barricade
    }
duel-pick-reload = { $who ->
        [you] Tu recharges
       *[other] { $who } recharge
    }
duel-pick-empty-handed = { $who ->
        [you] Tu n'as plus de carte et recharges
       *[other] { $who } n'a plus de carte et recharge
    }
duel-shot-hit = { $target ->
        [you] { $shooter ->
            [you] Tu te touches
           *[other] { $shooter } te touche
        }
       *[other] { $shooter ->
            [you] Tu touches
           *[other] { $shooter } touche
        } { $target }
    }.
duel-shot-missed-moving = { $target ->
        [you] { $shooter ->
            [you] Tu te rates
           *[other] { $shooter } te rate
        }
       *[other] { $shooter ->
            [you] Tu rates
           *[other] { $shooter } rate
        } { $target }
    } : en mouvement.
duel-shot-stopped = { $shooter ->
        [you] Tu touches
       *[other] { $shooter } touche
    } { $target ->
        [you] ta barricade
       *[other] la barricade de { $target }
    }.
duel-fell = { $who ->
        [you] Tu es à terre
       *[other] { $who } est à terre
    }.
duel-reloaded = { $who ->
        [you] Tu recharges
       *[other] { $who } recharge
    }, { $cards ->
        [one] une carte revient
       *[other] { $cards } cartes reviennent
    } en main.
duel-barricade-kept = { $who ->
        [you] Tu gardes
       *[other] { $who } garde
    } la barricade.
duel-won = { $who ->
        [you] Il ne reste que toi debout
       *[other] Il ne reste que { $who } debout
    } : ${ $dollars }.
duel-fallen-paid = { $who ->
        [you] Tu encaisses
       *[other] { $who } encaisse
    } quand même : ${ $dollars }.
duel-unpaid = Personne n'est payé pour ce duel.
duel-match-over = La partie est terminée.

## La table

duel-ready = Prêts...
duel-aim = En joue...
duel-draw = Feu !
duel-standing = { $who ->
        [you] Toi
       *[other] { $who }
    } : ${ $dollars }
duel-result-detail = ${ $target } en premier : la gâchette la plus rapide.
duel-banner-started = Duel { $duel } : { $master ->
        [you] tu le mènes
       *[other] { $master } le mène
    }
duel-banner-earns = { $who ->
        [you] Tu gagnes
       *[other] { $who } gagne
    } un dollar (${ $dollars })
duel-banner-nobody-left = Plus personne debout : pas de dollar
duel-banner-too-long = Le duel s'éternise : pas de dollar
duel-banner-won = { $winners ->
        [you] Tu files
       *[other] { $winners } { $count ->
            [one] file
           *[other] filent
        }
    } avec le magot !
