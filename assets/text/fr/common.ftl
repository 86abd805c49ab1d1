# Les mots que partagent tous les écrans et tous les jeux.
#
# Un argument de place ($who, $target, …) est le nom du joueur, ou le sélecteur "you" pour
# l'humain seul à la table, afin que le verbe s'accorde :
#   { $who -> [you] Tu joues *[other] { $who } joue }
# Une liste de places ($winners, …) qui ne contient que l'humain seul vaut "you" aussi.

seat-you = Toi
# L'humain seul dans une liste de noms : « Kate, toi ».
seat-you-in-list = toi
seat-player = Joueur { $number }
list-separator = {", "}
# La fin d'une liste : « Kate, Bill et toi ».
list-last = { $head } et { $last }

## L'écran des résultats

result-wins = { $who ->
        [you] Tu gagnes !
       *[other] { $who } gagne !
    }
result-share = { $winners ->
        [you] Tu gagnes !
       *[other] { $winners } se partagent la victoire
    }

## Les noms des jeux, par leur id en ligne de commande ($english : le nom anglais)

game-title = { $id ->
        [loot-shoot-whiskey] Loot Shoot Whiskey
        [three-card-loo] Three-card Loo
        [duel] Duel: Once Upon a Game in the West
        [desperados] Desperados of Dice Town
       *[other] { $english }
    }

## Le journal de la table, et le lecteur de replays

log-title = Journal
log-new-match = Nouvelle partie, graine { $seed } : { $seats }.
log-replay-of = Replay de { $file }.
log-resumed = Partie reprise après { $decisions ->
        [one] { $decisions } décision
       *[other] { $decisions } décisions
    }.
log-taken-back = { $who ->
        [you] Tu reprends
       *[other] { $who } reprend
    } la dernière décision.
report-no-folder = Aucun dossier de données où écrire un rapport.
report-written = Un rapport de cette partie est écrit dans { $path }.
report-failed = Impossible d'écrire le rapport dans { $path } : { $error }
replay-heading = Replay de { $game } : { $status }
replay-status = décision { $decision } sur { $decisions }
replay-status-end = fin
replay-back = ◀ Reculer (Left)
replay-pause = Pause (Space)
replay-play = Lecture (Space)
replay-step = Avancer ▶ (Right)
replay-seen-from = Vu par : { $name }
replay-next-seat = ▶ (Tab)
replay-hidden = Toutes les cartes cachées
