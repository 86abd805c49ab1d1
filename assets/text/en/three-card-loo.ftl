# Three-card Loo: the cards, the declarations, and the log's lines.

loo-clubs = clubs
loo-diamonds = diamonds
loo-hearts = hearts
loo-spades = spades
loo-two = two
loo-three = three
loo-four = four
loo-five = five
loo-six = six
loo-seven = seven
loo-eight = eight
loo-nine = nine
loo-ten = ten
loo-jack = jack
loo-queen = queen
loo-king = king
loo-ace = ace
# A card in words: $rank and $suit as above, $index as the card's corner shows it (A♠).
loo-card = { $rank } of { $suit }

loo-drop = Drop
loo-play = Play
loo-take-miss = Take the miss
loo-defend-miss = Defend the miss

loo-deal = Deal { $deal }: { $dealer ->
        [you] you deal
       *[other] { $dealer } deals
    } and { $dealer ->
        [you] ante
       *[other] antes
    } { $ante }; the pool is { $pool }.
loo-deal-single = Deal { $deal }: { $dealer ->
        [you] you deal
       *[other] { $dealer } deals
    } and { $dealer ->
        [you] ante
       *[other] antes
    } { $ante }; the pool is { $pool } (a single).
loo-turned-up = The { $card } is turned up: { $suit } are trumps.
loo-all-play-single = A single: everyone plays.
loo-all-play-club-law = Club law: everyone plays.
loo-declared-drop = { $who ->
        [you] You drop
       *[other] { $who } drops
    }.
loo-declared-play = { $who ->
        [you] You play
       *[other] { $who } plays
    }.
loo-declared-take-miss = { $who ->
        [you] You take
       *[other] { $who } takes
    } the miss.
loo-declared-defend-miss = { $who ->
        [you] You defend
       *[other] { $who } defends
    } the miss.
loo-pool-taken = { $who ->
        [you] You take
       *[other] { $who } takes
    } the pool: { $amount }.
loo-card-played = { $who ->
        [you] You play
       *[other] { $who } plays
    } the { $card }.
loo-trick-won = { $who ->
        [you] You take
       *[other] { $who } takes
    } trick { $trick }: +{ $paid }.
loo-trick-to-miss = The miss takes trick { $trick }; its third stays in the pool.
loo-looed = { $who ->
        [you] You are
       *[other] { $who } is
    } looed and { $who ->
        [you] pay
       *[other] pays
    } { $paid }.
loo-busted-out = { $who ->
        [you] You are
       *[other] { $who } is
    } out.
loo-match-over = The match is over.

loo-hidden-hand = { $who ->
        [you] You
       *[other] { $who }
    }: { $cards ->
        [0] no card left
       *[other] { $hand }
    }
loo-hidden-hand-and-discards = { $who ->
        [you] You
       *[other] { $who }
    }: { $cards ->
        [0] no card left
       *[other] { $hand }
    } (gave up { $discarded } for the miss)
loo-hidden-miss = The miss: { $cards }

## The table

loo-banner-deal = Deal { $deal }: { $dealer ->
        [you] you deal
       *[other] { $dealer } deals
    }. Pool { $pool }, with loo money
loo-banner-deal-single = Deal { $deal }: { $dealer ->
        [you] you deal
       *[other] { $dealer } deals
    }. Pool { $pool }, a single
loo-banner-turned-up = The { $card } turned up: { $suit } are trumps
loo-banner-single = A single: no miss, everyone plays
loo-banner-club-law = Club law: clubs are trumps, everyone plays
loo-everyone-dropped = everyone dropped
loo-unopposed = unopposed
loo-chips-pool = +{ $amount } { $why }
loo-banner-pool-taken = { $who ->
        [you] You take
       *[other] { $who } takes
    } the pool of { $amount }: { $why }
loo-chips-to-miss = the miss: stays in the pool
loo-chips-trick = +{ $paid }
loo-chips-looed = looed: -{ $paid }
loo-banner-busted-out = { $who ->
        [you] You are
       *[other] { $who } is
    } out of money and { $who ->
        [you] leave
       *[other] leaves
    } the table
loo-banner-won = { $winners ->
        [you] You clean
       *[other] { $winners } { $count ->
            [one] cleans
           *[other] clean
        }
    } up the table!
# $change: the balance's change since the start, with its sign (+12, -4).
loo-standing = { $who ->
        [you] You
       *[other] { $who }
    }: { $balance } ({ $change })
loo-result-detail = After { $deals ->
        [one] one deal
       *[other] { $deals } deals
    }, the biggest balance wins.{ $pool ->
        [0] {""}
        [one] {" "}One chip stays in the pool.
       *[other] {" "}{ $pool } chips stay in the pool.
    }
