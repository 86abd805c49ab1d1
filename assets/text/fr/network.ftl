# Une table hébergée ailleurs, rejointe depuis cette fenêtre.

setup-remote = À distance
join-asking = Demande d'une place à la table de { $address }...
join-ended = La table est hors d'atteinte :
host-failed = La table n'a pas pu être ouverte au réseau :
join-refused = L'hôte a refusé :
refusal-wrong-code = le code de la table est faux.
refusal-table-full = toutes les places de la table sont prises. Tu peux la regarder à la place.
refusal-no-room-to-watch = la table n'a plus de place pour un spectateur.
refusal-not-your-seat = cette place est gardée pour le joueur qui l'a prise.
refusal-version = l'hôte utilise la version { $host } du protocole et ce Saloon la { $client } : les deux doivent utiliser le même Saloon.
button-give-up = Abandonner
log-joined-table = Assis à la table de { $address } ; son hôte distribue et garde la partie.
log-watching-table = Spectateur de la table de { $address }, sans place : son hôte distribue et garde la partie.
log-seat-connected = { $seat } est à la table.
log-seat-free = La place de { $seat } attend son joueur.
log-seat-dropped = { $seat } a perdu la connexion.
log-seat-computer = L'ordinateur joue pour { $seat }.
log-connection-lost = La connexion à la table est perdue ; on redemande la place...
log-connection-lost-watching = La connexion à la table est perdue ; on s'y reconnecte pour regarder...
prompt-host-gone = L'hôte est parti. On attend son retour...
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
setup-host = Ouvrir cette table
setup-host-one-here = Une table ouverte n'assoit qu'un joueur devant cet écran : mettez les autres à distance.
setup-after-wait = Si un joueur décroche :
setup-after-wait-computer = l'ordinateur après 1 min
setup-after-wait-pause = la table l'attend
host-code-heading = Code pour rejoindre : lisez-le aux joueurs, ou envoyez-le
host-code-copy = Copier le code
host-code-copied = Copié
host-code-hide = Masquer
host-code-show = Code pour rejoindre
host-seats-free = { $count ->
        [0] Toutes les places sont prises.
        [one] Une place attend son joueur.
       *[other] { $count } places attendent leurs joueurs.
    }
host-not-announced = Absente de la liste du réseau ({ $why }) : donnez le code entier, adresse comprise.
title-host-again = Rouvrir la table
title-host-again-other = Rouvrir { $game }
title-back-to-seat = Reprendre votre place
title-forget-seat = Abandonner cette place : l'accueil ne la proposera plus
button-watch = Regarder
join-watch-hint = Regarder ne prend aucune place : la table telle que la salle la voit, sous-titrée, pour un projecteur.
