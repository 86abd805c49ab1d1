# Een tafel die elders wordt gehost, vanuit dit venster.

setup-remote = Op afstand
join-asking = Een plaats vragen aan de tafel op { $address }...
join-ended = De tafel is buiten bereik:
host-failed = De tafel kon niet voor het netwerk worden geopend:
join-refused = De gastheer weigerde de deelname:
refusal-wrong-code = de deelnamecode klopt niet.
refusal-table-full = alle plaatsen aan de tafel zijn bezet. Je kunt in plaats daarvan kijken.
refusal-no-room-to-watch = de tafel heeft geen plaats voor nog een toeschouwer.
refusal-not-your-seat = die plaats wordt vrijgehouden voor de speler die hem innam.
refusal-version = de gastheer draait versie { $host } van het protocol en deze Saloon versie { $client }: beide moeten dezelfde Saloon draaien.
button-give-up = Opgeven
log-joined-table = Aan tafel op { $address }; de gastheer deelt en bewaart de partij.
log-watching-table = Kijkt naar de tafel op { $address }, zonder stoel; de gastheer deelt en bewaart de partij.
log-seat-connected = { $seat } zit aan tafel.
log-seat-free = De plaats van { $seat } wacht op een speler.
log-seat-dropped = { $seat } verloor de verbinding.
log-seat-computer = De computer speelt voor { $seat }.
log-connection-lost = De verbinding met de tafel is verbroken; de plaats wordt opnieuw gevraagd...
log-connection-lost-watching = De verbinding met de tafel is verbroken; opnieuw verbinden om te kijken...
prompt-host-gone = De gastheer is vertrokken. Wachten tot hij terugkomt...
log-connection-back = Weer aan tafel.
status-dropped-wait = verbroken · { $seconds } s
status-dropped = verbroken · wordt afgewacht
title-join = Aanschuiven aan een tafel
join-title = Aanschuiven aan een tafel
join-found-none = Op dit netwerk is nog geen tafel aangekondigd.
join-found-table = { $game } · { $free } van { $seats } plaatsen vrij · { $address }
join-code-label = Tafelcode:
join-code-hint = GEHEIM@ADRES, zoals het scherm van de gastheer het toont. Kies hierboven een tafel voor het adres en typ het geheim ervoor.
join-not-a-code = Dat is geen tafelcode: { $why }
join-no-discovery = De tafels op dit netwerk kunnen niet worden opgezocht ({ $why }); met een code kun je nog steeds aanschuiven.
button-join = Aanschuiven
join-asking-watch = De tafel op { $address } vragen om mee te kijken...
status-free = vrije plaats
setup-host = Deze tafel openen
setup-host-one-here = Een geopende tafel heeft één speler aan dit scherm: zet de anderen op afstand.
setup-after-wait = Valt een speler weg:
setup-after-wait-computer = de computer na 1 min
setup-after-wait-pause = de tafel wacht op hem
host-code-heading = Deelnamecode: lees hem voor aan de spelers, of stuur hem
host-code-copy = Code kopiëren
host-code-copied = Gekopieerd
host-code-hide = Verbergen
host-code-show = Deelnamecode
host-seats-free = { $count ->
        [0] Alle plaatsen zijn bezet.
        [one] Eén plaats wacht op zijn speler.
       *[other] { $count } plaatsen wachten op hun spelers.
    }
host-not-announced = Niet vermeld op het netwerk ({ $why }): geef de hele code, met het adres.
title-host-again = De tafel opnieuw openen
title-host-again-other = { $game } opnieuw openen
title-back-to-seat = Terug naar je plaats
title-forget-seat = Deze plaats opgeven: het beginscherm biedt hem niet meer aan
button-watch = Kijken
join-watch-hint = Kijken neemt geen stoel: de tafel zoals de zaal hem ziet, met ondertitels, voor een projector.
