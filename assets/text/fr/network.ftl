# Une table hébergée ailleurs, rejointe depuis cette fenêtre.

setup-remote = À distance
join-asking = Demande d'une place à la table de { $address }...
join-ended = La table est hors d'atteinte :
button-give-up = Abandonner
log-joined-table = Assis à la table de { $address } ; son hôte distribue et garde la partie.
log-seat-connected = { $seat } est à la table.
log-seat-free = La place de { $seat } attend son joueur.
log-seat-dropped = { $seat } a perdu la connexion.
log-seat-computer = L'ordinateur joue pour { $seat }.
log-connection-lost = La connexion à la table est perdue ; on redemande la place...
log-connection-back = De retour à la table.
status-dropped-wait = déconnecté · { $seconds } s
status-dropped = déconnecté · on l'attend
title-join = Rejoindre une table
join-title = Rejoindre une table
join-found-none = Aucune table n'est encore annoncée sur ce réseau.
join-found-table = { $game } · { $free } places libres sur { $seats } · { $address }
join-code-label = Code de la table :
join-code-hint = SECRET@ADRESSE, tel que l'écran de l'hôte l'affiche. Choisissez une table ci-dessus pour son adresse, puis tapez le secret devant.
join-not-a-code = Ce n'est pas un code de table : { $why }
join-no-discovery = Les tables de ce réseau ne peuvent pas être listées ({ $why }) ; un code permet toujours de rejoindre.
button-join = Rejoindre
join-asking-watch = Demande à la table de { $address } de regarder la partie...
status-free = place libre
