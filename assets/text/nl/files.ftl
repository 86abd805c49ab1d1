# Wat er mis is met een geweigerd bestand (een regelbestand, de instellingen, een opgeslagen
# partij), gezegd tegen wie het bewerkt. De eigen namen van het bestand blijven zoals het
# bestand ze schrijft: de velden tussen backticks, de waarden (Pistol, Limited(n), Random), de
# symbolen, taalcodes en bestandsnamen worden niet vertaald.

## Een bestand lezen

file-cannot-read = kan { $what ->
        [folder] de map
        [settings] de instellingen
        [match] de opgeslagen partij
       *[file] het bestand
    } niet lezen: { $error }
file-not-utf8 = { $what ->
        [folder] de map
        [settings] de instellingen
        [match] de opgeslagen partij
       *[file] het bestand
    }: verwacht tekst in UTF-8, maar er staat een byte in die dat niet is
file-read-by-no-game = geen spel leest dit bestand; verwacht één van: { $files }
# $field: het veld op het hoogste niveau dat fout is; $expected: een van de expected-berichten hieronder.
file-field-expected = `{ $field }`: verwacht { $expected }
file-problem-and-kept = { $problem } ({ $kept })

## De parseerfouten van ron

ron-end-of-file = het bestand houdt te vroeg op: verwacht er nog meer van
ron-expected-symbol = verwacht `{ $symbol }`
ron-expected-kind = verwacht { $kind ->
        [boolean] true of false
        [integer] een heel getal
        [number] een getal
        [text] tekst tussen aanhalingstekens
        [character] een teken tussen enkele aanhalingstekens
        [name] een naam
        [option] Some(…) of None
       *[other] { $kind }
    }
ron-integer-out-of-bounds = verwacht een getal dat in dit veld past (dit is te groot of te klein)
ron-unexpected-char = verwacht hier iets anders dan `{ $found }`
ron-trailing-characters = verwacht het einde van het bestand na de sluitende `)`
ron-unclosed-comment = verwacht dat het commentaar wordt afgesloten
ron-no-such-variant = verwacht één van { $expected } (gevonden: `{ $found }`)
ron-no-such-field = verwacht één van de velden { $expected } (gevonden: `{ $found }`)
ron-missing-field = verwacht het veld `{ $field }`, dat ontbreekt
ron-duplicate-field = verwacht het veld `{ $field }` één keer (het staat er twee keer in)
# $expected en $found: de typen, zoals ron ze noemt.
ron-invalid-value = verwacht { $expected } (gevonden: { $found })
ron-wrong-length = verwacht { $expected } (gevonden: { $found })
# $detail: de eigen beschrijving van ron, die zegt wat er verwacht werd.
ron-detail = { $detail }
ron-unexpected = { $detail } (verwacht een waarde in het formaat van het bestand)

## Wat de velden van een regelbestand verwachten

expected-at-least = ten minste { $least } (gevonden: { $found })
# $field: een veld binnen een veld op het hoogste niveau, zoals `rounds` in `showcase`.
expected-inside = { $field }: { $expected }
expected-because = { $expected }: { $reason }
expected-seats-up-to = van min_players tot en met { $most } (gevonden: { $found })
reason-hands-in-one-deck = meer handen passen niet in één stapel
expected-showcase-players = spelers van min_players tot en met max_players ({ $least } tot en met { $most }; gevonden: { $found })
expected-language-code = een taalcode uit { $codes } (gevonden: "{ $found }")
expected-translated-words = "{ $code }": een { $field } met woorden erin (gevonden: een lege)
expected-deck-fills-row = een stapel van ten minste { $least } kaarten om de rij te vullen (deze heeft er { $found })
expected-nuggets-worth = goudkaarten die ten minste 1 waard zijn (gevonden: Nuggets(0))
# $reset: de waarde van hand_reset, zoals het bestand die schrijft.
expected-hand-for-reset = een hand van ten minste { $least } kaarten, want bij { $reset } worden er { $least } gespeeld voordat ze terug in de hand komen (deze heeft er { $found })
expected-tie-break-once = elke tiebreak één keer ({ $twice } staat er twee keer in)
expected-ante = ten minste 1 fiche, anders wordt er nooit om een pot gespeeld (gevonden: 0)
expected-arranged-hands = een hand per plaats, zoveel als de tafel plaatsen heeft (tussen min_players en max_players)
expected-loo-payment = Limited(n) of Unlimited(cap: n) met n ten minste 1 (gevonden: 0)
expected-a-gun = ten minste één Pistol of Rifle, anders kan niemand ooit worden geraakt
expected-money-shared = ten hoogste total_money / max_players = { $most }
expected-money-to-start = ten minste $1: een bende met $0 ligt eruit
expected-gang-count = van max_players tot en met { $most } bendes (gevonden: { $found })
expected-gang-desperados = voor elke bende de namen van { $count } desperado's, het Brein eerst
expected-ability-uses = elke kracht met 1 tot en met { $most } keer gebruik
expected-gang-choice = Random, of Chosen met voor elk van de max_players stoelen een andere bende (een index in `gangs`)
expected-wild-west-deck = 1 tot en met { $kinds } soorten kaarten, 4 tot en met { $most } kaarten in totaal (gevonden: { $found })
expected-translated-gangs-and-cards = "{ $code }": ten hoogste een kracht voor elk van de { $gangs } bendes en een kaart voor elk van de { $cards } in de stapel (gevonden: { $found-gangs } en { $found-cards })
expected-search-steps = iterations en rollout_steps van ten minste 1

## De instellingen

settings-refused = { $problem }; de standaardinstellingen worden gebruikt ({ $kept })
settings-kept-as = het bestand is bewaard als { $path }
settings-not-set-aside = het bestand kon niet opzij worden gezet: { $error }
# $using: de instellingen die gelden, zoals het bestand ze schrijft.
settings-brought-in-range = verwacht speed en computer_speed in 0.5..=4, de volumes in 0..=1, ui_scale in 0.75..=2, showcase_after_idle ten hoogste { $idle } en replays_kept ten hoogste { $kept }; in gebruik: { $using }

## Een opgeslagen partij

save-not-a-match = { $problem } (verwacht een opgeslagen partij)
save-other-game = een partij { $found }, niet { $game }
save-game-unknown = een partij van een spel dat deze versie niet kent (`{ $game }`)
save-format-unknown = een opgeslagen partij in formaat { $found }, dat deze versie (formaat { $ours }) niet kan lezen
save-rules-refused = de regels van de partij: { $problem }
save-seats-differ = { $seats ->
        [one] { $seats } stoel
       *[other] { $seats } stoelen
    }, maar de opname heeft er { $recorded }
# $detail: waarom de opname stopt, een van de replay-berichten hieronder.
save-does-not-replay = de opname is niet af te spelen: { $detail }
# $record en $game: de namen van de spellen zoals het bestand ze schrijft.
replay-other-game = de opname is van `{ $record }`, niet van `{ $game }`
# $detail: de eigen beschrijving van de regels, zoals zij die schrijven.
replay-no-table = de regels zetten er geen tafel voor klaar ({ $detail })
# $refused: waarom de regels de stap weigeren, een van de refused-berichten hieronder.
replay-refused = stap { $step }: { $refused }
refused-match-over = de partij is voorbij
refused-not-to-move = stoel { $seat } is niet aan zet
refused-wrong-seats = het is niet één zet van elke stoel die aan zet is
refused-not-legal = die zet mag stoel { $seat } op dat moment niet doen
refused-chance-to-move = de dobbelstenen of de stapel beslissen, geen stoel
refused-no-chance = op dat moment beslissen de dobbelstenen noch de stapel
refused-impossible-chance = de dobbelstenen of de stapel kunnen daar niet zo uitvallen

## De controle van een map met regels op de opdrachtregel

# $folder: de map zoals die op de opdrachtregel is opgegeven.
check-rules-valid = { $folder }: alle regelbestanden zijn geldig
check-rules-errors = { $count ->
        [one] { $count } fout
       *[other] { $count } fouten
    }
# $problem: de plaats en het probleem van een geweigerd bestand, als `bestand:regel:kolom: probleem`.
check-rules-on-defaults = { $problem } (er wordt gespeeld met de ingebouwde waarden)
