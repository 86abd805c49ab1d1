# Desperados of Dice Town: los dados, los desperados y las líneas del registro.
# Un desperado se nombra por su icono, como un apodo y sin artículo: "tu Cuchillo", "su Botella".

desp-bottle = Botella
desp-fist = Puño
desp-knife = Cuchillo
desp-pistol = Pistola
desp-boss = Dos Pistolas
desp-action = Acción
# Una carta Wild West, con el nombre que le da el fichero de reglas.
desp-card-name = { $name }

desp-gang-seated = { $who ->
        [you] Te sientas y sacas
       *[other] { $who } se sienta y saca
    } { $dice }.
desp-escaped = { $who ->
        [you] Sacas a tu
       *[other] { $who } saca a su
    } { $desperado } de la cárcel.
desp-gang-free = { $who ->
        [you] Tienes a toda la banda libre, pero aún no tienes
       *[other] { $who } tiene a toda la banda libre, pero aún no tiene
    } la mayor fortuna.
desp-turn-started = Turno { $turn }: { $who ->
        [you] tiras tú
       *[other] tira { $who }
    }.
desp-rolled = { $who ->
        [you] Sacas
       *[other] { $who } saca
    } { $dice }.
desp-acting = { $who ->
        [you] Actúas
       *[other] { $who } actúa
    } con { $actions ->
        [one] una acción
       *[other] { $actions } acciones
    }.
desp-drawing = { $who ->
        [you] Robas
       *[other] { $who } roba
    } { $draw ->
        [one] una carta Wild West
       *[other] { $draw } cartas Wild West
    } y { $who ->
        [you] te quedas con
       *[other] se queda con
    } { $keep }.
desp-kept = { $who ->
        [you] Te quedas con
       *[other] { $who } se queda con
    } { $cards ->
        [one] una carta
       *[other] { $cards } cartas
    }.
desp-draw-done = { $who ->
        [you] Terminas
       *[other] { $who } termina
    } de robar.
desp-discarded = { $who ->
        [you] Descartas
       *[other] { $who } descarta
    } { $cards ->
        [one] una carta
       *[other] { $cards } cartas
    } boca arriba.
desp-reshuffled = Se barajan los descartes en un mazo nuevo de { $cards ->
        [one] una carta
       *[other] { $cards } cartas
    }.
desp-declared = { $who ->
        [you] Actúas con tu
       *[other] { $who } actúa con su
    } { $desperado }.
desp-brains-help = { $who ->
        [you] Envías al Cerebro a ayudar a tu
       *[other] { $who } envía al Cerebro a ayudar a su
    } { $desperado }.
desp-card-played = { $who ->
        [you] Juegas
       *[other] { $who } juega
    } una carta Wild West.
desp-card-played-reroll = { $who ->
        [you] Juegas
       *[other] { $who } juega
    } una carta Wild West y { $who ->
        [you] vuelves
       *[other] vuelve
    } a tirar el dado { $die }.
desp-card-played-turn-die = { $who ->
        [you] Juegas
       *[other] { $who } juega
    } una carta Wild West y { $who ->
        [you] cambias
       *[other] cambia
    } el dado { $die } a { $face }.
desp-card-played-notch = { $who ->
        [you] Juegas una carta Wild West para tu
       *[other] { $who } juega una carta Wild West para su
    } { $desperado }.
desp-cancelled = { $who ->
        [you] Anulas
       *[other] { $who } anula
    } la acción con una carta.
desp-blocked = { $who ->
        [you] Bloqueas
       *[other] { $who } bloquea
    } el ataque con una carta.
desp-attack-nobody = { $who ->
        [you] Atacas con tu
       *[other] { $who } ataca con su
    } { $desperado }: nadie queda al descubierto.
# $exposed: una lista que puede incluir "tú"; por eso va tras dos puntos, como sujeto.
desp-attack = { $who ->
        [you] Atacas con tu { $desperado }; al descubierto: { $exposed }
       *[other] { $exposed ->
            [you] { $who } te ataca con su { $desperado }
           *[other] { $who } ataca con su { $desperado }; al descubierto: { $exposed }
        }
    }.
desp-ability = { $who ->
        [you] Usas
       *[other] { $who } usa
    } la habilidad del Cerebro ({ $use ->
        [1] primera vez
        [2] segunda vez
        [3] tercera vez
       *[other] otra vez
    } este turno).
desp-paid = { $from ->
        [you] Tú
       *[other] { $from }
    } → { $to ->
        [you] tú
       *[other] { $to }
    }: ${ $amount }.
desp-paid-by-bank = La banca → { $to ->
        [you] tú
       *[other] { $to }
    }: ${ $amount }.
desp-paid-to-bank = { $from ->
        [you] Tú
       *[other] { $from }
    } → la banca: ${ $amount }.
desp-out = { $who ->
        [you] Caes en la ruina y quedas
       *[other] { $who } cae en la ruina y queda
    } fuera de la partida.
desp-won-freed-while-richest = { $winners ->
        [you] ¡Liberaste a toda la banda con la mayor fortuna y ganas!
       *[other] { $count ->
            [one] ¡{ $winners } liberó a toda la banda con la mayor fortuna y gana!
           *[other] ¡{ $winners } liberaron a sus bandas con la mayor fortuna y ganan!
        }
    }
desp-won-richest-later = { $winners ->
        [you] ¡Con toda la banda libre, ahora tienes la mayor fortuna y ganas!
       *[other] { $count ->
            [one] ¡Con toda la banda libre, { $winners } tiene ahora la mayor fortuna y gana!
           *[other] ¡Con sus bandas libres, { $winners } tienen ahora la mayor fortuna y ganan!
        }
    }
desp-won-last-standing = { $winners ->
        [you] ¡Tu banda es la última en pie y ganas!
       *[other] { $count ->
            [one] ¡{ $winners } tiene la última banda en pie y gana!
           *[other] ¡{ $winners } tienen las últimas bandas en pie y ganan!
        }
    }
desp-won-turn-limit = Se alcanza el límite de turnos: { $winners ->
        [you] tienes la mayor fortuna y ganas.
       *[other] { $count ->
            [one] { $winners } tiene la mayor fortuna y gana.
           *[other] { $winners } tienen la mayor fortuna y ganan.
        }
    }

desp-hidden-hand = { $who ->
        [you] Tú
       *[other] { $who }
    }: { $cards }
desp-hidden-deck = El mazo ({ $cards ->
        [one] una carta
       *[other] { $cards } cartas
    }), siguiente: { $next }

## La mesa

desp-banner-takes-dice = { $who ->
        [you] Tomas
       *[other] { $who } toma
    } los dados
desp-result-freed-while-richest = Toda la banda salió libre con la mayor fortuna del pueblo.
desp-result-richest-later = Toda la banda estaba libre; después llegó el dinero.
desp-result-last-standing = Todas las demás bandas se arruinaron.
desp-result-turn-limit = Llegó el límite de turnos: la banda más rica se adueña del pueblo.
desp-result-detail = { $how }{ $bank ->
        [0] {""}
       *[other] {" "}La banca tiene ${ $bank }.
    }
desp-standing-broke = { $who ->
        [you] Tú
       *[other] { $who }
    }: en la ruina
desp-standing = { $who ->
        [you] Tú
       *[other] { $who }
    }: ${ $money }, { $free } de 5 libres
