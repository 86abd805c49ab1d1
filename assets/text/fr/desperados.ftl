# Desperados of Dice Town : les dés, les desperados, et les lignes du journal.

desp-bottle = Bouteille
desp-fist = Poing
desp-knife = Couteau
desp-pistol = Pistolet
desp-boss = Deux-pistolets
desp-action = Action
# Une carte Wild West, sous le nom que lui donne le fichier de règles.
desp-card-name = { $name }

desp-gang-seated = { $who ->
        [you] Tu t'installes et obtiens
       *[other] { $who } s'installe et obtient
    } { $dice }.
# Un desperado prend l'article de son nom : la Bouteille, le Couteau (sélection sur $desperado).
desp-escaped = { $who ->
        [you] Tu fais évader
       *[other] { $who } fait évader
    } { $desperado ->
        [Bouteille] la Bouteille
       *[other] le { $desperado }
    }.
desp-gang-free = { $who ->
        [you] Tout ton gang est libre, mais quelqu'un est plus riche.
       *[other] Tout le gang de { $who } est libre, mais quelqu'un est plus riche.
    }
desp-turn-started = Tour { $turn } : { $who ->
        [you] tu lances
       *[other] { $who } lance
    }.
desp-rolled = { $who ->
        [you] Tu obtiens
       *[other] { $who } obtient
    } { $dice }.
desp-acting = { $who ->
        [you] Tu agis
       *[other] { $who } agit
    } avec { $actions ->
        [one] une action
       *[other] { $actions } actions
    }.
desp-drawing = { $who ->
        [you] Tu pioches
       *[other] { $who } pioche
    } { $draw ->
        [one] une carte Wild West
       *[other] { $draw } cartes Wild West
    } pour en garder { $keep }.
desp-kept = { $who ->
        [you] Tu gardes
       *[other] { $who } garde
    } { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }.
desp-draw-done = { $who ->
        [you] Tu as fini
       *[other] { $who } a fini
    } de piocher.
desp-discarded = { $who ->
        [you] Tu défausses
       *[other] { $who } défausse
    } { $cards ->
        [one] une carte
       *[other] { $cards } cartes
    } face visible.
desp-reshuffled = La défausse est mélangée : nouvelle pioche de { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }.
desp-declared = { $who ->
        [you] Tu fais agir
       *[other] { $who } fait agir
    } { $desperado ->
        [Bouteille] la Bouteille
       *[other] le { $desperado }
    }.
desp-brains-help = { $who ->
        [you] Tu envoies
       *[other] { $who } envoie
    } le Cerveau aider { $desperado ->
        [Bouteille] la Bouteille
       *[other] le { $desperado }
    }.
desp-card-played = { $who ->
        [you] Tu joues
       *[other] { $who } joue
    } une carte Wild West.
desp-card-played-reroll = { $who ->
        [you] Tu joues une carte Wild West et relances
       *[other] { $who } joue une carte Wild West et relance
    } le dé { $die }.
desp-card-played-turn-die = { $who ->
        [you] Tu joues une carte Wild West et mets
       *[other] { $who } joue une carte Wild West et met
    } le dé { $die } sur la face { $face }.
desp-card-played-notch = { $who ->
        [you] Tu joues
       *[other] { $who } joue
    } une carte Wild West pour { $desperado ->
        [Bouteille] la Bouteille
       *[other] le { $desperado }
    }.
desp-cancelled = { $who ->
        [you] Tu annules
       *[other] { $who } annule
    } l'action avec une carte.
desp-blocked = { $who ->
        [you] Tu bloques
       *[other] { $who } bloque
    } l'attaque avec une carte.
# Seuls Poing, Couteau, Pistolet et Deux-pistolets attaquent : tous masculins.
desp-attack-nobody = { $who ->
        [you] Ton { $desperado }
       *[other] Le { $desperado } de { $who }
    } attaque : personne n'est exposé.
desp-attack = { $exposed ->
        [you] { $who ->
            [you] Ton { $desperado } t'attaque
           *[other] Le { $desperado } de { $who } t'attaque
        }
       *[other] { $who ->
            [you] Ton { $desperado } attaque
           *[other] Le { $desperado } de { $who } attaque
        } { $exposed }
    }.
desp-ability = { $who ->
        [you] Tu utilises
       *[other] { $who } utilise
    } le pouvoir du Cerveau ({ $use ->
        [1] première fois
        [2] deuxième fois
        [3] troisième fois
       *[other] encore une fois
    } ce tour).
desp-paid = { $from ->
        [you] Toi
       *[other] { $from }
    } → { $to ->
        [you] toi
       *[other] { $to }
    } : ${ $amount }.
desp-paid-by-bank = La banque → { $to ->
        [you] toi
       *[other] { $to }
    } : ${ $amount }.
desp-paid-to-bank = { $from ->
        [you] Toi
       *[other] { $from }
    } → la banque : ${ $amount }.
desp-out = { $who ->
        [you] Tu n'as plus un sou et quittes
       *[other] { $who } n'a plus un sou et quitte
    } la partie.
desp-won-freed-while-richest = { $winners ->
        [you] Tu as libéré tout ton gang avec la plus grosse fortune : tu gagnes !
       *[other] { $winners } { $count ->
            [one] a libéré tout son gang avec la plus grosse fortune et gagne
           *[other] ont libéré leurs gangs avec la plus grosse fortune et gagnent
        } !
    }
desp-won-richest-later = { $winners ->
        [you] Ton gang est libre et tu as maintenant la plus grosse fortune : tu gagnes !
       *[other] { $winners }, gang libre, { $count ->
            [one] a maintenant la plus grosse fortune et gagne
           *[other] ont maintenant la plus grosse fortune et gagnent
        } !
    }
desp-won-last-standing = { $winners ->
        [you] Ton gang est le dernier en lice : tu gagnes !
       *[other] { $winners } { $count ->
            [one] a le dernier gang en lice et gagne
           *[other] ont les derniers gangs en lice et gagnent
        } !
    }
desp-won-turn-limit = Limite de tours atteinte : { $winners ->
        [you] tu as la plus grosse fortune et gagnes.
       *[other] { $winners } { $count ->
            [one] a la plus grosse fortune et gagne
           *[other] ont la plus grosse fortune et gagnent
        }.
    }

desp-hidden-hand = { $who ->
        [you] Toi
       *[other] { $who }
    } : { $cards }
desp-hidden-deck = La pioche ({ $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }), ensuite : { $next }

## La table

desp-banner-takes-dice = { $who ->
        [you] Tu prends
       *[other] { $who } prend
    } les dés
desp-result-freed-while-richest = Tout le gang s'est évadé, avec la plus grosse fortune de la ville.
desp-result-richest-later = Tout le gang était libre ; puis l'argent a suivi.
desp-result-last-standing = Tous les autres gangs ont fait faillite.
desp-result-turn-limit = Limite de tours : le gang le plus riche prend la ville.
desp-result-detail = { $how }{ $bank ->
        [0] {""}
       *[other] {" "}La banque détient ${ $bank }.
    }
desp-standing-broke = { $who ->
        [you] Toi
       *[other] { $who }
    } : sans le sou
desp-standing = { $who ->
        [you] Toi
       *[other] { $who }
    } : ${ $money }, { $free ->
        [one] { $free } libre
       *[other] { $free } libres
    } sur 5
