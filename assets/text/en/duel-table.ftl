# Duel's table: the options, plates, prompts, effects and tips.

duel-option-rules = Rules
duel-option-rules-tip = Sphinx: a Pistol protects only against Pistols and a Rifle only against Rifles; the Barricade goes back to the hand after use.
duel-standard = Standard
duel-sphinx = Sphinx (German edition)
duel-options-sphinx = At this table: the Sphinx variant (German edition): a gun protects only against its own kind, and the Barricade goes back to the hand after use.
duel-coach-chance = { $chance }%
    for the $
duel-coach-chance-and-mix = { $chance }%
    for the $
    played { $mix }%
duel-status-down = down
duel-status-cards = { $cards ->
        [one] one card
       *[other] { $cards } cards
    }
# P, R, B, L: the initials of Pistol, Rifle, Barricade and Reload, before how many are held.
duel-plate = { $name }
    ${ $dollars }   { $status }
    P{ $pistols } R{ $rifles } B{ $barricades } L{ $reloads }
duel-prompt-empty-handed = No cards left: you reload.   [{ $confirm }] draw
# $pick: the pick as the one choosing it hears it ("You fire a Pistol at Kate").
duel-prompt-lock-in = { $pick }   [{ $confirm }] lock in{ $how }
duel-prompt-pick = Pick a card: { $how }
# $cards: the keys of the cards that may be played now, each a duel-pick-key.
duel-pick-keys = { $cards }, or click one
duel-pick-key = [{ $key }] { $card }
duel-pick-pad = move to it and press [{ $choose }]
duel-prompt-aim = Aim: { $how }
duel-aim-keys = click a rival, or move to one with [Tab] and press [{ $choose }]
duel-aim-pad = move to a rival and press [{ $choose }]
duel-prompt-other-rival-keys = {"  ·  "}another rival: [Tab] to it, or click
duel-prompt-other-rival-pad = {"  ·  "}another rival: move to it
duel-effect-reloads = reloads: +{ $cards } cards
duel-effect-hit = HIT!
duel-effect-missed = missed: moving
duel-effect-barricade = behind the barricade
duel-button-draw = Draw! ({ $key })
duel-button-draw-tip = Lock in the card held up, and its target for a gun.
duel-hint-tip = Each card's chance of this duel's dollar, from your view.
duel-button-next-target = Next target
duel-button-next-target-tip = Aim the held gun at the next standing rival.
duel-tip-hand = { $card }: { $rule } You hold { $held }. Key { $key }.
duel-standing-up = standing
duel-standing-down = down this duel
duel-tip-plate = { $who ->
        [you] You
       *[other] { $who }
    }: { $standing }, ${ $dollars } of ${ $to-win }. { $who ->
        [you] Hold
       *[other] Holds
    } { $pistols } { $pistols ->
        [one] Pistol
       *[other] Pistols
    }, { $rifles } Rifle, { $barricades } Barricade, { $reloads } Reload.
duel-tip-plate-master = { $who ->
        [you] You
       *[other] { $who }
    }, the duel master: { $standing }, ${ $dollars } of ${ $to-win }. { $who ->
        [you] Hold
       *[other] Holds
    } { $pistols } { $pistols ->
        [one] Pistol
       *[other] Pistols
    }, { $rifles } Rifle, { $barricades } Barricade, { $reloads } Reload.
duel-tip-aimed-at = Aimed at: press again to lock the pick in.
duel-tip-aim-here = Press to aim a gun here.
duel-face-master = MASTER
duel-face-pistol = PISTOL
duel-face-rifle = RIFLE
duel-face-barricade = BARRICADE
duel-face-reload = RELOAD
duel-face-alive = ALIVE
duel-face-rip = RIP

## A phone's page: the table in words

# $count: how many of the card are held.
duel-phone-hand-card = { $count ->
        [one] { $card }
       *[other] { $card } ×{ $count }
    }
# $seats: the gunslingers still standing, as a list.
duel-phone-shootout = Shootout { $shootout }. Still standing: { $seats ->
        [you] you
       *[other] { $seats }
    }.
# $cards: the cards held, each a duel-phone-hand-card, as a list.
duel-phone-rival-holds = { $who ->
        [you] You hold
       *[other] { $who } holds
    } { $cards }.
duel-phone-rival-empty = { $who ->
        [you] You have
       *[other] { $who } has
    } no cards left.
# $standing: duel-standing-up or duel-standing-down.
duel-phone-standing = { $who ->
        [you] You
       *[other] { $who }
    }: ${ $dollars } of ${ $to-win }, { $standing }
# Under a rival's portrait: the dollars held, of those it takes to win.
duel-phone-dollars = ${ $dollars } of ${ $to-win }
# Under a gun turned over in the last shootout: whom it was fired at.
duel-phone-at = at { $target ->
        [you] you
       *[other] { $target }
    }
# Over the picks of the last shootout, turned over.
duel-phone-showdown = The last shootout
duel-phone-down = You are down this duel: you are back in the next one.
# Why a rival cannot be tapped as a target.
duel-phone-no-gun = You hold no gun to fire.
