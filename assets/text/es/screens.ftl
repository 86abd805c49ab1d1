# Las pantallas alrededor de las mesas: el título, la preparación, el menú de pausa, los ajustes,
# los resultados y las partidas guardadas.

button-back = Atrás

## La preparación

setup-players = Jugadores:
setup-computer-players = Jugadores IA:
setup-easy = Fácil
setup-medium = Normal
setup-hard = Difícil
setup-human = Humano
setup-computer = IA
setup-seat = Asiento { $seat }:
# El nombre de una opción antes de sus valores: "Reglas:".
setup-option = { $label }:
setup-seed = Semilla (en blanco para barajar al azar):
setup-seed-invalid = Una semilla es un número entero, de 0 en adelante.
setup-how-to-play = Cómo se juega
setup-deal = Repartir

## El menú de pausa

pause-title = Pausa
pause-resume = Reanudar
pause-rules = Reglas
pause-report = Informar de un problema (F9)
pause-quit = Salir al menú principal
pause-rules-title = Reglas — { $game }

## Los ajustes (cada uno empieza con un icono que se entiende en cualquier idioma)

settings-title = Ajustes
settings-done = Aceptar
settings-language = 🌐 Idioma
# El idioma del sistema, dicho en ese idioma: "Sistema (Español)".
settings-language-system = Sistema ({ $language })
settings-animation-speed = ⏩ Velocidad de animación { $value }×
settings-animation-speed-tip = Lo rápido que se mueven y se detienen las cartas, los dados y los carteles
settings-reduced-motion = 🕊 Movimiento reducido
settings-reduced-motion-tip = Sin temblores, destellos, humo ni polvo; las cartas y los dados siguen moviéndose
settings-computer-speed = 🖥 Velocidad de la IA { $value }×
settings-computer-speed-tip = Lo rápido que deciden los jugadores IA
settings-volume = 🔊 Volumen { $value }%
settings-effects = 💥 Efectos { $value }%
settings-music = 🎵 Música
settings-percent = { $value }%
settings-ui-scale = 🔍 Escala de la interfaz:
settings-ui-scale-tip = Mayor para proyectores, menor para pantallas pequeñas
settings-fullscreen = ⛶ Pantalla completa (F11)
settings-four-colour = 🂡 Baraja de Loo a cuatro colores
settings-four-colour-tip = Diamantes en azul y tréboles en verde, desde la próxima mesa de Loo
settings-showcase-idle = { $seconds ->
        [0] ⏱ Exhibición por inactividad: nunca
       *[other] ⏱ Exhibición tras { $seconds } s de inactividad
    }
settings-showcase-idle-tip = Si la pantalla de título queda sin tocar este tiempo, empieza la exhibición; con 0, nunca
settings-matches-kept = 💾 Partidas guardadas { $matches }
settings-matches-kept-tip = Partidas terminadas que se guardan para volver a verlas; las más antiguas se borran primero

## Las partidas guardadas, los avisos y los resultados

kept-title = Partidas guardadas
kept-explained = { $matches ->
        [one] Se guarda la última partida terminada
       *[other] Se guardan las últimas { $matches } partidas terminadas
    } con una persona en la mesa (el número está en el menú de pausa).
kept-none = Aún no hay ninguna: termina una partida y aparecerá aquí.
kept-watch = Ver
notice-file-refused = Se rechazó un archivo; se juega con los valores predeterminados:
notice-error-in-file = { $file }: { $problem }
notice-error-at = { $file }, línea { $line }, columna { $column }: { $problem }
button-dismiss = Cerrar
results-seed = Semilla { $seed }
results-rematch = Revancha (barajar de nuevo)
results-to-title = Volver al menú principal

## El título

title-tagline = Cuatro juegos del Salvaje Oeste en una mesa
title-continue = Continuar
    { $game }
# Another game's match under way, on a small button below the latest's.
title-continue-other = Continuar { $game }
title-showcase = Exhibición: juega la IA
title-kept-matches = Ver una partida guardada
title-settings = Ajustes
title-leave = Salir del saloon
# $problem: lo que tenía mal el archivo, según quien lo leyó.
save-unreadable = No se pudo leer tu partida en curso: { $problem }. { $kept }
save-kept-as = Se conserva como { $path } y una partida nueva no la sobrescribirá.
save-kept-as-short = conservada como { $path }
save-not-moved = No se pudo apartar ({ $error }); sigue en { $path }.

kept-match = { $when } · { $game }: { $details }
kept-match-undated = { $game }: { $details }
kept-details = { $seats } asientos{ $bots }, { $decisions } decisiones, { $outcome }
kept-no-bots = {""}
kept-bots = {" "}({ $runs })
kept-bot-run = { $count ->
        [one] { $bot }
       *[other] { $count } { $bot }
    }
kept-unfinished = sin terminar
kept-draw = empate
kept-won-by = ganada por { $winners }
bot-random = al azar
bot-heuristic = heurístico
bot-easy = fácil
bot-medium = medio
bot-hard = difícil

## La ventana que no puede abrirse, dicho en la terminal antes de que arranque el motor.

window-no-display = Saloon no puede abrir su ventana: aquí no hay pantalla (no están definidas ni DISPLAY ni WAYLAND_DISPLAY). Ábrelo desde una sesión de escritorio. Sin ventana, `saloon host`, `saloon join CODE --bot` y `saloon sim` siguen funcionando.
window-no-vulkan = Saloon no puede abrir su ventana: ningún controlador de Vulkan ha respondido en esta máquina, y Saloon dibuja con Vulkan. En Debian o Ubuntu, instala los controladores de Mesa, que incluyen uno que dibuja con cualquier procesador: sudo apt install mesa-vulkan-drivers. Con una tarjeta NVIDIA, instala su propio controlador. Sin ventana, `saloon host`, `saloon join CODE --bot` y `saloon sim` siguen funcionando.
