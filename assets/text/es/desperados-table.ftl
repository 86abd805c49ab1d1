# La mesa de Desperados: las opciones, las placas, los dados, las cartas, las indicaciones y las ayudas.

desp-option-gangs = Bandas
desp-option-gangs-tip = Al azar o elegidas asiento por asiento.
desp-gangs-random = Al azar
desp-gangs-chosen = Elegidas
# Una banda, con el nombre que le da el archivo de reglas.
desp-gang-name = { $name }
desp-option-seat = Asiento { $seat }
desp-option-seat-tip = Cada banda ocupa un solo asiento: el asiento que la tenía se queda con la de este.
desp-money-of-the-file = ${ $amount }, según el archivo de reglas
desp-money-polish = ${ $amount } (edición polaca)
desp-option-money = Dinero inicial
desp-option-money-tip = Lo que recibe cada banda al empezar, de los ${ $total } del juego; el resto es de la banca. Se ofrecen ${ $polish } por banda para hasta { $gangs } bandas.
desp-option-action-alike = Las caras de Acción cuentan para trío o póker
desp-option-action-alike-tip = Tres caras de Acción y un icono permiten actuar tres veces o robar tres cartas.
desp-option-misere = La miseria solo roba tras las tres tiradas
desp-option-misere-tip = Una tirada sin ninguna Acción ni caras iguales solo roba una carta si es la última del turno.
desp-option-tie-wins = Una banda libre empatada con la más rica gana
desp-option-tie-wins-tip = Una banda con todos sus desperados libres gana cuando pasa a ser la más rica: con esta opción, basta con empatar con la más rica.
# $action-alike, $misere, $tie-wins: option-yes u option-no.
desp-options = En esta mesa: ${ $money } por banda; las Acciones cuentan como iguales: { $action-alike }; la miseria espera a la tercera tirada: { $misere }; un empate posterior gana: { $tie-wins }.

## Los botones

# $kept: desp-kept-none o desp-kept-dice, que siguen a "volver a tirar".
desp-coach-keep = Consejo: volver a tirar { $kept }
desp-hint-tip = La elección de la IA Difícil, desde tu asiento.
desp-button-reroll = Volver a tirar { $dice ->
        [one] un dado
       *[other] { $dice } dados
    } (R) · { $left ->
        [one] queda una tirada
       *[other] quedan { $left } tiradas
    }
desp-button-reroll-tip = Vuelve a tirar todos los dados no apartados; pulsa un dado para apartarlo.
desp-kept-none = sin apartar ningún dado
desp-kept-dice = { $count ->
        [one] apartando el dado { $dice }
       *[other] apartando los dados { $dice }
    }
desp-do-reroll = Volver a tirar { $dice ->
        [one] un dado
       *[other] { $dice } dados
    }
desp-do-act = Actuar: { $actions ->
        [one] una acción
       *[other] { $actions } acciones
    } con { $desperados }
desp-do-draw-four = Póker: robar 4, quedarse con 2
desp-do-draw-three = Trío: robar 3, quedarse con 1
desp-do-draw-misere = Miseria: robar 1
desp-do-let-it-be = Dejarlo pasar
desp-do-end-turn = Terminar el turno
desp-do-nothing = Nada que hacer: terminar el turno
desp-do-notch = { $desperado }: una muesca ({ $left ->
        [one] falta { $left }
       *[other] faltan { $left }
    })
desp-do-attack = { $desperado } ataca
desp-do-brains-take = El Cerebro toma ${ $amount } de la banca
desp-do-brains-each-pays = El Cerebro cobra ${ $amount } a cada rival
desp-do-brains-help = El Cerebro ayuda a tu { $desperado }
desp-do-keep = Quedarse con { $card }
desp-do-keep-two = Quedarse con { $card } y { $second }
desp-do-play = Jugar { $card }
desp-do-play-reroll = { $card }: volver a tirar el dado { $die }
desp-do-play-turn-die = { $card }: dado { $die } a { $face }
desp-do-play-notch = { $card }: una muesca para tu { $desperado }

## La mesa

desp-nick-brains = Cerebro
desp-nick-boss = Jefe
# Las palabras de los dados.
desp-face-action = ACCIÓN
desp-face-brains = CEREBRO
desp-face-fist = PUÑO
desp-face-knife = CUCHILLO
desp-face-pistol = PISTOLA
desp-face-boss = JEFE
# Bajo el disco de un desperado: cómo lo llama la mesa y el nombre que le da el archivo de reglas.
desp-disc-label = { $nickname }
    { $name }
desp-status-broke = EN LA RUINA
desp-status-money = ${ $money }
desp-plate = { $name }
    { $gang }
    { $status }  ·  cartas: { $cards }
desp-felt-bank = Banca ${ $money }
desp-felt-deck = mazo { $deck }
    descartes { $discards }
desp-disc-free = LIBRE
desp-disc-free-attack = LIBRE ${ $money }
desp-disc-left = { $left ->
        [one] falta { $left }
       *[other] faltan { $left }
    }
# Una carta Wild West en la mano: su nombre y su texto, del archivo de reglas.
desp-card-drawn = ROBADA
    { $name }
    { $text }
desp-card-held = { $name }
    { $text }
desp-prompt-answer = { $who ->
        [you] Actúas con tu
       *[other] { $who } actúa con su
    } { $desperado }. Responde con una carta o déjalo pasar.
desp-keep-keys = Haz clic en un dado (o pulsa 1–4)
desp-keep-pad = Ve a un dado y pulsa [{ $choose }]
desp-prompt-roll = { $how } para apartarlo y vuelve a tirar los demás ({ $left ->
        [one] queda una tirada
       *[other] quedan { $left } tiradas
    }); o actúa o roba.
desp-prompt-act = { $actions ->
        [one] Queda una acción
       *[other] Quedan { $actions } acciones
    }: elige quién actúa.
desp-prompt-keep = Quédate con { $keep } de las cartas robadas.

## Las ayudas

desp-tip-face-action = una Acción: una acción para un desperado cuyo icono hayas sacado.
desp-tip-face = { $desperado }: una Acción sacada con esta cara permite actuar con tu { $desperado }; un trío o un póker roban cartas Wild West.
desp-tip-die-kept = {" "}Apartado: pulsa para volver a tirarlo también (tecla { $key }).
desp-tip-die-rolls = {" "}Se vuelve a tirar: pulsa para apartarlo (tecla { $key }).
desp-tip-die = Dado { $die }: { $meaning }{ $state }
# "Cerebro (Pedro)": cómo llama la mesa al desperado y el nombre que le da el archivo de reglas.
desp-tip-desperado-named = { $nickname } ({ $name })
desp-tip-to-the-key = { $desperado } a { $left } de la llave
# $gang y $ability: el nombre y la habilidad de la banda, como los da el archivo de reglas.
desp-tip-gang = { $who ->
        [you] Tú
       *[other] { $who }
    }, { $gang }: ${ $money }. { $ability }
desp-tip-gang-broke = { $who ->
        [you] Tú
       *[other] { $who }
    }, { $gang }: ${ $money }. En la ruina: fuera de la partida. { $ability }
desp-tip-jailed = En la cárcel: { $desperados }.
desp-tip-free = En libertad: { $desperados }.
desp-tip-card-drawn = Carta robada: decide con los botones si te la quedas. { $name }: { $text }
desp-tip-card = { $name }: { $text }

desp-money-gained = +${ $amount }
desp-money-lost = −${ $amount }

## La página del móvil: la mano, la mesa, la clasificación y las opciones, una línea cada una

# $dice: los números de los dados, como lista.
desp-phone-kept-aside = { $count ->
        [one] Dado { $dice } apartado
       *[other] Dados { $dice } apartados
    }
desp-phone-reroll = { $count ->
        [one] Volver a tirar el dado { $dice }
       *[other] Volver a tirar los dados { $dice }
    }
desp-phone-die = Dado { $die }: { $face }
desp-phone-rolling = { $who ->
        [you] Tiras
       *[other] { $who } tira
    } { $count ->
        [one] un dado
       *[other] { $count } dados
    }.
desp-phone-choosing = { $who ->
        [you] Eliges
       *[other] Elige { $who }
    }: volver a tirar, actuar o robar ({ $left ->
        [one] queda una tirada
       *[other] quedan { $left } tiradas
    }).
desp-phone-choosing-last = { $who ->
        [you] Eliges
       *[other] Elige { $who }
    }: actuar o robar, sin más tiradas.
desp-phone-acting = { $who ->
        [you] { $actions ->
            [0] No te queda ninguna acción
            [one] Te queda una acción
           *[other] Te quedan { $actions } acciones
        }
       *[other] { $actions ->
            [0] A { $who } no le queda ninguna acción
            [one] A { $who } le queda una acción
           *[other] A { $who } le quedan { $actions } acciones
        }
    }.
desp-phone-keeping = { $who ->
        [you] Robaste
       *[other] { $who } robó
    } { $drawn ->
        [one] una carta
       *[other] { $drawn } cartas
    } y { $who ->
        [you] te quedas
       *[other] se queda
    } con { $keep }.
desp-phone-answer = Responde con una carta o déjalo pasar.
desp-phone-answer-waiting = { $count ->
        [one] Una banda puede
       *[other] { $count } bandas pueden
    } responder con una carta.
# $dials: desp-tip-jailed o desp-phone-all-free.
desp-phone-standing = { $who ->
        [you] Tienes
       *[other] { $who } tiene
    } ${ $money } y { $cards ->
        [0] ninguna carta
        [one] una carta
       *[other] { $cards } cartas
    }. { $dials }
desp-phone-all-free = Toda la banda está libre.
# Bajo una banda en el móvil: sus desperados aún en la cárcel y sus cartas en la mano.
desp-phone-jailed = { $count ->
        [0] Todos libres
        [one] Uno en la cárcel
       *[other] { $count } en la cárcel
    }
desp-phone-cards = { $cards ->
        [0] Ninguna carta
        [one] Una carta
       *[other] { $cards } cartas
    }
desp-phone-die-rolling = Dado { $die }: rodando
desp-phone-kept = Apartado
desp-phone-tap-to-keep = Toca un dado para apartarlo y vuelve a tirar los demás.
desp-phone-can-act = Puede actuar
# Sobre las caras a las que un Dado cargado puede poner un dado.
desp-phone-faces = Toca tu carta, un dado y luego la cara que quieres ponerle.
desp-phone-drawn = { $keep ->
        [one] Toca la carta con la que te quedas.
       *[other] Toca las { $keep } cartas con las que te quedas.
    }
# Palabras del archivo de reglas tal cual: el texto de una carta, la habilidad de una banda.
desp-phone-words = { $text }
# Una carta que no se puede jugar ahora, con su texto que dice cuándo se juega.
desp-phone-not-now = Ahora no. { $text }
