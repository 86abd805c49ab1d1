# La démo : la barre du présentateur, la carte des règles, ce que voit le public.

presenter-on-repeat = en boucle
presenter-game-of = jeu { $at } sur { $games }
presenter-heading = Démo : { $game }, { $order }
presenter-watching = Spectateur : { $game } à { $address }
# Un bouton de la barre et sa touche : « Avancer (F6) ».
presenter-button = { $label } ({ $key })
presenter-play = ▶ Lecture
presenter-pause = Pause
presenter-step = Avancer
presenter-slower = Plus lent
presenter-faster = Plus vite
presenter-next-game = Jeu suivant
presenter-restart = Recommencer
presenter-take-seat = Prendre une place
presenter-seats-taken = { $seats ->
        [one] { $seats } place prise
       *[other] { $seats } places prises
    } : la prochaine décision est à toi
audience-hidden = Ce que les joueurs ne voient pas
# $profile : comment se joue la partie de la démo, tel que le dit le fichier de règles.
showcase-seats = { $seats ->
        [one] { $seats } joueur ordinateur.
       *[other] { $seats } joueurs ordinateur.
    } { $profile }
showcase-starting-in = Début dans { $seconds } s
showcase-start-now = Commencer ({ $key })

showcase-full-match = La partie complète.
showcase-duel-profile = À cette table, le premier à { $dollars } $ gagne.
showcase-loo-profile = { $rounds ->
        [one] Un tour : chacun des { $players } joueurs distribue une fois.
       *[other] { $rounds } tours : chacun des { $players } joueurs distribue { $rounds } fois.
    }
showcase-desperados-profile = Après { $turns } tours, le gang le plus riche gagne, à moins qu'un gang ne soit libéré avant.
