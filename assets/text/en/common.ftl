# Words every screen and every game shares.
#
# A seat argument ($who, $target, …) is the seat's name, or the selector "you" for the lone
# human at the table, so that a message can make its verb agree:
#   { $who -> [you] You play *[other] { $who } plays }
# A list of seats ($winners, …) that holds the lone human alone is "you" too.

seat-you = You
# The lone human inside a list of names: "Kate, you".
seat-you-in-list = you
seat-player = Player { $number }
list-separator = {", "}
# The end of a list: "Kate, Bill and you".
list-last = { $head } and { $last }

## The results screen

result-wins = { $who ->
        [you] You win!
       *[other] { $who } wins!
    }
result-share = { $winners ->
        [you] You win!
       *[other] { $winners } share the win
    }

## The games' names, by their ids on the command line ($english: the name in English)

game-title = { $id ->
        [loot-shoot-whiskey] Loot Shoot Whiskey
        [three-card-loo] Three-card Loo
        [duel] Duel: Once Upon a Game in the West
        [desperados] Desperados of Dice Town
       *[other] { $english }
    }

## The table's log, and the replay viewer

log-title = Log
log-new-match = New match, seed { $seed }: { $seats }.
log-replay-of = Replay of { $file }.
log-resumed = Match resumed after { $decisions ->
        [one] one decision
       *[other] { $decisions } decisions
    }.
log-taken-back = { $who ->
        [you] You take
       *[other] { $who } takes
    } back the last decision.
report-no-folder = No data folder to write a report to.
report-written = A report of this match is written to { $path }.
report-failed = The report could not be written to { $path }: { $error }
replay-heading = Replay of { $game }: { $status }
replay-status = decision { $decision } of { $decisions }
replay-status-end = the end
replay-back = ◀ Back (Left)
replay-pause = Pause (Space)
replay-play = Play (Space)
replay-step = Step ▶ (Right)
replay-seen-from = Seen from: { $name }
replay-next-seat = ▶ (Tab)
replay-hidden = Every hidden card
