# Un asiento en el móvil: las palabras de la página y lo que el anfitrión dice al móvil.

phone-page-pick-seat = Elige tu asiento
phone-page-your-name = Tu nombre
phone-page-take-seat = Sentarse aquí
phone-page-hand = Tu mano
phone-page-table = En la mesa
phone-page-standings = Clasificación
phone-page-events = Últimamente
phone-page-choices = Tu jugada
phone-page-language = Idioma
phone-page-reconnecting = Volviendo a conectar con la mesa...
phone-page-lost = No se llega a la mesa. Revisa el wifi y recarga la página.
phone-page-cover = Tapar
phone-page-uncover = Toca para ver tu mano
phone-page-clear = Empezar de nuevo
phone-page-in-words = La mesa en palabras
# A seat's name under its portrait.
phone-seat-name = { $who ->
        [you] Tú
       *[other] { $who }
    }
phone-your-turn = ¡Te toca!
phone-waiting-for = Esperando a { $seats }
phone-waiting = Esperando...
phone-over-won = { $winners ->
        [you] ¡Has ganado la partida!
       *[other] { $winners } gana la partida.
    }
phone-over-draw = La partida acaba en empate.
phone-held-computer = juega el ordenador
phone-held-free = espera a un jugador
phone-held-by-code = espera a un jugador que entre con el código
phone-held-here = en la mesa
phone-table-closed = La mesa se ha cerrado.
phone-refused-too-slow = El móvil tardó demasiado en conectar. Recarga la página.
phone-refused-garbled = La mesa no pudo leer ese mensaje.
phone-refused-version = La mesa habla la versión { $host } del móvil y esta página la { $phone }. Recarga la página.
phone-refused-wrong-secret = Esta dirección lleva un código de mesa equivocado. Escanea otra vez el código de la mesa.
phone-refused-flooding = Demasiados mensajes, demasiado deprisa.
phone-refused-not-your-seat = Ese asiento está guardado para quien lo ocupó.
phone-refused-seated-already = Este móvil ya ocupa un asiento.
phone-refused-no-such-seat = La mesa no tiene ese asiento de móvil.
phone-refused-seat-taken = Alguien acaba de ocupar ese asiento. Elige otro.
phone-refused-taken-back = Tu asiento se recuperó en otro móvil o pestaña.
phone-refused-not-seated = Primero ocupa un asiento.
phone-refused-no-such-choice = Esa opción no está disponible ahora.
phone-refused-stale = La mesa ha avanzado: vuelve a elegir.
phone-refused-not-to-move = No es tu turno.
phone-refused-decided = Ya has decidido.
phone-refused-over = La partida ha terminado.
phone-refused-computer-took = Estuviste fuera demasiado tiempo: ahora el ordenador juega tu asiento.
