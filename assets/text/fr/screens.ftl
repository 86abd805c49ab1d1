# Les écrans autour des tables : le titre, la préparation, le menu pause, les réglages,
# les résultats et les parties gardées.

button-back = Retour

## La préparation

setup-players = Joueurs :
setup-computer-players = Joueurs ordinateur :
setup-easy = Facile
setup-medium = Moyen
setup-hard = Difficile
setup-human = Humain
setup-computer = Ordinateur
setup-seat = Place { $seat } :
# Le nom d'une option devant ses choix : « Règles : ».
setup-option = { $label } :
setup-seed = Graine (vide pour un mélange neuf) :
setup-seed-invalid = Une graine est un nombre entier, à partir de 0.
setup-how-to-play = Comment jouer
setup-deal = Distribuer

## Le menu pause

pause-title = Pause
pause-resume = Continuer
pause-rules = Règles
pause-report = Signaler un problème (F9)
pause-quit = Quitter vers l'écran titre
pause-rules-title = Règles — { $game }

## Les réglages (chacun commence par une icône qui se lit dans toutes les langues)

settings-title = Réglages
settings-done = Terminé
settings-language = 🌐 Langue
# La langue du système, nommée dans cette langue : « Système (Español) ».
settings-language-system = Système ({ $language })
settings-animation-speed = ⏩ Vitesse des animations { $value }×
settings-animation-speed-tip = La vitesse à laquelle cartes, dés et bannières bougent et restent affichés
settings-reduced-motion = 🕊 Mouvements réduits
settings-reduced-motion-tip = Ni secousses, ni éclairs, ni fumée, ni poussière ; cartes et dés bougent toujours
settings-computer-speed = 🖥 Vitesse de l'ordinateur { $value }×
settings-computer-speed-tip = La rapidité avec laquelle les joueurs ordinateur décident
settings-volume = 🔊 Volume { $value }%
settings-effects = 💥 Effets { $value }%
settings-music = 🎵 Musique
settings-percent = { $value }%
settings-ui-scale = 🔍 Taille de l'interface :
settings-ui-scale-tip = Plus grande pour les projecteurs, plus petite pour les petits portables
settings-fullscreen = ⛶ Plein écran (F11)
settings-four-colour = 🂡 Jeu de Loo à quatre couleurs
settings-four-colour-tip = Carreau en bleu et trèfle en vert, dès la prochaine table de Loo
settings-showcase-idle = { $seconds ->
        [0] ⏱ Démo après inactivité : jamais
       *[other] ⏱ Démo après { $seconds } s d'inactivité
    }
settings-showcase-idle-tip = L'écran titre laissé seul aussi longtemps lance la démo ; 0 ne la lance jamais
settings-matches-kept = 💾 Parties gardées { $matches }
settings-matches-kept-tip = Les parties terminées gardées pour être revues ; les plus anciennes partent en premier

## Les parties gardées, les avis et les résultats

kept-title = Parties gardées
kept-explained = { $matches ->
        [0] Aucune partie terminée n'est gardée (le nombre se règle dans le menu pause).
        [one] La dernière partie terminée avec un humain à la table est gardée (le nombre se règle dans le menu pause).
       *[other] Les { $matches } dernières parties terminées avec un humain à la table sont gardées (le nombre se règle dans le menu pause).
    }
kept-none = Aucune pour l'instant : termine une partie, et elle sera ici.
kept-watch = Regarder
notice-file-refused = Un fichier a été refusé ; on joue avec les valeurs par défaut intégrées :
notice-error-in-file = { $file } : { $problem }
notice-error-at = { $file }, ligne { $line }, colonne { $column } : { $problem }
button-dismiss = Fermer
results-seed = Graine { $seed }
results-rematch = Revanche (nouveau mélange)
results-to-title = Retour à l'écran titre

## Le titre

title-tagline = Quatre jeux du Far West autour d'une table
title-continue = Continuer
    { $game }
# Another game's match under way, on a small button below the latest's.
title-continue-other = Continuer { $game }
title-showcase = Démo : les ordinateurs jouent
title-kept-matches = Revoir une partie gardée
title-settings = Réglages
title-leave = Quitter le saloon
# $problem : ce qui n'allait pas dans le fichier, tel que le lecteur l'a trouvé.
save-unreadable = Ta partie en cours n'a pas pu être lue : { $problem }. { $kept }
save-kept-as = Elle est gardée sous { $path }, et une nouvelle partie ne l'écrasera pas.
save-kept-as-short = gardé sous { $path }
save-not-moved = Impossible de la mettre de côté ({ $error }) ; elle est toujours sous { $path }.

kept-match = { $when } · { $game } : { $details }
kept-match-undated = { $game } : { $details }
kept-details = { $seats } places{ $bots }, { $decisions } décisions, { $outcome }
kept-no-bots = {""}
kept-bots = {" "}({ $runs })
kept-bot-run = { $count ->
        [one] { $bot }
       *[other] { $count } { $bot }
    }
kept-unfinished = inachevée
kept-draw = égalité
kept-won-by = gagnée par { $winners }
bot-random = hasard
bot-heuristic = heuristique
bot-easy = facile
bot-medium = moyen
bot-hard = difficile

## La fenêtre qui ne peut pas s'ouvrir, dit dans le terminal avant le démarrage du moteur.

window-no-display = Saloon ne peut pas ouvrir sa fenêtre : il n'y a pas d'écran ici (ni DISPLAY ni WAYLAND_DISPLAY n'est défini). Lancez-le depuis une session de bureau. Sans fenêtre, `saloon host`, `saloon join CODE --bot` et `saloon sim` fonctionnent toujours.
window-no-vulkan = Saloon ne peut pas ouvrir sa fenêtre : aucun pilote Vulkan n'a répondu sur cette machine, et Saloon dessine avec Vulkan. Sous Debian ou Ubuntu, installez les pilotes de Mesa, dont l'un dessine sur n'importe quel processeur : sudo apt install mesa-vulkan-drivers. Avec une carte NVIDIA, installez son propre pilote. Sans fenêtre, `saloon host`, `saloon join CODE --bot` et `saloon sim` fonctionnent toujours.
