# Lo que falla en un archivo rechazado (un archivo de reglas, los ajustes, una partida
# guardada), dicho a quien lo edita. Los nombres del propio archivo quedan como el archivo
# los escribe: los campos entre comillas invertidas, los valores (Pistol, Limited(n),
# Random), los símbolos, los códigos de idioma y los nombres de archivo no se traducen.

## Leer un archivo

file-cannot-read = no se puede leer { $what ->
        [folder] la carpeta
        [settings] los ajustes
        [match] la partida guardada
       *[file] el archivo
    }: { $error }
file-not-utf8 = { $what ->
        [folder] la carpeta
        [settings] los ajustes
        [match] la partida guardada
       *[file] el archivo
    }: se esperaba texto UTF-8 y hay un byte que no lo es
file-read-by-no-game = ningún juego lee este archivo; se esperaba uno de: { $files }
# $field: el campo de primer nivel en falta; $expected: uno de los mensajes expected- de abajo.
file-field-expected = `{ $field }`: se esperaba { $expected }
file-problem-and-kept = { $problem } ({ $kept })

## Los errores de lectura de ron

ron-end-of-file = el archivo termina antes de tiempo: se esperaba más
ron-expected-symbol = se esperaba `{ $symbol }`
ron-expected-kind = se esperaba { $kind ->
        [boolean] true o false
        [integer] un número entero
        [number] un número
        [text] un texto entre comillas
        [character] un carácter entre comillas simples
        [name] un nombre
        [option] Some(…) o None
       *[other] { $kind }
    }
ron-integer-out-of-bounds = se esperaba un número que este campo pueda contener (este es demasiado grande o demasiado pequeño)
ron-unexpected-char = aquí se esperaba otra cosa que `{ $found }`
ron-trailing-characters = se esperaba que el archivo terminara tras su `)` de cierre
ron-unclosed-comment = se esperaba que el comentario se cerrara
ron-no-such-variant = se esperaba uno de { $expected } (hay `{ $found }`)
ron-no-such-field = se esperaba un campo entre { $expected } (hay `{ $found }`)
ron-missing-field = se esperaba el campo `{ $field }`, que falta
ron-duplicate-field = se esperaba el campo `{ $field }` una sola vez (está escrito dos veces)
# $expected y $found: los tipos, como los nombra ron.
ron-invalid-value = se esperaba { $expected } (hay { $found })
ron-wrong-length = se esperaba { $expected } (hay { $found })
# $detail: la descripción del propio ron, que dice lo que esperaba.
ron-detail = { $detail }
ron-unexpected = { $detail } (se esperaba un valor del formato del archivo)

## Lo que esperan los campos de un archivo de reglas

expected-at-least = al menos { $least } (hay { $found })
# $field: un campo dentro de otro de primer nivel, como `rounds` dentro de `showcase`.
expected-inside = { $field }: { $expected }
expected-because = { $expected }: { $reason }
expected-seats-up-to = de min_players a { $most } (hay { $found })
reason-hands-in-one-deck = más manos no caben en una sola baraja
expected-showcase-players = jugadores de min_players a max_players (de { $least } a { $most }; hay { $found })
expected-language-code = un código de idioma entre { $codes } (hay "{ $found }")
expected-translated-words = "{ $code }": un { $field } con palabras (hay uno vacío)
expected-deck-fills-row = un mazo de al menos { $least } cartas para llenar la fila (este tiene { $found })
expected-nuggets-worth = cartas de pepitas que valgan al menos 1 (hay Nuggets(0))
# $reset: el valor de hand_reset, como lo escribe el archivo.
expected-hand-for-reset = una mano de al menos { $least } cartas, ya que { $reset } juega { $least } antes de recuperarlas (esta tiene { $found })
expected-tie-break-once = cada desempate una sola vez ({ $twice } aparece dos veces)
expected-ante = al menos 1 ficha, o nunca se juega por ningún bote (hay 0)
expected-arranged-hands = una mano por asiento, tantas como asientos tiene la mesa (entre min_players y max_players)
expected-loo-payment = Limited(n) o Unlimited(cap: n) con n de al menos 1 (hay 0)
expected-a-gun = al menos una Pistol o un Rifle, o nadie podría recibir nunca un impacto
expected-money-shared = como mucho total_money / max_players = { $most }
expected-money-to-start = al menos $1: una banda con $0 queda fuera
expected-gang-count = de max_players a { $most } bandas (hay { $found })
expected-gang-desperados = { $count } nombres de desperados para cada banda, el Cerebro primero
expected-ability-uses = cada habilidad con de 1 a { $most } usos
expected-gang-choice = Random, o Chosen con una banda distinta (un índice de `gangs`) para cada uno de los max_players asientos
expected-wild-west-deck = de 1 a { $kinds } tipos de carta, de 4 a { $most } cartas en total (hay { $found })
expected-translated-gangs-and-cards = "{ $code }": como mucho una habilidad para cada una de las { $gangs } bandas y una carta para cada una de las { $cards } del mazo (hay { $found-gangs } y { $found-cards })
expected-search-steps = iterations y rollout_steps de al menos 1

## Los ajustes

settings-refused = { $problem }; se usan los ajustes predeterminados (el archivo { $kept })
settings-kept-as = se conserva como { $path }
settings-not-set-aside = no se pudo apartar: { $error }
# $using: los ajustes en vigor, como los escribe el archivo.
settings-brought-in-range = se esperaba speed y computer_speed en 0.5..=4, los volúmenes en 0..=1, ui_scale en 0.75..=2, showcase_after_idle como mucho { $idle } y replays_kept como mucho { $kept }; se usa { $using }

## Una partida guardada

save-not-a-match = { $problem } (se esperaba una partida guardada)
save-other-game = una partida de { $found }, no de { $game }
save-game-unknown = una partida de un juego que esta versión no conoce (`{ $game }`)
save-format-unknown = una partida guardada en el formato { $found }, que esta versión (formato { $ours }) no puede leer
save-rules-refused = las reglas de la partida: { $problem }
save-seats-differ = { $seats } asientos, pero el registro es de { $recorded }
# $detail: por qué se detiene el registro, uno de los mensajes replay- de abajo.
save-does-not-replay = el registro no se puede reproducir: { $detail }
# $record y $game: los nombres de los juegos tal como los escribe el archivo.
replay-other-game = el registro es de `{ $record }`, no de `{ $game }`
# $detail: el relato de las propias reglas, tal como lo escriben.
replay-no-table = las reglas no preparan ninguna mesa para él ({ $detail })
# $refused: por qué las reglas rechazan el paso, uno de los mensajes refused- de abajo.
replay-refused = paso { $step }: { $refused }
refused-match-over = la partida ha terminado
refused-not-to-move = no le toca mover al asiento { $seat }
refused-wrong-seats = no es una jugada de cada asiento al que le toca
refused-not-legal = esa jugada no le está permitida al asiento { $seat } en ese momento
refused-chance-to-move = deciden los dados o la baraja, no un asiento
refused-no-chance = en ese momento no deciden los dados ni la baraja
refused-impossible-chance = los dados o la baraja no pueden salir así en ese punto

## La comprobación de una carpeta de reglas desde la línea de órdenes

# $folder: la carpeta tal como se dio en la línea de órdenes.
check-rules-valid = { $folder }: todos los archivos de reglas son válidos
check-rules-errors = { $count ->
        [one] { $count } error
       *[other] { $count } errores
    }
# $problem: el lugar y el problema de un archivo rechazado, como `archivo:línea:columna: problema`.
check-rules-on-defaults = { $problem } (se juega con los valores de serie)
