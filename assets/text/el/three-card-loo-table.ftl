# Το τραπέζι του Three-card Loo: οι επιλογές, οι ετικέτες, οι προτροπές, τα πάνελ και οι συμβουλές.

loo-option-single = Απλό: παίζουν όλοι
loo-option-single-tip = Σε απλό ποτ (χωρίς χρήματα από πρόστιμα) δεν υπάρχει miss και παίζουν όλοι.
loo-option-club-law = Νόμος του σπαθιού
loo-option-club-law-tip = Όταν τα σπαθιά είναι ατού, κανείς δεν αποχωρεί και το miss δεν χρησιμοποιείται.
loo-option-bust-out = Έξω στο μηδέν
loo-option-bust-out-tip = Το υπόλοιπο δεν πέφτει κάτω από το μηδέν: όποιος δεν μπορεί να πληρώσει όλο το ποσό δίνει ό,τι έχει, και όποιος μείνει χωρίς τίποτα φεύγει από το τραπέζι.
loo-option-any-card = Χωρίς μεγαλύτερο ατού: οποιοδήποτε φύλλο
loo-option-any-card-tip = Όποιος δεν μπορεί να ακολουθήσει χρώμα ούτε να νικήσει το ατού στο τραπέζι παίζει οποιοδήποτε φύλλο (αλλιώς ένα μικρότερο ατού).
loo-option-rounds = Γύροι
loo-option-rounds-tip = Κάθε παίκτης μοιράζει μία φορά ανά γύρο. Μετά τον τελευταίο, κερδίζει το μεγαλύτερο υπόλοιπο.
# $single, $club-law, $bust-out: option-on ή option-off.
loo-options-lower-trump = Σε αυτό το τραπέζι: απλό με όλους { $single }, νόμος του σπαθιού { $club-law }, έξω στο μηδέν { $bust-out }, όποιος δεν έχει το χρώμα ούτε μεγαλύτερο ατού παίζει μικρότερο ατού, { $rounds ->
        [one] ένας γύρος
       *[other] { $rounds } γύροι
    }.
loo-options-any-card = Σε αυτό το τραπέζι: απλό με όλους { $single }, νόμος του σπαθιού { $club-law }, έξω στο μηδέν { $bust-out }, όποιος δεν έχει το χρώμα ούτε μεγαλύτερο ατού παίζει οποιοδήποτε φύλλο, { $rounds ->
        [one] ένας γύρος
       *[other] { $rounds } γύροι
    }.

## Τι πρέπει να παίξει ένας παίκτης αντί γι' αυτό

loo-must-lead-card = πρέπει να ανοίξεις με { $card }
loo-must-lead-trump = πρέπει να ανοίξεις με ατού
loo-must-lead-highest-trump = πρέπει να ανοίξεις με το μεγαλύτερο ατού
loo-must-follow = πρέπει να παίξεις { $suit }
loo-must-head = πρέπει να παίξεις ψηλότερο φύλλο
loo-must-trump = πρέπει να κόψεις με ατού
loo-must-overtrump = πρέπει να βάλεις μεγαλύτερο ατού

## Οι πινακίδες, το ποτ και οι προτροπές

loo-status-dropped = αποχώρησε
loo-status-plays = μέσα
loo-status-took-miss = με το miss
loo-status-defends-miss = φύλαξη του miss
loo-status-out = εκτός
# Μια πινακίδα δίπλα σε ένα πορτρέτο: οι λέξεις σε στήλη.
loo-plate = { $name }
    μάρκες { $chips }
    { $status }
    { $tricks ->
        [0] {""}
        [one] ένα τρικ
       *[other] { $tricks } τρικ
    }
loo-trumps = ατού: { $suit }
loo-pool = ποτ { $pool }
loo-pool-in-play = ποτ { $pool }
    { $per-trick } ανά τρικ
loo-how-keys = κάνε κλικ σε σηκωμένο φύλλο ή πάτα 1-3
loo-how-pad = πήγαινε σε σηκωμένο φύλλο και πάτα [{ $choose }]
loo-prompt-declare = Δήλωσε: { $how }
# $keys: the keys of the declarations the player may make now, each a loo-declare-key.
loo-declare-keys = με τα κουμπιά ή { $keys }
loo-declare-key = [{ $key }] { $what }
loo-declare-pad = πήγαινε σε ένα κουμπί και πάτα [{ $choose }]
loo-prompt-refused = { $card }: { $why }
loo-prompt-lead = Ανοίγεις εσύ: { $how }
loo-prompt-card = Το φύλλο σου: { $how }

## Τα κουμπιά και τα πάνελ

# $chips: το υπόλοιπο που περιμένει ο σύμβουλος, με ένα δεκαδικό.
loo-hint-chips = ≈ { $chips } μάρκες
loo-button-standings = Κατάταξη (S)
loo-button-standings-tip = Το υπόλοιπο κάθε θέσης και τι έκανε σε αυτό το μοίρασμα.
loo-button-last-trick = Τελευταίο τρικ (L)
loo-button-last-trick-tip = Τα φύλλα του τελευταίου τρικ και ποιος το πήρε.
loo-hint-tip = Το υπόλοιπο που περιμένει ο υπολογιστής στο Δύσκολο μετά το μοίρασμα, για κάθε επιλογή.
loo-drop-tip = Μείνε έξω από αυτό το μοίρασμα: ούτε κερδίζεις ούτε χάνεις.
loo-play-tip = Παίξε το χέρι σου: κάθε τρικ παίρνει το ένα τρίτο του ποτ. Χωρίς τρικ, πληρώνεις πρόστιμο.
loo-take-miss-tip = Παίξε το miss αντί για το χέρι σου, χωρίς να το δεις.
loo-defend-miss-tip = Ως ντίλερ, παίξε το miss για το ποτ, χωρίς να κερδίσεις ή να χάσεις.
loo-button-last-trick-title = Τελευταίο τρικ
loo-no-trick-yet = Δεν έχει παιχτεί κανένα τρικ σε αυτό το μοίρασμα.
loo-takes-it = το τρικ: { $name }
loo-standings-title = Κατάταξη
loo-standings-start = αρχή
loo-standings-deal = μοίρασμα { $deal }
loo-standings-now = τώρα
loo-standings-pool = Ποτ: { $pool }

## Οι συμβουλές

loo-seating-waiting = χωρίς δήλωση ακόμα
loo-seating-dropped = αποχώρησε από αυτό το μοίρασμα
loo-seating-playing = στο παιχνίδι
loo-seating-took-miss = στο παιχνίδι με το miss
loo-seating-defending-miss = φύλαξη του miss
loo-seating-out = χωρίς χρήματα
loo-tip-play-it = Πάτα για να το παίξεις (πλήκτρο { $key }).
loo-tip-not-now = Όχι τώρα: { $why }.
loo-tip-hand = { $card }. { $what }
loo-tip-hand-trump = { $card }, ατού. { $what }
loo-tip-plate = { $who ->
        [you] Εσύ
       *[other] { $who }
    }: υπόλοιπο { $balance }, { $seating }, { $tricks ->
        [one] ένα τρικ
       *[other] { $tricks } τρικ
    } σε αυτό το μοίρασμα.
loo-tip-plate-dealer = { $who ->
        [you] Εσύ
       *[other] { $who }
    } (ντίλερ): υπόλοιπο { $balance }, { $seating }, { $tricks ->
        [one] ένα τρικ
       *[other] { $tricks } τρικ
    } σε αυτό το μοίρασμα.
loo-tip-turn-up = Το γυρισμένο φύλλο: { $card }. Ατού: { $suit }. Όποιος ανοίγει πρέπει να ανοίξει με { $top }, αν το έχει.
loo-tip-miss = Το miss: ένα εφεδρικό χέρι, κλειστό. Όποιος το ζητήσει πρώτος το παίρνει χωρίς να το δει, αντί για το δικό του. Ο ντίλερ μπορεί να το φυλάξει, παίζοντάς το για το ποτ.
loo-tip-miss-taken = Το miss το έχει πάρει ήδη κάποιος.
loo-tip-pool = Το ποτ: { $pool }. Κάθε τρικ παίρνει το ένα τρίτο του. Όποιος έμεινε στο παιχνίδι χωρίς τρικ πληρώνει πρόστιμο στο επόμενο.
loo-the-miss = το miss

## Η σελίδα του κινητού: το χέρι, το τραπέζι, η κατάταξη και οι επιλογές, μία γραμμή η καθεμία

loo-phone-card = Φύλλο: { $card }
loo-phone-card-trump = Ατού: { $card }
# $cards: το χέρι που δόθηκε για το miss, ως λίστα.
loo-phone-hand-is-miss = Το χέρι σου είναι το miss· άφησες: { $cards }.
loo-phone-miss-open = Το miss περιμένει κλειστό, για όποιον το ζητήσει πρώτος.
loo-phone-per-trick = Κάθε τρικ παίρνει { $per-trick } από το ποτ.
loo-phone-winning = { $who ->
        [you] Κερδίζεις
       *[other] { $who } κερδίζει
    } το τρικ ως τώρα.
loo-phone-trick-taken = { $who ->
        [you] Πήρες
       *[other] { $who } πήρε
    } το τρικ { $trick }: { $card }.
loo-phone-to-declare = { $who ->
        [you] Δηλώνεις εσύ
       *[other] Δηλώνει { $who }
    }.
loo-phone-to-lead = Τρικ { $trick }: { $who ->
        [you] ανοίγεις εσύ
       *[other] ανοίγει { $who }
    }.
loo-phone-to-play = Τρικ { $trick }: { $who ->
        [you] παίζεις εσύ
       *[other] παίζει { $who }
    }.
loo-phone-standing = { $who ->
        [you] Εσύ
       *[other] { $who }
    }: { $chips ->
        [one] { $chips } μάρκα
       *[other] { $chips } μάρκες
    }{ $tricks ->
        [0] {""}
        [one] , ένα τρικ σε αυτό το μοίρασμα
       *[other] , { $tricks } τρικ σε αυτό το μοίρασμα
    }
loo-phone-standing-out = { $who ->
        [you] Έμεινες
       *[other] { $who } έμεινε
    } χωρίς χρήματα.
# $declaration: το όνομα του κουμπιού (loo-drop, loo-play…)· $per-trick: όσα παίρνει ένα
# τρικ από το ποτ· $loo: όσα πληρώνει όποιος δεν πάρει κανένα.
loo-phone-drop = { $declaration }: μείνε έξω από αυτό το μοίρασμα
loo-phone-play = { $declaration }: { $per-trick } ανά τρικ· χωρίς τρικ, πληρώνεις { $loo }
loo-phone-take-miss = { $declaration }: παίξ' το χωρίς να το δεις, { $per-trick } ανά τρικ· χωρίς τρικ, πληρώνεις { $loo }
loo-phone-defend-miss = { $declaration }: παίξ' το για το ποτ, χωρίς κέρδος ή ζημιά
loo-phone-play-card = Παίξε: { $card }
# Κάτω από τη μάρκα μιας θέσης: οι μάρκες της, και τα τρικ της σε αυτό το μοίρασμα, όταν έχει.
loo-phone-chips = { $chips ->
        [one] { $chips } μάρκα
       *[other] { $chips } μάρκες
    }{ $tricks ->
        [0] {""}
        [one] , ένα τρικ
       *[other] , { $tricks } τρικ
    }
# Κάτω από τη μάρκα της θέσης που έχει σειρά (όποια κι αν είναι, και η δική σου).
loo-phone-turn-declare = σειρά για δήλωση
loo-phone-turn-lead = σειρά για άνοιγμα
loo-phone-turn-play = σειρά για φύλλο
loo-phone-dealer = ντίλερ
loo-phone-winner = πρώτη θέση
# Το miss πάνω στο τραπέζι: το όνομά του, και πώς είναι.
loo-phone-miss = Το miss
loo-phone-face-down = κλειστό
# Κάτω από το ποτ: όσα παίρνει από αυτό κάθε τρικ.
loo-phone-a-trick = { $per-trick } ανά τρικ
# Κάτω από το φύλλο που άνοιξε το τρικ.
loo-phone-led = άνοιγμα
# Πάνω από τα τρικ και τα ποτ που πάρθηκαν, και το loo που πληρώθηκε, από την τελευταία ματιά.
loo-phone-outcome = Κέρδη και απώλειες
