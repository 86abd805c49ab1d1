# Ce que partagent toutes les tables : les invites, le coach, la colonne de boutons.

status-thinking = réfléchit...
status-ready = a choisi
status-none = {""}
prompt-waiting-for = { $seats ->
        [you] On t'attend...
       *[other] On attend { $seats }...
    }
prompt-fast-forward = Que des ordinateurs en jeu : ×{ $times }
prompt-seat-asked = { $seat } : { $ask }
coach-thinking = Le coach réfléchit...
coach-best = Coach : { $best }
button-lock-in = Valider ({ $key })
button-hint = Indice ({ $key })
option-on = oui
option-off = non
button-coach-thinking = Coach : réflexion...
option-yes = oui
option-no = non
# Un nombre seul, tel qu'une liste de nombres le montre.
number = { $n }
log-replay-at = Replay : décision { $decision } sur { $decisions }.
button-menu = Menu ({ $key })
button-menu-tip = Pause : continuer, les règles, les réglages, quitter (les règles : { $rules-key })
button-take-back = Reprendre ({ $key })
button-take-back-tip = Annule ta dernière décision, si les règles le permettent.
take-back-nothing-yet = Rien à reprendre : tu n'as encore rien décidé.
take-back-chance-since = Ta dernière décision tient : le hasard a joué depuis.
take-back-others-since = Ta dernière décision tient : un autre joueur a décidé depuis.
take-back-together = Ta dernière décision tient : elle a été prise avec celles des autres.
take-back-revealed = Ta dernière décision tient : elle a montré quelque chose de caché.
cover-reveal = Appuie sur { $key } ou clique quand personne d'autre ne regarde.
cover-pass-to = Passe l'écran à { $name }
frame-rate = { $fps } fps · { $ms } ms
frame-rate-measuring = mesure...
