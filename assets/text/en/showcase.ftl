# The showcase: the presenter's bar, the rules card, what the audience sees.

presenter-on-repeat = on repeat
presenter-game-of = game { $at } of { $games }
presenter-heading = Showcase: { $game }, { $order }
presenter-watching = Watching { $game } at { $address }
# A button of the bar and its key: "Step (F6)".
presenter-button = { $label } ({ $key })
presenter-play = ▶ Play
presenter-pause = Pause
presenter-step = Step
presenter-slower = Slower
presenter-faster = Faster
presenter-next-game = Next game
presenter-restart = Restart
presenter-take-seat = Take a seat
presenter-seats-taken = { $seats ->
        [one] One seat taken
       *[other] { $seats } seats taken
    }: the next decision is yours
audience-hidden = What the players cannot see
# $profile: how the showcase's match is played, as the rules file says it.
showcase-seats = { $seats } computer players. { $profile }
showcase-starting-in = Starting in { $seconds } s
showcase-start-now = Start now ({ $key })

# How a showcase's match differs from the full rules, from the rules file's `showcase`.
showcase-full-match = The full match.
showcase-duel-profile = At this table, the first to ${ $dollars } wins.
showcase-loo-profile = { $rounds ->
        [one] One round: each of the { $players } players deals once.
       *[other] { $rounds } rounds: each of the { $players } players deals { $rounds } times.
    }
showcase-desperados-profile = After { $turns } turns the richest gang wins, unless a gang walks free first.
