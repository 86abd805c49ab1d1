# Wat elke tafel deelt: de aanwijzingen, de coach, de kolom met knoppen.

status-thinking = denkt na...
status-ready = klaar
status-none = {""}
# $seats is een lijst van stoelen: daarom als opsomming na een label ("Nog niet klaar: Kate en jij").
prompt-waiting-for = { $seats ->
        [you] Wachten op jou...
       *[other] Nog niet klaar: { $seats }...
    }
prompt-fast-forward = Alleen computers spelen nog: ×{ $times }
prompt-seat-asked = { $seat }: { $ask }
coach-thinking = De coach denkt na...
coach-best = Coach: { $best }
button-lock-in = Vastleggen ({ $key })
button-hint = Tip ({ $key })
option-on = aan
option-off = uit
button-coach-thinking = Coach: denkt na...
option-yes = ja
option-no = nee
# Een getal op zich, zoals een lijst ervan het toont.
number = { $n }
log-replay-at = Herhaling: beslissing { $decision } van { $decisions }.
button-menu = Menu ({ $key })
button-menu-tip = Pauze: verder spelen, de regels, instellingen, stoppen (de regels: { $rules-key })
button-take-back = Terugnemen ({ $key })
button-take-back-tip = Maak je laatste beslissing ongedaan, als de regels dat toestaan.
take-back-nothing-yet = Niets terug te nemen: je hebt nog niets besloten.
take-back-chance-since = Je laatste besluit blijft staan: het toeval heeft sindsdien gespeeld.
take-back-others-since = Je laatste besluit blijft staan: een andere speler heeft sindsdien besloten.
take-back-together = Je laatste besluit blijft staan: het werd samen met dat van de anderen genomen.
take-back-revealed = Je laatste besluit blijft staan: het liet iets verborgens zien.
cover-reveal = Druk op { $key } of klik als niemand anders meekijkt.
cover-pass-to = Geef het scherm aan { $name }
frame-rate = { $fps } fps · { $ms } ms
frame-rate-measuring = meten...
