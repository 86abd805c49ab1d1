# Desperados' table: the options, plates, dice, cards, prompts and tips.

desp-option-gangs = Gangs
desp-option-gangs-tip = Drawn at random, or chosen seat by seat.
desp-gangs-random = Drawn at random
desp-gangs-chosen = Chosen
# A gang, by the name the rules file gives it.
desp-gang-name = { $name }
desp-option-seat = Seat { $seat }
desp-option-seat-tip = A gang sits at one seat only: the seat that had it takes this seat's.
desp-money-of-the-file = ${ $amount }, as the rules file says
desp-money-polish = ${ $amount } (Polish edition)
desp-option-money = Starting money
desp-option-money-tip = What each gang starts with, of the ${ $total } in the game; the rest is the bank. ${ $polish } each is offered for up to { $gangs } gangs.
desp-option-action-alike = Action faces count toward three or four alike
desp-option-action-alike-tip = Three Action faces and an icon may act three times or draw three cards.
desp-option-misere = A misère draws only after all three rolls
desp-option-misere-tip = A roll with no Action face and nothing alike draws a card only as the turn's last roll.
desp-option-tie-wins = A free gang tied for richest wins
desp-option-tie-wins-tip = A gang whose desperados are all free wins when it becomes the richest: with this on, a tie for richest is enough.
# $action-alike, $misere, $tie-wins: option-yes or option-no.
desp-options = At this table: ${ $money } each; Action faces count as alike: { $action-alike }; a misère waits for the third roll: { $misere }; a later tie wins: { $tie-wins }.

## The buttons

desp-coach-keep = Coach: keep { $kept } and roll again
desp-hint-tip = The Hard bot's choice, from your seat's view.
desp-button-reroll = Roll { $dice } dice again (R) · { $left ->
        [one] one roll left
       *[other] { $left } rolls left
    }
desp-button-reroll-tip = Roll every die not kept aside; press a die to keep it.
desp-kept-none = no die
desp-kept-dice = { $count ->
        [one] die { $dice }
       *[other] dice { $dice }
    }
desp-do-reroll = Roll { $dice } dice again
desp-do-act = Act: { $actions ->
        [one] one action
       *[other] { $actions } actions
    } on { $desperados }
desp-do-draw-four = Four alike: draw 4, keep 2
desp-do-draw-three = Three alike: draw 3, keep 1
desp-do-draw-misere = Misère: draw 1
desp-do-let-it-be = Let it be
desp-do-end-turn = End the turn
desp-do-nothing = Nothing to do: end the turn
desp-do-notch = { $desperado }: a notch ({ $left } left)
desp-do-attack = { $desperado } attacks
desp-do-brains-take = Brains take ${ $amount } from the bank
desp-do-brains-each-pays = Brains: each opponent pays ${ $amount }
desp-do-brains-help = Brains help the { $desperado }
desp-do-keep = Keep { $card }
desp-do-keep-two = Keep { $card } and { $second }
desp-do-play = Play { $card }
desp-do-play-reroll = { $card }: roll die { $die } again
desp-do-play-turn-die = { $card }: die { $die } to { $face }
desp-do-play-notch = { $card }: a notch off the { $desperado }

## The table

desp-nick-brains = Brains
desp-nick-boss = Boss
# The words on the dice.
desp-face-action = ACTION
desp-face-brains = BRAINS
desp-face-fist = FIST
desp-face-knife = KNIFE
desp-face-pistol = PISTOL
desp-face-boss = BOSS
# Under a desperado's disc: what the table calls the desperado, and the name the rules file gives.
desp-disc-label = { $nickname }
    { $name }
desp-status-broke = BROKE
desp-status-money = ${ $money }
desp-plate = { $name }
    { $gang }
    { $status }  ·  cards: { $cards }
desp-felt-bank = Bank ${ $money }
desp-felt-deck = deck { $deck }
    discards { $discards }
desp-disc-free = FREE
desp-disc-free-attack = FREE ${ $money }
desp-disc-left = { $left } left
# A Wild West card in the hand: its name and text from the rules file.
desp-card-drawn = DRAWN
    { $name }
    { $text }
desp-card-held = { $name }
    { $text }
desp-prompt-answer = { $who ->
        [you] You act
       *[other] { $who } acts
    } with the { $desperado }. Answer it with a card, or let it be.
desp-keep-keys = Click a die (or press 1–4)
desp-keep-pad = Move to a die and press [{ $choose }]
desp-prompt-roll = { $how } to keep it aside, and roll the others again ({ $left ->
        [one] one roll left
       *[other] { $left } rolls left
    }); or act or draw.
desp-prompt-act = { $actions ->
        [one] One action left
       *[other] { $actions } actions left
    }: choose who acts.
desp-prompt-keep = Keep { $keep } of the cards you drew.

## The tips

desp-tip-face-action = an Action: one action for a desperado whose icon you rolled.
desp-tip-face = the { $desperado }: an Action rolled with it may act on your { $desperado }; three or four alike draw Wild West cards.
desp-tip-die-kept = {" "}Kept aside: press to roll it again too (key { $key }).
desp-tip-die-rolls = {" "}Rolls again: press to keep it aside (key { $key }).
desp-tip-die = Die { $die }: { $meaning }{ $state }
# "Brains (Pedro)": what the table calls the desperado, and the name the rules file gives.
desp-tip-desperado-named = { $nickname } ({ $name })
desp-tip-to-the-key = { $desperado } { $left } to the key
# $gang and $ability: the gang's name and ability as the rules file gives them.
desp-tip-gang = { $who ->
        [you] You
       *[other] { $who }
    }, { $gang }: ${ $money }. { $ability }
desp-tip-gang-broke = { $who ->
        [you] You
       *[other] { $who }
    }, { $gang }: ${ $money }. Broke: out of the match. { $ability }
desp-tip-jailed = Jailed: { $desperados }.
desp-tip-free = Free: { $desperados }.
desp-tip-card-drawn = Drawn: keep it or not with the buttons. { $name }: { $text }
desp-tip-card = { $name }: { $text }

# A purse's change over a gang card.
desp-money-gained = +${ $amount }
desp-money-lost = −${ $amount }

## A phone's page: the hand, the table, the standings and the choices, a line each

# $dice: the dice's numbers, as a list.
desp-phone-kept-aside = { $count ->
        [one] Die { $dice } kept aside
       *[other] Dice { $dice } kept aside
    }
desp-phone-reroll = { $count ->
        [one] Roll die { $dice } again
       *[other] Roll dice { $dice } again
    }
desp-phone-die = Die { $die }: { $face }
desp-phone-rolling = { $who ->
        [you] You roll
       *[other] { $who } rolls
    } { $count ->
        [one] one die
       *[other] { $count } dice
    }.
desp-phone-choosing = { $who ->
        [you] You choose
       *[other] { $who } chooses
    }: roll again, act or draw ({ $left ->
        [one] one roll left
       *[other] { $left } rolls left
    }).
desp-phone-choosing-last = { $who ->
        [you] You choose
       *[other] { $who } chooses
    }: act or draw, with no roll left.
desp-phone-acting = { $who ->
        [you] You have
       *[other] { $who } has
    } { $actions ->
        [0] no action
        [one] one action
       *[other] { $actions } actions
    } left.
desp-phone-keeping = { $who ->
        [you] You drew
       *[other] { $who } drew
    } { $drawn ->
        [one] one card
       *[other] { $drawn } cards
    } and { $who ->
        [you] keep
       *[other] keeps
    } { $keep }.
desp-phone-answer = Answer it with a card, or let it be.
desp-phone-answer-waiting = { $count ->
        [one] One gang may
       *[other] { $count } gangs may
    } answer it with a card.
# $dials: desp-tip-jailed, or desp-phone-all-free.
desp-phone-standing = { $who ->
        [you] You have
       *[other] { $who } has
    } ${ $money } and { $cards ->
        [0] no card
        [one] one card
       *[other] { $cards } cards
    }. { $dials }
desp-phone-all-free = The whole gang is free.
# Under a gang on a phone: its desperados still in jail, and its cards in hand.
desp-phone-jailed = { $count ->
        [0] All free
        [one] One jailed
       *[other] { $count } jailed
    }
desp-phone-cards = { $cards ->
        [0] No card
        [one] One card
       *[other] { $cards } cards
    }
desp-phone-die-rolling = Die { $die }: rolling
desp-phone-kept = Kept aside
desp-phone-tap-to-keep = Tap a die to keep it aside, then roll the others again.
desp-phone-can-act = Can act
# Over the faces a Loaded Die can turn a die to.
desp-phone-faces = Tap your card, a die, then the face to turn it to.
desp-phone-drawn = { $keep ->
        [one] Tap the card to keep.
       *[other] Tap the { $keep } cards to keep.
    }
# Words from the rules file as they are: a card's text, a gang's ability.
desp-phone-words = { $text }
# A card that cannot be played now, with its text saying when it can.
desp-phone-not-now = Not now. { $text }
