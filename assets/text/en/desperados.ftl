# Desperados of Dice Town: the dice, the desperados, and the log's lines.

desp-bottle = Bottle
desp-fist = Fist
desp-knife = Knife
desp-pistol = Pistol
desp-boss = Two-pistols
desp-action = Action
# A Wild West card, by the name the rules file gives it.
desp-card-name = { $name }

desp-gang-seated = { $who ->
        [you] You sit
       *[other] { $who } sits
    } down and { $who ->
        [you] roll
       *[other] rolls
    } { $dice }.
desp-escaped = { $who ->
        [you] You spring
       *[other] { $who } springs
    } the { $desperado } from jail.
desp-gang-free = { $who ->
        [you] You have the whole gang free, but are
       *[other] { $who } has the whole gang free, but is
    } not the richest yet.
desp-turn-started = Turn { $turn }: { $who ->
        [you] you roll
       *[other] { $who } rolls
    }.
desp-rolled = { $who ->
        [you] You roll
       *[other] { $who } rolls
    } { $dice }.
desp-acting = { $who ->
        [you] You act
       *[other] { $who } acts
    } with { $actions ->
        [one] one action
       *[other] { $actions } actions
    }.
desp-drawing = { $who ->
        [you] You draw
       *[other] { $who } draws
    } { $draw ->
        [one] one Wild West card
       *[other] { $draw } Wild West cards
    }, keeping { $keep }.
desp-kept = { $who ->
        [you] You keep
       *[other] { $who } keeps
    } { $cards ->
        [one] one card
       *[other] { $cards } cards
    }.
desp-draw-done = { $who ->
        [you] You are
       *[other] { $who } is
    } done drawing.
desp-discarded = { $who ->
        [you] You discard
       *[other] { $who } discards
    } { $cards ->
        [one] one card
       *[other] { $cards } cards
    } face up.
desp-reshuffled = The discards are shuffled into a new deck of { $cards }.
desp-declared = { $who ->
        [you] You act
       *[other] { $who } acts
    } with the { $desperado }.
desp-brains-help = { $who ->
        [you] You send
       *[other] { $who } sends
    } the Brains to help the { $desperado }.
desp-card-played = { $who ->
        [you] You play
       *[other] { $who } plays
    } a Wild West card.
desp-card-played-reroll = { $who ->
        [you] You play
       *[other] { $who } plays
    } a Wild West card and { $who ->
        [you] roll
       *[other] rolls
    } die { $die } again.
desp-card-played-turn-die = { $who ->
        [you] You play
       *[other] { $who } plays
    } a Wild West card and { $who ->
        [you] turn
       *[other] turns
    } die { $die } to { $face }.
desp-card-played-notch = { $who ->
        [you] You play
       *[other] { $who } plays
    } a Wild West card for the { $desperado }.
desp-cancelled = { $who ->
        [you] You cancel
       *[other] { $who } cancels
    } the action with a card.
desp-blocked = { $who ->
        [you] You block
       *[other] { $who } blocks
    } the attack with a card.
desp-attack-nobody = { $who ->
        [you] Your
       *[other] { $who }'s
    } { $desperado } attacks: nobody is exposed.
desp-attack = { $who ->
        [you] Your
       *[other] { $who }'s
    } { $desperado } attacks { $exposed }.
desp-ability = { $who ->
        [you] You use
       *[other] { $who } uses
    } the Brains' ability ({ $use ->
        [1] first
        [2] second
        [3] third
       *[other] again
    } this turn).
desp-paid = { $from ->
        [you] You
       *[other] { $from }
    } → { $to ->
        [you] you
       *[other] { $to }
    }: ${ $amount }.
desp-paid-by-bank = The bank → { $to ->
        [you] you
       *[other] { $to }
    }: ${ $amount }.
desp-paid-to-bank = { $from ->
        [you] You
       *[other] { $from }
    } → the bank: ${ $amount }.
desp-out = { $who ->
        [you] You are
       *[other] { $who } is
    } broke and out of the match.
desp-won-freed-while-richest = { $winners ->
        [you] You freed the whole gang while the richest, and win!
       *[other] { $winners } freed the whole gang while the richest, and { $count ->
            [one] wins
           *[other] win
        }!
    }
desp-won-richest-later = { $winners ->
        [you] You, with the whole gang free, are now the richest, and win!
       *[other] { $winners }, with the whole gang free, { $count ->
            [one] is now the richest, and wins
           *[other] are now the richest, and win
        }!
    }
desp-won-last-standing = { $winners ->
        [you] You are the last gang standing, and win!
       *[other] { $winners } { $count ->
            [one] is the last gang standing, and wins
           *[other] are the last gangs standing, and win
        }!
    }
desp-won-turn-limit = The turn limit is reached: { $winners ->
        [you] you, the richest, win.
       *[other] { $winners }, the richest, { $count ->
            [one] wins
           *[other] win
        }.
    }

desp-hidden-hand = { $who ->
        [you] You
       *[other] { $who }
    }: { $cards }
desp-hidden-deck = The deck ({ $cards } cards), next: { $next }

## The table

desp-banner-takes-dice = { $who ->
        [you] You take
       *[other] { $who } takes
    } the dice
desp-result-freed-while-richest = The whole gang walked free while the richest in town.
desp-result-richest-later = The whole gang was free; then the money followed.
desp-result-last-standing = Every other gang went broke.
desp-result-turn-limit = The turn limit came: the richest gang takes the town.
desp-result-detail = { $how }{ $bank ->
        [0] {""}
       *[other] {" "}The bank holds ${ $bank }.
    }
desp-standing-broke = { $who ->
        [you] You
       *[other] { $who }
    }: broke
desp-standing = { $who ->
        [you] You
       *[other] { $who }
    }: ${ $money }, { $free } of 5 free
