# What is wrong with a refused file (a rules file, the settings, a saved match), told to
# whoever edits it. The file's own names stay as the file writes them: the fields in
# backticks, the values (Pistol, Limited(n), Random), the symbols, language codes and
# file names are not translated.

## Reading a file

file-cannot-read = cannot read { $what ->
        [folder] the folder
        [settings] the settings
        [match] the saved match
       *[file] the file
    }: { $error }
file-not-utf8 = { $what ->
        [folder] the folder
        [settings] the settings
        [match] the saved match
       *[file] the file
    }: expected UTF-8 text, found a byte that is not
file-read-by-no-game = no game reads this file; expected one of: { $files }
# $field: the top-level field at fault; $expected: one of the expected- messages below.
file-field-expected = `{ $field }`: expected { $expected }
file-problem-and-kept = { $problem } ({ $kept })

## ron's parse errors

ron-end-of-file = the file ends too soon: expected more of it
ron-expected-symbol = expected `{ $symbol }`
ron-expected-kind = expected { $kind ->
        [boolean] true or false
        [integer] a whole number
        [number] a number
        [text] text in quotes
        [character] a character in single quotes
        [name] a name
        [option] Some(…) or None
       *[other] { $kind }
    }
ron-integer-out-of-bounds = expected a number this field can hold (this one is too large or too small)
ron-unexpected-char = expected something else than `{ $found }` here
ron-trailing-characters = expected the file to end after its closing `)`
ron-unclosed-comment = expected the comment to be closed
ron-no-such-variant = expected one of { $expected } (found `{ $found }`)
ron-no-such-field = expected a field among { $expected } (found `{ $found }`)
ron-missing-field = expected the field `{ $field }`, which is missing
ron-duplicate-field = expected the field `{ $field }` once (it is written twice)
# $expected and $found: the types, as ron names them.
ron-invalid-value = expected { $expected } (found { $found })
ron-wrong-length = expected { $expected } (found { $found })
# $detail: ron's own description, which says what it expected.
ron-detail = { $detail }
ron-unexpected = { $detail } (expected a value of the file's format)

## What a rules file's fields expect

expected-at-least = at least { $least } (found { $found })
# $field: a field inside a top-level one, as `showcase`'s `rounds`.
expected-inside = { $field }: { $expected }
expected-because = { $expected }: { $reason }
expected-seats-up-to = from min_players to { $most } (found { $found })
reason-hands-in-one-deck = more hands do not fit in one deck
expected-showcase-players = players from min_players to max_players ({ $least } to { $most }; found { $found })
expected-language-code = a language code among { $codes } (found "{ $found }")
expected-translated-words = "{ $code }": a { $field } with words in it (found one empty)
expected-deck-fills-row = a deck of at least { $least } cards to fill the row (this one has { $found })
expected-nuggets-worth = nugget cards worth at least 1 (found Nuggets(0))
# $reset: the hand_reset value, as the file writes it.
expected-hand-for-reset = a hand of at least { $least } cards, since { $reset } plays { $least } before taking them back (this one has { $found })
expected-tie-break-once = each tie-break once ({ $twice } is listed twice)
expected-ante = at least 1 unit, or no pool is ever played for (found 0)
expected-arranged-hands = a hand for each seat, as many seats as the table has (between min_players and max_players)
expected-loo-payment = Limited(n) or Unlimited(cap: n) with n at least 1 (found 0)
expected-a-gun = at least one Pistol or Rifle, or nobody could ever be hit
expected-money-shared = at most total_money / max_players = { $most }
expected-money-to-start = at least $1: a gang at $0 is out
expected-gang-count = from max_players to { $most } gangs (found { $found })
expected-gang-desperados = { $count } desperados' names for each gang, the Brains first
expected-ability-uses = each ability lists 1 to { $most } uses
expected-gang-choice = Random, or Chosen with a different gang (an index into `gangs`) for each of max_players seats
expected-wild-west-deck = 1 to { $kinds } kinds of card, 4 to { $most } cards in all (found { $found })
expected-translated-gangs-and-cards = "{ $code }": an ability for each of the { $gangs } gangs at most and a card for each of the { $cards } in the deck at most (found { $found-gangs } and { $found-cards })
expected-search-steps = iterations and rollout_steps of at least 1

## The settings

settings-refused = { $problem }; using the default settings (the file was { $kept })
settings-kept-as = kept as { $path }
settings-not-set-aside = could not be set aside: { $error }
# $using: the settings in force, as the file writes them.
settings-brought-in-range = expected speed and computer_speed in 0.5..=4, volumes in 0..=1, ui_scale in 0.75..=2, showcase_after_idle at most { $idle } and replays_kept at most { $kept }; using { $using }

## A saved match

save-not-a-match = { $problem } (expected a saved match)
save-other-game = a match of { $found }, not of { $game }
save-game-unknown = a match of a game this version does not know (`{ $game }`)
save-format-unknown = a save of format { $found }, which this version (format { $ours }) cannot read
save-rules-refused = the match's rules: { $problem }
save-seats-differ = { $seats } seats, but the record is of { $recorded }
# $detail: why the record stops, one of the replay- messages below.
save-does-not-replay = the record does not replay: { $detail }
# $record and $game: the games' names as the file writes them.
replay-other-game = the record is of `{ $record }`, not of `{ $game }`
# $detail: the rules' own account, as they write it.
replay-no-table = the rules set no table for it ({ $detail })
# $refused: why the rules refuse the step, one of the refused- messages below.
replay-refused = step { $step }: { $refused }
refused-match-over = the match is over
refused-not-to-move = seat { $seat } is not to move
refused-wrong-seats = it is not one move from each seat to move
refused-not-legal = that move is not allowed to seat { $seat } then
refused-chance-to-move = the dice or the deck are to decide, not a seat
refused-no-chance = no dice or deck are to decide then
refused-impossible-chance = the dice or the deck cannot come out that way there

## The command line's check of a rules folder

# $folder: the folder as given on the command line.
check-rules-valid = { $folder }: every rules file is valid
check-rules-errors = { $count ->
        [one] { $count } error
       *[other] { $count } errors
    }
# $problem: a refused file's place and problem, as `file:line:column: problem`.
check-rules-on-defaults = { $problem } (playing on the built-in defaults)
