# Une place tenue sur un téléphone : les mots de la page, et ce que l'hôte dit au téléphone.

phone-page-pick-seat = Choisissez votre place
phone-page-your-name = Votre nom
phone-page-take-seat = S'asseoir ici
phone-page-hand = Votre main
phone-page-table = Sur la table
phone-page-standings = Classement
phone-page-events = Dernièrement
phone-page-choices = À vous de jouer
phone-page-language = Langue
phone-page-reconnecting = Reconnexion à la table...
phone-page-lost = Impossible de joindre la table. Vérifiez le Wi-Fi, puis rechargez la page.
phone-page-cover = Couvrir
phone-page-uncover = Touchez pour voir votre main
phone-page-clear = Recommencer
phone-page-in-words = La table en mots
# A seat's name under its portrait.
phone-seat-name = { $who ->
        [you] Toi
       *[other] { $who }
    }
phone-your-turn = À vous !
phone-waiting-for = En attente de { $seats }
phone-waiting = En attente...
phone-over-won = { $winners ->
        [you] Vous avez gagné la partie !
       *[other] { $winners } gagne la partie.
    }
phone-over-draw = La partie se termine par une égalité.
phone-held-computer = l'ordinateur joue
phone-held-free = attend un joueur
phone-held-by-code = attend un joueur qui rejoint par le code
phone-held-here = à la table
phone-table-closed = La table est fermée.
phone-refused-too-slow = Le téléphone a mis trop de temps à se connecter. Rechargez la page.
phone-refused-garbled = La table n'a pas pu lire ce message.
phone-refused-version = La table parle la version { $host } du téléphone et cette page la version { $phone }. Rechargez la page.
phone-refused-wrong-secret = Cette adresse porte un mauvais code de table. Scannez de nouveau le code de la table.
phone-refused-flooding = Trop de messages, trop vite.
phone-refused-not-your-seat = Cette place est gardée pour le joueur qui l'a prise.
phone-refused-seated-already = Ce téléphone occupe déjà une place.
phone-refused-no-such-seat = La table n'a pas cette place de téléphone.
phone-refused-seat-taken = Quelqu'un vient de prendre cette place. Choisissez-en une autre.
phone-refused-taken-back = Votre place a été reprise sur un autre téléphone ou onglet.
phone-refused-not-seated = Prenez d'abord une place.
phone-refused-no-such-choice = Ce choix n'est pas ouvert maintenant.
phone-refused-stale = La table a avancé : choisissez de nouveau.
phone-refused-not-to-move = Ce n'est pas votre tour.
phone-refused-decided = Vous avez déjà décidé.
phone-refused-over = La partie est terminée.
phone-refused-computer-took = Vous êtes resté absent trop longtemps : l'ordinateur joue votre place.
