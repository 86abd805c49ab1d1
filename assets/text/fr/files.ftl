# Ce qui ne va pas dans un fichier refusé (un fichier de règles, les réglages, une partie
# enregistrée), dit à qui le modifie. Les noms du fichier restent tels que le fichier les
# écrit : les champs entre accents graves, les valeurs (Pistol, Limited(n), Random), les
# symboles, les codes de langue et les noms de fichiers ne se traduisent pas.

## La lecture d'un fichier

file-cannot-read = impossible de lire { $what ->
        [folder] le dossier
        [settings] les réglages
        [match] la partie enregistrée
       *[file] le fichier
    } : { $error }
file-not-utf8 = { $what ->
        [folder] le dossier
        [settings] les réglages
        [match] la partie enregistrée
       *[file] le fichier
    } : on attend du texte UTF-8, mais un octet n'en est pas
file-read-by-no-game = aucun jeu ne lit ce fichier ; on attend l'un de ceux-ci : { $files }
# $field : le champ de premier niveau en cause ; $expected : l'un des messages expected- ci-dessous.
file-field-expected = `{ $field }` : on attend { $expected }
file-problem-and-kept = { $problem } ({ $kept })

## Les erreurs de lecture de ron

ron-end-of-file = le fichier finit trop tôt : on en attend la suite
ron-expected-symbol = on attend `{ $symbol }`
ron-expected-kind = on attend { $kind ->
        [boolean] true ou false
        [integer] un nombre entier
        [number] un nombre
        [text] du texte entre guillemets
        [character] un caractère entre apostrophes
        [name] un nom
        [option] Some(…) ou None
       *[other] { $kind }
    }
ron-integer-out-of-bounds = on attend un nombre que ce champ peut contenir (celui-ci est trop grand ou trop petit)
ron-unexpected-char = on attend autre chose que `{ $found }` ici
ron-trailing-characters = on attend que le fichier se termine après sa `)` fermante
ron-unclosed-comment = on attend que le commentaire soit fermé
ron-no-such-variant = on attend une valeur parmi { $expected } (trouvé : `{ $found }`)
ron-no-such-field = on attend un champ parmi { $expected } (trouvé : `{ $found }`)
ron-missing-field = on attend le champ `{ $field }`, qui manque
ron-duplicate-field = on attend le champ `{ $field }` une seule fois (il est écrit deux fois)
# $expected et $found : les types, tels que ron les nomme.
ron-invalid-value = on attend { $expected } (trouvé : { $found })
ron-wrong-length = on attend { $expected } (trouvé : { $found })
# $detail : la description de ron elle-même, qui dit ce qui était attendu.
ron-detail = { $detail }
ron-unexpected = { $detail } (on attend une valeur au format du fichier)

## Ce qu'attendent les champs d'un fichier de règles

expected-at-least = au moins { $least } (trouvé : { $found })
# $field : un champ à l'intérieur d'un champ de premier niveau, comme le `rounds` de `showcase`.
expected-inside = { $field } : { $expected }
expected-because = { $expected } : { $reason }
expected-seats-up-to = de min_players à { $most } (trouvé : { $found })
reason-hands-in-one-deck = au-delà, les mains ne tiennent pas dans un seul jeu
expected-showcase-players = de min_players à max_players joueurs ({ $least } à { $most } ; trouvé : { $found })
expected-language-code = un code de langue parmi { $codes } (trouvé : "{ $found }")
expected-translated-words = "{ $code }" : un { $field } qui contienne des mots (l'un d'eux est vide)
expected-deck-fills-row = une pioche d'au moins { $least } cartes pour remplir la rangée (celle-ci en a { $found })
expected-nuggets-worth = des cartes pépites valant au moins 1 (trouvé : Nuggets(0))
# $reset : la valeur de hand_reset, telle que le fichier l'écrit.
expected-hand-for-reset = une main d'au moins { $least } cartes, puisque { $reset } en fait jouer { $least } avant de les reprendre (celle-ci en a { $found })
expected-tie-break-once = chaque départage une seule fois ({ $twice } figure deux fois)
expected-ante = au moins 1 jeton, sinon il n'y a jamais de pot à jouer (trouvé : 0)
expected-arranged-hands = une main par place, autant que la table a de places (entre min_players et max_players)
expected-loo-payment = Limited(n) ou Unlimited(cap: n) avec n au moins égal à 1 (trouvé : 0)
expected-a-gun = au moins un Pistol ou un Rifle, sinon on ne pourrait jamais toucher personne
expected-money-shared = au plus total_money / max_players = { $most }
expected-money-to-start = au moins $1 : un gang à $0 est hors jeu
expected-gang-count = de max_players à { $most } gangs (trouvé : { $found })
expected-gang-desperados = { $count } noms de desperados pour chaque gang, le Cerveau en premier
expected-ability-uses = de 1 à { $most } utilisations pour chaque pouvoir
expected-gang-choice = Random, ou Chosen avec un gang différent (un indice dans `gangs`) pour chacune des max_players places
expected-wild-west-deck = de 1 à { $kinds } sortes de cartes, de 4 à { $most } cartes en tout (trouvé : { $found })
expected-translated-gangs-and-cards = "{ $code }" : au plus un pouvoir pour chacun des { $gangs } gangs et une carte pour chacune des { $cards } de la pioche (trouvé : { $found-gangs ->
        [one] { $found-gangs } pouvoir
       *[other] { $found-gangs } pouvoirs
    } et { $found-cards ->
        [one] { $found-cards } carte
       *[other] { $found-cards } cartes
    })
expected-search-steps = iterations et rollout_steps valant au moins 1

## Les réglages

settings-refused = { $problem } ; on utilise les réglages par défaut (fichier { $kept })
settings-kept-as = gardé sous { $path }
settings-not-set-aside = impossible à mettre de côté : { $error }
# $using : les réglages en vigueur, tels que le fichier les écrit.
settings-brought-in-range = on attend speed et computer_speed dans 0.5..=4, les volumes dans 0..=1, ui_scale dans 0.75..=2, showcase_after_idle d'au plus { $idle } et replays_kept d'au plus { $kept } ; on utilise { $using }

## Une partie enregistrée

save-not-a-match = { $problem } (on attend une partie enregistrée)
save-other-game = une partie de { $found }, pas de { $game }
save-game-unknown = une partie d'un jeu que cette version ne connaît pas (`{ $game }`)
save-format-unknown = une sauvegarde au format { $found }, que cette version (format { $ours }) ne sait pas lire
save-rules-refused = les règles de la partie : { $problem }
save-seats-differ = { $seats ->
        [one] { $seats } place
       *[other] { $seats } places
    }, mais l'historique en compte { $recorded }
# $detail : pourquoi l'historique s'arrête, l'un des messages replay- ci-dessous.
save-does-not-replay = l'historique ne se rejoue pas : { $detail }
# $record et $game : les noms des jeux tels que le fichier les écrit.
replay-other-game = l'historique est une partie de `{ $record }`, pas de `{ $game }`
# $detail : le récit des règles elles-mêmes, tel qu'elles l'écrivent.
replay-no-table = les règles ne dressent aucune table pour elle ({ $detail })
# $refused : pourquoi les règles refusent l'étape, l'un des messages refused- ci-dessous.
replay-refused = étape { $step } : { $refused }
refused-match-over = la partie est terminée
refused-not-to-move = ce n'est pas à la place { $seat } de jouer
refused-wrong-seats = ce n'est pas un coup de chaque place qui doit jouer
refused-not-legal = ce coup n'est pas permis à la place { $seat } à ce moment
refused-chance-to-move = ce sont les dés ou le paquet qui décident, pas une place
refused-no-chance = ni les dés ni le paquet ne décident à ce moment
refused-impossible-chance = les dés ou le paquet ne peuvent pas tomber ainsi à cet endroit

## La vérification d'un dossier de règles en ligne de commande

# $folder : le dossier tel qu'il est donné sur la ligne de commande.
check-rules-valid = { $folder } : tous les fichiers de règles sont valides
check-rules-errors = { $count ->
        [one] { $count } erreur
       *[other] { $count } erreurs
    }
# $problem : l'endroit et le problème d'un fichier refusé, comme `fichier:ligne:colonne: problème`.
check-rules-on-defaults = { $problem } (la partie se joue avec les valeurs intégrées)
