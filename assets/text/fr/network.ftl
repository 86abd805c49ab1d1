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
