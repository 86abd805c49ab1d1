# Loot Shoot Whiskey: the cards, and the log's lines.

lsw-loot = Loot
lsw-shoot = Shoot
lsw-whiskey = Whiskey

lsw-saloon-nuggets = a nugget card ({ $amount })
lsw-saloon-whiskey = a whiskey card
lsw-saloon-bullet = a bullet card

lsw-prize-loot = claims the slot's saloon card
lsw-prize-shoot = takes a hit card
lsw-prize-whiskey = wins the whiskey bottle
lsw-rule = { $card } beats { $beaten }: the winner { $prize }. { $beaten-by } beats it; the same card on both sides discards the saloon card.

lsw-revealed = Slots { $first }–{ $second }: { $one ->
        [you] you play
       *[other] { $one } plays
    } { $one-first } / { $one-second }, { $other ->
        [you] you play
       *[other] { $other } plays
    } { $other-first } / { $other-second }.
lsw-showdown-tie = Slot { $slot }: { $one } against { $other }, a tie.
lsw-showdown-won = Slot { $slot }: { $who ->
        [you] you win
       *[other] { $who } wins
    } with { $card }.
lsw-claimed = { $who ->
        [you] You loot
       *[other] { $who } loots
    } { $card }.
lsw-discarded = { $card } is discarded.
lsw-nuggets-gained = { $who ->
        [you] You gain
       *[other] { $who } gains
    } { $amount ->
        [one] one nugget
       *[other] { $amount } nuggets
    }, { $total } in all.
lsw-hit-taken = { $who ->
        [you] You take
       *[other] { $who } takes
    } a hit card ({ $total }).
lsw-bottle-won = { $who ->
        [you] You win
       *[other] { $who } wins
    } the bottle ({ $streak } in a row).
lsw-saloon-ran-dry = The row cannot be refilled: the saloon has run dry.
lsw-match-drawn = The match is drawn.

lsw-won-nuggets = { $who ->
        [you] You struck
       *[other] { $who } struck
    } it rich with nuggets.
lsw-won-hits = { $who ->
        [you] You took
       *[other] { $who } took
    } enough hits to prove the toughest.
lsw-won-emptied-bottle = { $who ->
        [you] You emptied
       *[other] { $who } emptied
    } the whiskey bottle.
lsw-won-held-bottle = { $who ->
        [you] You held
       *[other] { $who } held
    } the bottle when the saloon ran dry.
lsw-won-most-nuggets = { $who ->
        [you] You had
       *[other] { $who } had
    } the most nuggets when the saloon ran dry.
lsw-won-most-hits = { $who ->
        [you] You had
       *[other] { $who } had
    } the most hits when the saloon ran dry.

lsw-hidden-deck = The saloon deck ({ $cards } cards), next: { $next }

## The table

lsw-caption-tie = { $one }
    against
    { $other }:
    tie
lsw-caption-beats = { $winner }
    beats
    { $loser }
lsw-banner-ran-dry = The saloon has run dry!
lsw-banner-draw = A draw: nobody rides off with the loot.
lsw-result-draw = A draw
lsw-result-draw-detail = Nobody rides off with the loot.
lsw-standing = { $who ->
        [you] You
       *[other] { $who }
    }: { $nuggets ->
        [one] one nugget
       *[other] { $nuggets } nuggets
    }, { $hits ->
        [one] one hit
       *[other] { $hits } hits
    }
lsw-standing-with-bottle = { $who ->
        [you] You
       *[other] { $who }
    }: { $nuggets ->
        [one] one nugget
       *[other] { $nuggets } nuggets
    }, { $hits ->
        [one] one hit
       *[other] { $hits } hits
    }, { $who ->
        [you] hold
       *[other] holds
    } the bottle
