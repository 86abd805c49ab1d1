# Three-card Loo : les cartes, les annonces, et les lignes du journal.

loo-clubs = trèfle
loo-diamonds = carreau
loo-hearts = cœur
loo-spades = pique
# Les rangs portent leur article : loo-card donne « la dame de cœur », « l'as de pique ».
loo-two = le deux
loo-three = le trois
loo-four = le quatre
loo-five = le cinq
loo-six = le six
loo-seven = le sept
loo-eight = le huit
loo-nine = le neuf
loo-ten = le dix
loo-jack = le valet
loo-queen = la dame
loo-king = le roi
loo-ace = l'as
# Une carte en toutes lettres, avec son article : là où l'anglais écrit « the { $card } »,
# écrire { $card } seul. Ne jamais commencer une phrase par { $card }.
loo-card = { $rank } de { $suit }

loo-drop = Passer
loo-play = Jouer
loo-take-miss = Prendre la veuve
loo-defend-miss = Défendre la veuve

loo-deal = Donne { $deal } : { $dealer ->
        [you] tu distribues et mises
       *[other] { $dealer } distribue et mise
    } { $ante } ; le pot est à { $pool }.
loo-deal-single = Donne { $deal } : { $dealer ->
        [you] tu distribues et mises
       *[other] { $dealer } distribue et mise
    } { $ante } ; le pot est à { $pool } (pot simple).
loo-turned-up = On retourne { $card } : atout { $suit }.
loo-all-play-single = Pot simple : tout le monde joue.
loo-all-play-club-law = Loi du trèfle : tout le monde joue.
loo-declared-drop = { $who ->
        [you] Tu passes
       *[other] { $who } passe
    }.
loo-declared-play = { $who ->
        [you] Tu joues
       *[other] { $who } joue
    }.
loo-declared-take-miss = { $who ->
        [you] Tu prends
       *[other] { $who } prend
    } la veuve.
loo-declared-defend-miss = { $who ->
        [you] Tu défends
       *[other] { $who } défend
    } la veuve.
loo-pool-taken = { $who ->
        [you] Tu prends
       *[other] { $who } prend
    } le pot : { $amount }.
loo-card-played = { $who ->
        [you] Tu joues
       *[other] { $who } joue
    } { $card }.
loo-trick-won = { $who ->
        [you] Tu prends
       *[other] { $who } prend
    } la levée { $trick } : +{ $paid }.
loo-trick-to-miss = La veuve prend la levée { $trick } ; son tiers reste dans le pot.
loo-looed = { $who ->
        [you] Tu es bredouille et paies
       *[other] { $who } est bredouille et paie
    } { $paid }.
loo-busted-out = { $who ->
        [you] Tu es hors jeu
       *[other] { $who } est hors jeu
    }.
loo-match-over = La partie est terminée.

loo-hidden-hand = { $who ->
        [you] Toi
       *[other] { $who }
    } : { $cards ->
        [0] plus aucune carte
       *[other] { $hand }
    }
loo-hidden-hand-and-discards = { $who ->
        [you] Toi
       *[other] { $who }
    } : { $cards ->
        [0] plus aucune carte
       *[other] { $hand }
    } (échangé contre la veuve : { $discarded })
loo-hidden-miss = La veuve : { $cards }

## La table

loo-banner-deal = Donne { $deal } : { $dealer ->
        [you] tu distribues
       *[other] { $dealer } distribue
    }. Pot { $pool }, avec amendes
loo-banner-deal-single = Donne { $deal } : { $dealer ->
        [you] tu distribues
       *[other] { $dealer } distribue
    }. Pot { $pool }, sans amende
loo-banner-turned-up = On retourne { $card } : atout { $suit }
loo-banner-single = Pot simple : pas de veuve, tout le monde joue
loo-banner-club-law = Loi du trèfle : atout trèfle, tout le monde joue
loo-everyone-dropped = tout le monde a passé
loo-unopposed = sans adversaire
loo-chips-pool = +{ $amount } { $why }
loo-banner-pool-taken = { $who ->
        [you] Tu prends
       *[other] { $who } prend
    } le pot de { $amount } : { $why }
loo-chips-to-miss = la veuve : reste dans le pot
loo-chips-trick = +{ $paid }
loo-chips-looed = bredouille : -{ $paid }
loo-banner-busted-out = { $who ->
        [you] Tu n'as plus d'argent et quittes
       *[other] { $who } n'a plus d'argent et quitte
    } la table
loo-banner-won = { $winners ->
        [you] Tu rafles
       *[other] { $winners } { $count ->
            [one] rafle
           *[other] raflent
        }
    } la mise !
# $change : l'évolution du solde depuis le début, avec son signe (+12, -4).
loo-standing = { $who ->
        [you] Toi
       *[other] { $who }
    } : { $balance } ({ $change })
loo-result-detail = Après { $deals ->
        [one] une donne
       *[other] { $deals } donnes
    }, le plus gros solde gagne.{ $pool ->
        [0] {""}
        [one] {" "}Un jeton reste dans le pot.
       *[other] {" "}{ $pool } jetons restent dans le pot.
    }
