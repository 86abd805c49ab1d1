# Three-card Loo's table: the options, labels, prompts, panels and tips.

loo-option-single = Single: all play
loo-option-single-tip = In a single (a pool with no loo money) there is no miss, and everyone plays.
loo-option-club-law = Club law
loo-option-club-law-tip = When clubs are trumps nobody may drop, and the miss is not used.
loo-option-bust-out = Bust out at zero
loo-option-bust-out-tip = A balance cannot go below zero: a player who cannot pay in full pays what they have, and one left with nothing leaves the table.
loo-option-any-card = Unable to overtrump: any card
loo-option-any-card-tip = A player who cannot follow suit nor beat the trump on the table may play any card (else a lower trump).
loo-option-rounds = Rounds
loo-option-rounds-tip = Each player deals once a round; after the last, the biggest balance wins.
# $single, $club-law, $bust-out: option-on or option-off.
loo-options-lower-trump = At this table: single all play { $single }, club law { $club-law }, bust out { $bust-out }, a void player unable to overtrump plays a lower trump, { $rounds ->
        [one] one round
       *[other] { $rounds } rounds
    }.
loo-options-any-card = At this table: single all play { $single }, club law { $club-law }, bust out { $bust-out }, a void player unable to overtrump plays any card, { $rounds ->
        [one] one round
       *[other] { $rounds } rounds
    }.

## What a player must play instead

loo-must-lead-card = must lead the { $card }
loo-must-lead-trump = must lead a trump
loo-must-lead-highest-trump = must lead the highest trump
loo-must-follow = must follow { $suit }
loo-must-head = must head the trick
loo-must-trump = must trump
loo-must-overtrump = must overtrump

## The plates, the pool and the prompts

loo-status-dropped = dropped
loo-status-plays = plays
loo-status-took-miss = took the miss
loo-status-defends-miss = defends the miss
loo-status-out = out
# A seat's plate: its name, chips, status and tricks, a line each.
loo-plate = { $name }
    { $chips } chips
    { $status }
    { $tricks ->
        [0] {""}
        [one] one trick
       *[other] { $tricks } tricks
    }
loo-trumps = trumps: { $suit }
loo-pool = pool { $pool }
loo-pool-in-play = pool { $pool }
    { $per-trick } a trick
loo-how-keys = click a raised card, or press 1-3
loo-how-pad = move to a raised card and press [{ $choose }]
loo-prompt-declare = Declare: { $how }
# $keys: the keys of the declarations the player may make now, each a loo-declare-key.
loo-declare-keys = use the buttons, or { $keys }
loo-declare-key = [{ $key }] { $what }
loo-declare-pad = move to a button and press [{ $choose }]
loo-prompt-refused = The { $card }: { $why }
loo-prompt-lead = Your lead: { $how }
loo-prompt-card = Your card: { $how }

## The buttons and panels

# $chips: the balance the coach expects, with one decimal.
loo-hint-chips = ≈ { $chips } chips
loo-button-standings = Standings (S)
loo-button-standings-tip = Every seat's balance and what it did this deal.
loo-button-last-trick = Last trick (L)
loo-button-last-trick-tip = The cards of the last trick, and who took it.
loo-hint-tip = The balance the Hard bot expects after the deal, for each option.
loo-drop-tip = Sit this deal out: nothing won, nothing lost.
loo-play-tip = Play your hand: each trick takes a third of the pool; none, and you are looed.
loo-take-miss-tip = Play the miss instead of your hand, unseen.
loo-defend-miss-tip = As the dealer, play the miss for the pool, neither winning nor losing.
loo-button-last-trick-title = Last trick
loo-no-trick-yet = No trick has been played this deal.
loo-takes-it = { $name }  takes it
loo-standings-title = Standings
loo-standings-start = start
loo-standings-deal = deal { $deal }
loo-standings-now = now
loo-standings-pool = Pool: { $pool }

## The tips

loo-seating-waiting = yet to declare
loo-seating-dropped = dropped this deal
loo-seating-playing = playing
loo-seating-took-miss = playing the miss
loo-seating-defending-miss = defending the miss
loo-seating-out = out of money
loo-tip-play-it = Press to play it (key { $key }).
loo-tip-not-now = Not now: you { $why }.
loo-tip-hand = The { $card }. { $what }
loo-tip-hand-trump = The { $card }, a trump. { $what }
loo-tip-plate = { $who ->
        [you] You
       *[other] { $who }
    }: balance { $balance }, { $seating }, { $tricks ->
        [one] one trick
       *[other] { $tricks } tricks
    } this deal.
loo-tip-plate-dealer = { $who ->
        [you] You
       *[other] { $who }
    }, the dealer: balance { $balance }, { $seating }, { $tricks ->
        [one] one trick
       *[other] { $tricks } tricks
    } this deal.
loo-tip-turn-up = The turn-up, the { $card }: { $suit } are trumps, and a leader must lead the { $top } if they hold it.
loo-tip-miss = The miss: a spare hand, face down. The first to ask takes it unseen instead of their own; the dealer may defend it, playing it for the pool.
loo-tip-miss-taken = The miss is taken.
loo-tip-pool = The pool: { $pool }. Each trick takes a third of it; whoever stood and took none is looed and pays into the next.
loo-the-miss = the miss

## A phone's page: the hand, the table, the standings and the choices, a line each

loo-phone-card = The { $card }
loo-phone-card-trump = The { $card }, a trump
# $cards: the hand given up for the miss, as a list.
loo-phone-hand-is-miss = Your hand is the miss; you gave up the { $cards }.
loo-phone-miss-open = The miss lies face down, for the first to ask.
loo-phone-per-trick = Each trick takes { $per-trick } from the pool.
loo-phone-winning = { $who ->
        [you] You are
       *[other] { $who } is
    } winning the trick.
loo-phone-trick-taken = { $who ->
        [you] You took
       *[other] { $who } took
    } trick { $trick } with the { $card }.
loo-phone-to-declare = { $who ->
        [you] Your turn to declare
       *[other] { $who } declares next
    }.
loo-phone-to-lead = Trick { $trick }: { $who ->
        [you] your lead
       *[other] { $who } leads
    }.
loo-phone-to-play = Trick { $trick }: { $who ->
        [you] your card
       *[other] { $who } plays next
    }.
loo-phone-standing = { $who ->
        [you] You
       *[other] { $who }
    }: { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }{ $tricks ->
        [0] {""}
        [one] , one trick this deal
       *[other] , { $tricks } tricks this deal
    }
loo-phone-standing-out = { $who ->
        [you] You are
       *[other] { $who } is
    } out of money.
# $declaration: the button's name (loo-drop, loo-play …); $per-trick: what a trick takes
# from the pool; $loo: what a player who takes no trick pays.
loo-phone-drop = { $declaration }: sit this deal out
loo-phone-play = { $declaration }: { $per-trick } a trick; take none and pay { $loo }
loo-phone-take-miss = { $declaration }: play it unseen, { $per-trick } a trick; take none and pay { $loo }
loo-phone-defend-miss = { $declaration }: play it for the pool, nothing won or lost
loo-phone-play-card = Play the { $card }
# Under a seat's chip: its chips, and its tricks this deal once it has some.
loo-phone-chips = { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }{ $tricks ->
        [0] {""}
        [one] , one trick
       *[other] , { $tricks } tricks
    }
# Under the chip of the seat to move (whoever it is, you included).
loo-phone-turn-declare = to declare
loo-phone-turn-lead = to lead
loo-phone-turn-play = to play
loo-phone-dealer = dealer
loo-phone-winner = winner
# The miss lying on the table: its name, and how it lies.
loo-phone-miss = The miss
loo-phone-face-down = face down
# Under the pool: what each trick takes of it.
loo-phone-a-trick = { $per-trick } a trick
# Under the card that led the trick.
loo-phone-led = led
# Over the tricks and pools taken, and the loo paid, since the player last looked.
loo-phone-outcome = Chips won and lost
