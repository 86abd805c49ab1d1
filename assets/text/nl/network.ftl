# Een tafel die elders wordt gehost, vanuit dit venster.

setup-remote = Op afstand
join-asking = Een plaats vragen aan de tafel op { $address }...
join-ended = De tafel is buiten bereik:
button-give-up = Opgeven
log-joined-table = Aan tafel op { $address }; de gastheer deelt en bewaart de partij.
log-seat-connected = { $seat } zit aan tafel.
log-seat-free = De plaats van { $seat } wacht op een speler.
log-seat-dropped = { $seat } verloor de verbinding.
log-seat-computer = De computer speelt voor { $seat }.
log-connection-lost = De verbinding met de tafel is verbroken; de plaats wordt opnieuw gevraagd...
log-connection-back = Weer aan tafel.
status-dropped-wait = verbroken · { $seconds } s
status-dropped = verbroken · wordt afgewacht
