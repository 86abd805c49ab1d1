# Duel: the cards, and the log's lines.

duel-pistol = Pistol
duel-rifle = Rifle
duel-barricade = Barricade
duel-reload = Reload

duel-rule-pistol = Shoot one rival. Whoever fires is moving and cannot be hit; a Barricade stops it.
duel-rule-rifle = Shoot one rival, through a Barricade. Whoever fires is moving and cannot be hit.
duel-rule-barricade = Take cover: Pistol shots stop at it, a Rifle shot does not.
duel-rule-reload = If nobody shoots you, every card you have played comes back to your hand. Shot now, you fall.

duel-started = Duel { $duel } begins; { $master ->
        [you] you are
       *[other] { $master } is
    } the duel master.
# $picks: the picks below, as a list; the lone human's pick is told as "You …".
duel-revealed = Draw! { $picks }.
duel-pick-pistol = { $who ->
        [you] You fire
       *[other] { $who } fires
    } a Pistol at { $target ->
        [you] you
       *[other] { $target }
    }
duel-pick-rifle = { $who ->
        [you] You fire
       *[other] { $who } fires
    } the Rifle at { $target ->
        [you] you
       *[other] { $target }
    }
duel-pick-barricade = { $who ->
        [you] You hide
       *[other] { $who } hides
    } behind a barricade
duel-pick-reload = { $who ->
        [you] You reload
       *[other] { $who } reloads
    }
duel-pick-empty-handed = { $who ->
        [you] You have
       *[other] { $who } has
    } no card and { $who ->
        [you] reload
       *[other] reloads
    }
duel-shot-hit = { $shooter ->
        [you] You hit
       *[other] { $shooter } hits
    } { $target ->
        [you] you
       *[other] { $target }
    }.
duel-shot-missed-moving = { $shooter ->
        [you] You miss
       *[other] { $shooter } misses
    } { $target ->
        [you] you
       *[other] { $target }
    }: moving.
duel-shot-stopped = { $shooter ->
        [you] You hit
       *[other] { $shooter } hits
    } { $target ->
        [you] your
       *[other] { $target }'s
    } barricade.
duel-fell = { $who ->
        [you] You are
       *[other] { $who } is
    } down.
duel-reloaded = { $who ->
        [you] You reload
       *[other] { $who } reloads
    }, { $cards ->
        [one] one card
       *[other] { $cards } cards
    } back in hand.
duel-barricade-kept = { $who ->
        [you] You keep
       *[other] { $who } keeps
    } the barricade.
duel-won = { $who ->
        [you] You are
       *[other] { $who } is
    } the last standing: ${ $dollars }.
duel-fallen-paid = { $who ->
        [you] You are
       *[other] { $who } is
    } paid anyway: ${ $dollars }.
duel-unpaid = Nobody is paid for this duel.
duel-match-over = The match is over.

## The table

duel-ready = Ready...
duel-aim = Aim...
duel-draw = Draw!
duel-standing = { $who ->
        [you] You
       *[other] { $who }
    }: ${ $dollars }
duel-result-detail = First to ${ $target }, fastest on the draw.
duel-banner-started = Duel { $duel }: { $master ->
        [you] you are
       *[other] { $master } is
    } the duel master
duel-banner-earns = { $who ->
        [you] You earn
       *[other] { $who } earns
    } a dollar (${ $dollars })
duel-banner-nobody-left = Nobody left standing: no dollar
duel-banner-too-long = The duel drags on too long: no dollar
duel-banner-won = { $winners ->
        [you] You ride
       *[other] { $winners } { $count ->
            [one] rides
           *[other] ride
        }
    } off with the money!
