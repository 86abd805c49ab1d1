# Loot Shoot Whiskey's table: the labels, prompts and tips.

lsw-tip-hand = { $rule } Key { $key }.
lsw-tip-placed = Your { $card } for slot { $slot }: press to take it back.
lsw-tip-slot = Slot { $slot }: { $card }, for whoever wins its showdown with Loot.
lsw-tip-slot-this-pair = Slot { $slot } (this pair): { $card }, for whoever wins its showdown with Loot.
lsw-tip-slot-empty = Slot { $slot }: empty.
lsw-tip-bottle-held = The whiskey bottle. { $who ->
        [you] You hold
       *[other] { $who } holds
    } it, won { $streak ->
        [one] once
       *[other] { $streak } times
    } in a row; { $to-empty } in a row empties it and wins.
lsw-tip-bottle-at-bar = The whiskey bottle. At the bar; { $to-empty } in a row empties it and wins.
lsw-coach-pair = { $first } + { $second } { $percent }%
# $name: the seat's name; $status: status-thinking, status-ready or nothing.
lsw-scoreboard = { $name }  { $status }
    Nuggets { $nuggets }/{ $nuggets-to-win }   Hits { $hits }/{ $hits-to-win }
    Looted { $looted }
lsw-deck = Deck: { $cards }
lsw-bottle-streak = { $streak } in a row
lsw-bottle-at-bar = At the bar
lsw-prompt-keys = [1] Loot   [2] Shoot   [3] Whiskey   or click a card
lsw-prompt-pad = move to a card and press [{ $choose }]
lsw-prompt-choose = Choose your card for slot { $slot }   { $how }
lsw-prompt-lock-in = [{ $confirm }] lock in   [{ $remove }] or click a placed card to take it back
lsw-lock-in-tip = Lock in the two cards on the pair's slots.
lsw-hint-tip = The three best pairs, with their chances to win.
# The words printed on the cards.
lsw-face-nuggets = NUGGETS
lsw-face-whiskey = WHISKEY
lsw-face-bullet = BULLET
lsw-face-loot = LOOT
lsw-face-shoot = SHOOT
lsw-face-whiskey-glass = WHISKEY
lsw-face-hit = HIT
lsw-discard = Discard

## A phone's page: the table in words

# $count: how many of the card the hand holds.
lsw-phone-hand-card = { $count ->
        [one] { $card }
       *[other] { $card } ×{ $count }
    }
lsw-phone-round = Round { $round }: slots { $first }–{ $second } are up.
lsw-phone-slot = Slot { $slot }: { $card }.
# A button: the two cards to lock in, and the slot each goes on.
lsw-phone-commit = { $first } on slot { $first-slot }, { $second } on slot { $second-slot }
# Under a slot of the saloon row.
lsw-phone-slot-number = Slot { $slot }
# Over the pairs of cards just turned over.
lsw-phone-showdown = The showdown
# Under an outlaw's portrait: the score.
lsw-phone-score = { $nuggets ->
        [one] one nugget
       *[other] { $nuggets } nuggets
    }, { $hits ->
        [one] one hit
       *[other] { $hits } hits
    }
lsw-phone-has-bottle = holds the bottle
