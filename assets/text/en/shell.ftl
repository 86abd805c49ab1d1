# What every table shares: the prompts, the coach, the column of buttons.

status-thinking = thinking...
status-ready = ready
status-none = {""}
prompt-waiting-for = Waiting for { $seats }...
prompt-fast-forward = Only computers are playing: ×{ $times }
prompt-seat-asked = { $seat }: { $ask }
coach-thinking = The coach is thinking...
coach-best = Coach: { $best }
button-lock-in = Lock in ({ $key })
button-hint = Hint ({ $key })
option-on = on
option-off = off
button-coach-thinking = Coach: thinking...
option-yes = yes
option-no = no
# A number on its own, as a list of them shows it.
number = { $n }
log-replay-at = Replay: decision { $decision } of { $decisions }.
button-menu = Menu ({ $key })
button-menu-tip = Pause: resume, the rules, settings, quit (the rules: { $rules-key })
button-take-back = Take back ({ $key })
button-take-back-tip = Undo your last decision, where the rules allow it.
take-back-nothing-yet = Nothing to take back: you have decided nothing yet.
take-back-chance-since = Your last decision stands: chance has played since.
take-back-others-since = Your last decision stands: another player has decided since.
take-back-together = Your last decision stands: it was made with the other players'.
take-back-revealed = Your last decision stands: it showed something that was hidden.
cover-reveal = Press { $key } or click when nobody else is looking.
cover-pass-to = Pass the screen to { $name }
frame-rate = { $fps } fps · { $ms } ms
frame-rate-measuring = measuring...
