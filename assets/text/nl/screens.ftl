# De schermen rond de tafels: de titel, de opzet, het pauzemenu, de instellingen, de
# uitslag en de bewaarde partijen.

button-back = Terug

## De opzet

setup-players = Spelers:
setup-computer-players = Computerspelers:
setup-easy = Makkelijk
setup-medium = Gemiddeld
setup-hard = Moeilijk
setup-human = Mens
setup-computer = Computer
setup-seat = Stoel { $seat }:
# De naam van een optie voor de keuzes: "Regels:".
setup-option = { $label }:
setup-seed = Seed (leeg: vers geschud):
setup-seed-invalid = Een seed is een heel getal vanaf 0.
setup-how-to-play = Zo speel je
setup-deal = Delen

## Het pauzemenu

pause-title = Pauze
pause-resume = Verder spelen
pause-rules = Regels
pause-report = Meld een probleem (F9)
pause-quit = Naar het titelscherm
pause-rules-title = Regels — { $game }

## De instellingen (elk begint met een symbool dat in elke taal leesbaar is)

settings-title = Instellingen
settings-done = Klaar
settings-language = 🌐 Taal
# De taal van het systeem, in die taal zelf: "Systeem (Español)".
settings-language-system = Systeem ({ $language })
settings-animation-speed = ⏩ Animatiesnelheid { $value }×
settings-animation-speed-tip = Hoe snel kaarten, dobbelstenen en banners bewegen en blijven staan
settings-reduced-motion = 🕊 Minder beweging
settings-reduced-motion-tip = Geen trillen, flitsen, rook of stof; kaarten en dobbelstenen bewegen wel
settings-computer-speed = 🖥 Computersnelheid { $value }×
settings-computer-speed-tip = Hoe snel de computerspelers beslissen
settings-volume = 🔊 Volume { $value }%
settings-effects = 💥 Effecten { $value }%
settings-music = 🎵 Muziek
settings-percent = { $value }%
settings-ui-scale = 🔍 UI-schaal:
settings-ui-scale-tip = Groter voor beamers, kleiner voor kleine laptops
settings-fullscreen = ⛶ Volledig scherm (F11)
settings-four-colour = 🂡 Vierkleurige Loo-kaarten
settings-four-colour-tip = Ruiten blauw en klaveren groen, vanaf de volgende Loo-tafel
settings-showcase-idle = { $seconds ->
        [0] ⏱ Demo na stilstand: nooit
       *[other] ⏱ Demo na stilstand { $seconds } s
    }
settings-showcase-idle-tip = Blijft het titelscherm zo lang onaangeroerd, dan start de demo; bij 0 nooit
settings-matches-kept = 💾 Bewaarde partijen { $matches }
settings-matches-kept-tip = Afgelopen partijen, bewaard om terug te kijken; de oudste gaan eerst weg

## De bewaarde partijen, de meldingen en de uitslag

kept-title = Bewaarde partijen
kept-explained = { $matches ->
        [one] De laatste afgelopen partij met een mens aan tafel wordt bewaard (het aantal staat in het pauzemenu).
       *[other] De laatste { $matches } afgelopen partijen met een mens aan tafel worden bewaard (het aantal staat in het pauzemenu).
    }
kept-none = Nog geen: speel een partij uit en hij staat hier.
kept-watch = Bekijken
notice-file-refused = Een bestand werd geweigerd; er wordt gespeeld met de ingebouwde standaardwaarden:
notice-error-in-file = { $file }: { $problem }
notice-error-at = { $file }, regel { $line }, kolom { $column }: { $problem }
button-dismiss = Sluiten
results-seed = Seed { $seed }
results-rematch = Revanche (opnieuw geschud)
results-to-title = Terug naar het titelscherm

## De titel

title-tagline = Vier spellen uit het Wilde Westen aan één tafel
title-continue = Verder
    { $game }
# Another game's match under way, on a small button below the latest's.
title-continue-other = Verder met { $game }
title-showcase = Demo: de computers spelen
title-kept-matches = Bekijk een bewaarde partij
title-settings = Instellingen
title-leave = Verlaat de saloon
# $problem: wat er mis was met het bestand, zoals de lezer het vond.
save-unreadable = Je lopende partij kon niet worden gelezen: { $problem }. { $kept }
save-kept-as = Het bestand is bewaard als { $path }; een nieuwe partij wordt er niet overheen opgeslagen.
save-kept-as-short = bewaard als { $path }
save-not-moved = Het bestand kon niet opzij worden gezet ({ $error }); het staat nog op { $path }.

kept-match = { $when } · { $game }: { $details }
kept-match-undated = { $game }: { $details }
kept-details = { $seats } plaatsen{ $bots }, { $decisions } beslissingen, { $outcome }
kept-no-bots = {""}
kept-bots = {" "}({ $runs })
kept-bot-run = { $count ->
        [one] { $bot }
       *[other] { $count } × { $bot }
    }
kept-unfinished = onafgemaakt
kept-draw = gelijkspel
kept-won-by = gewonnen door { $winners }
bot-random = willekeurig
bot-heuristic = heuristisch
bot-easy = makkelijk
bot-medium = gemiddeld
bot-hard = moeilijk

## Het venster dat niet open kan, gezegd in de terminal voordat de engine start.

window-no-display = Saloon kan zijn venster niet openen: er is hier geen beeldscherm (DISPLAY noch WAYLAND_DISPLAY is ingesteld). Start het vanuit een bureaubladsessie. Zonder venster werken `saloon host`, `saloon join CODE --bot` en `saloon sim` nog wel.
window-no-vulkan = Saloon kan zijn venster niet openen: geen enkel Vulkan-stuurprogramma antwoordde op deze machine, en Saloon tekent met Vulkan. Installeer op Debian of Ubuntu de stuurprogramma's van Mesa, waaronder een dat op elke processor tekent: sudo apt install mesa-vulkan-drivers. Installeer met een NVIDIA-kaart het eigen stuurprogramma daarvan. Zonder venster werken `saloon host`, `saloon join CODE --bot` en `saloon sim` nog wel.
