# Τι δεν πάει καλά με ένα αρχείο που απορρίφθηκε (ένα αρχείο κανόνων, οι ρυθμίσεις, μια
# αποθηκευμένη παρτίδα), για όποιον το επεξεργάζεται. Τα ονόματα του ίδιου του αρχείου μένουν
# όπως τα γράφει το αρχείο: τα πεδία σε backticks, οι τιμές (Pistol, Limited(n), Random), τα
# σύμβολα, οι κωδικοί γλώσσας και τα ονόματα αρχείων δεν μεταφράζονται.

## Η ανάγνωση ενός αρχείου

file-cannot-read = αδύνατη η ανάγνωση { $what ->
        [folder] του φακέλου
        [settings] των ρυθμίσεων
        [match] της αποθηκευμένης παρτίδας
       *[file] του αρχείου
    }: { $error }
file-not-utf8 = { $what ->
        [folder] ο φάκελος
        [settings] οι ρυθμίσεις
        [match] η αποθηκευμένη παρτίδα
       *[file] το αρχείο
    }: αναμένεται κείμενο UTF-8, αλλά βρέθηκε ένα byte που δεν είναι UTF-8
file-read-by-no-game = κανένα παιχνίδι δεν διαβάζει αυτό το αρχείο, αναμένεται ένα από: { $files }
# $field: το πεδίο πρώτου επιπέδου που φταίει. $expected: ένα από τα μηνύματα expected- παρακάτω.
file-field-expected = `{ $field }`: αναμένεται { $expected }
file-problem-and-kept = { $problem } ({ $kept })

## Τα σφάλματα ανάλυσης του ron

ron-end-of-file = το αρχείο τελειώνει πολύ νωρίς: αναμένεται συνέχεια
ron-expected-symbol = αναμένεται `{ $symbol }`
ron-expected-kind = αναμένεται { $kind ->
        [boolean] true ή false
        [integer] ακέραιος αριθμός
        [number] αριθμός
        [text] κείμενο σε εισαγωγικά
        [character] χαρακτήρας σε μονά εισαγωγικά
        [name] όνομα
        [option] Some(…) ή None
       *[other] { $kind }
    }
ron-integer-out-of-bounds = αναμένεται αριθμός που χωρά σε αυτό το πεδίο (αυτός είναι πολύ μεγάλος ή πολύ μικρός)
ron-unexpected-char = εδώ αναμένεται κάτι άλλο από `{ $found }`
ron-trailing-characters = αναμένεται το τέλος του αρχείου μετά την `)` που το κλείνει
ron-unclosed-comment = αναμένεται να κλείσει το σχόλιο
ron-no-such-variant = αναμένεται ένα από τα { $expected } (βρέθηκε: `{ $found }`)
ron-no-such-field = αναμένεται ένα πεδίο από τα { $expected } (βρέθηκε: `{ $found }`)
ron-missing-field = αναμένεται το πεδίο `{ $field }`, που λείπει
ron-duplicate-field = αναμένεται το πεδίο `{ $field }` μία φορά (είναι γραμμένο δύο φορές)
# $expected και $found: οι τύποι, όπως τους ονομάζει το ron.
ron-invalid-value = αναμένεται { $expected } (βρέθηκε: { $found })
ron-wrong-length = αναμένεται { $expected } (βρέθηκε: { $found })
# $detail: η περιγραφή του ίδιου του ron, που λέει τι αναμενόταν.
ron-detail = { $detail }
ron-unexpected = { $detail } (αναμένεται τιμή στη μορφή του αρχείου)

## Τι περιμένουν τα πεδία ενός αρχείου κανόνων

expected-at-least = τουλάχιστον { $least } (βρέθηκε: { $found })
# $field: ένα πεδίο μέσα σε πεδίο πρώτου επιπέδου, όπως το `rounds` του `showcase`.
expected-inside = { $field }: { $expected }
expected-because = { $expected }: { $reason }
expected-seats-up-to = από min_players έως { $most } (βρέθηκε: { $found })
reason-hands-in-one-deck = περισσότερα χέρια δεν χωρούν σε μία τράπουλα
expected-showcase-players = αριθμός παικτών από min_players έως max_players ({ $least } έως { $most }, βρέθηκε: { $found })
expected-language-code = ένας κωδικός γλώσσας από τους { $codes } (βρέθηκε: "{ $found }")
expected-translated-words = "{ $code }": ένα { $field } με λέξεις (βρέθηκε ένα άδειο)
expected-deck-fills-row = μια τράπουλα με τουλάχιστον { $least } κάρτες για να γεμίσουν οι θέσεις (αυτή έχει { $found })
expected-nuggets-worth = αξία τουλάχιστον 1 για κάθε κάρτα ψηγμάτων (βρέθηκε: Nuggets(0))
# $reset: η τιμή του hand_reset, όπως τη γράφει το αρχείο.
expected-hand-for-reset = ένα χέρι με τουλάχιστον { $least } κάρτες, αφού με { $reset } παίζονται { $least } πριν ξαναγυρίσουν στο χέρι (αυτό έχει { $found })
expected-tie-break-once = κάθε κριτήριο ισοπαλίας μία φορά ({ $twice } είναι γραμμένο δύο φορές)
expected-ante = τουλάχιστον 1 μάρκα, αλλιώς δεν παίζεται ποτέ κανένα ποτ (βρέθηκε: 0)
expected-arranged-hands = ένα χέρι για κάθε θέση, όσες θέσεις έχει το τραπέζι (από min_players έως max_players)
expected-loo-payment = Limited(n) ή Unlimited(cap: n) με n τουλάχιστον 1 (βρέθηκε: 0)
expected-a-gun = τουλάχιστον ένα Pistol ή Rifle, αλλιώς κανείς δεν θα μπορούσε ποτέ να χτυπηθεί
expected-money-shared = το πολύ total_money / max_players = { $most }
expected-money-to-start = τουλάχιστον $1: μια συμμορία με $0 είναι εκτός
expected-gang-count = αριθμός συμμοριών από max_players έως { $most } (βρέθηκε: { $found })
expected-gang-desperados = για κάθε συμμορία, μια λίστα με { $count } ονόματα ντεσπεράντος, πρώτο το όνομα του Εγκεφάλου
expected-ability-uses = για κάθε ικανότητα, μια λίστα με 1 έως { $most } χρήσεις
expected-gang-choice = Random, ή Chosen με διαφορετική συμμορία (έναν δείκτη στο `gangs`) για καθεμία από τις max_players θέσεις
expected-wild-west-deck = μια τράπουλα με 1 έως { $kinds } είδη καρτών και 4 έως { $most } κάρτες συνολικά (βρέθηκε: { $found })
expected-translated-gangs-and-cards = "{ $code }": το πολύ μία ικανότητα για καθεμία από τις { $gangs } συμμορίες και το πολύ μία κάρτα για καθεμία από τις { $cards } κάρτες της τράπουλας (βρέθηκαν: { $found-gangs ->
        [one] μία ικανότητα
       *[other] { $found-gangs } ικανότητες
    } και { $found-cards ->
        [one] μία κάρτα
       *[other] { $found-cards } κάρτες
    })
expected-search-steps = τιμή τουλάχιστον 1 για iterations και rollout_steps

## Οι ρυθμίσεις

settings-refused = { $problem }. Χρησιμοποιούνται οι προεπιλεγμένες ρυθμίσεις (το αρχείο { $kept })
settings-kept-as = φυλάχτηκε ως { $path }
settings-not-set-aside = δεν μπόρεσε να μετακινηθεί: { $error }
# $using: οι ρυθμίσεις σε ισχύ, όπως τις γράφει το αρχείο.
settings-brought-in-range = αναμένονται speed και computer_speed στο διάστημα 0.5..=4, εντάσεις στο 0..=1, ui_scale στο 0.75..=2, showcase_after_idle το πολύ { $idle } και replays_kept το πολύ { $kept }. Χρησιμοποιούνται οι ρυθμίσεις { $using }

## Μια αποθηκευμένη παρτίδα

save-not-a-match = { $problem } (αναμένεται αποθηκευμένη παρτίδα)
save-other-game = μια παρτίδα { $found }, όχι { $game }
save-game-unknown = μια παρτίδα ενός παιχνιδιού που αυτή η έκδοση δεν γνωρίζει (`{ $game }`)
save-format-unknown = μια αποθήκευση σε μορφή { $found }, που αυτή η έκδοση (μορφή { $ours }) δεν μπορεί να διαβάσει
save-rules-refused = οι κανόνες της παρτίδας: { $problem }
save-seats-differ = { $seats ->
        [one] { $seats } θέση
       *[other] { $seats } θέσεις
    }, αλλά η καταγραφή έχει { $recorded }
# $detail: γιατί σταματά η καταγραφή, ένα από τα μηνύματα replay- παρακάτω.
save-does-not-replay = η καταγραφή δεν αναπαράγεται: { $detail }
# $record και $game: τα ονόματα των παιχνιδιών όπως τα γράφει το αρχείο.
replay-other-game = η καταγραφή είναι του `{ $record }`, όχι του `{ $game }`
# $detail: η περιγραφή των ίδιων των κανόνων, όπως τη γράφουν.
replay-no-table = οι κανόνες δεν στήνουν τραπέζι γι' αυτήν ({ $detail })
# $refused: γιατί οι κανόνες απορρίπτουν το βήμα, ένα από τα μηνύματα refused- παρακάτω.
replay-refused = βήμα { $step }: { $refused }
refused-match-over = η παρτίδα έχει τελειώσει
refused-not-to-move = δεν είναι η σειρά της θέσης { $seat }
refused-wrong-seats = δεν είναι μία κίνηση από κάθε θέση που παίζει
refused-not-legal = αυτή η κίνηση δεν επιτρέπεται στη θέση { $seat } εκείνη τη στιγμή
refused-chance-to-move = αποφασίζουν τα ζάρια ή η τράπουλα, όχι μια θέση
refused-no-chance = εκείνη τη στιγμή δεν αποφασίζουν ούτε τα ζάρια ούτε η τράπουλα
refused-impossible-chance = τα ζάρια ή η τράπουλα δεν μπορούν να βγουν έτσι σε εκείνο το σημείο

## Ο έλεγχος ενός φακέλου κανόνων από τη γραμμή εντολών

# $folder: ο φάκελος όπως δόθηκε στη γραμμή εντολών.
check-rules-valid = { $folder }: όλα τα αρχεία κανόνων είναι έγκυρα
check-rules-errors = { $count ->
        [one] { $count } σφάλμα
       *[other] { $count } σφάλματα
    }
# $problem: η θέση και το πρόβλημα ενός αρχείου που απορρίφθηκε, ως `αρχείο:γραμμή:στήλη: πρόβλημα`.
check-rules-on-defaults = { $problem } (το παιχνίδι παίζεται με τις ενσωματωμένες τιμές)
