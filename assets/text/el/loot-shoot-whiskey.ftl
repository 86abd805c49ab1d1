# Loot Shoot Whiskey: οι κάρτες και οι γραμμές του ιστορικού.

lsw-loot = Λεία
lsw-shoot = Πυρ
lsw-whiskey = Ουίσκι

lsw-saloon-nuggets = μια κάρτα ψηγμάτων ({ $amount })
lsw-saloon-whiskey = μια κάρτα ουίσκι
lsw-saloon-bullet = μια κάρτα σφαίρας

lsw-prize-loot = παίρνει την κάρτα σαλούν της θέσης
lsw-prize-shoot = παίρνει μια κάρτα χτυπήματος
lsw-prize-whiskey = κερδίζει το μπουκάλι του ουίσκι
lsw-rule = { $card } νικά { $beaten }: ο νικητής { $prize }. Χάνει από { $beaten-by }. Ίδια κάρτα κι από τους δύο: η κάρτα σαλούν απορρίπτεται.

lsw-revealed = Θέσεις { $first }–{ $second }: { $one ->
        [you] παίζεις
       *[other] { $one } παίζει
    } { $one-first } / { $one-second }, { $other ->
        [you] παίζεις
       *[other] { $other } παίζει
    } { $other-first } / { $other-second }.
lsw-showdown-tie = Θέση { $slot }: { $one } κατά { $other }, ισοπαλία.
lsw-showdown-won = Θέση { $slot }: { $who ->
        [you] κερδίζεις
       *[other] { $who } κερδίζει
    } με { $card }.
lsw-claimed = { $who ->
        [you] Αρπάζεις
       *[other] { $who } αρπάζει
    } { $card }.
lsw-discarded = Απορρίπτεται { $card }.
lsw-nuggets-gained = { $who ->
        [you] Κερδίζεις
       *[other] { $who } κερδίζει
    } { $amount ->
        [one] ένα ψήγμα
       *[other] { $amount } ψήγματα
    }, { $total } συνολικά.
lsw-hit-taken = { $who ->
        [you] Παίρνεις
       *[other] { $who } παίρνει
    } μια κάρτα χτυπήματος ({ $total }).
lsw-bottle-won = { $who ->
        [you] Κερδίζεις
       *[other] { $who } κερδίζει
    } το μπουκάλι ({ $streak } στη σειρά).
lsw-saloon-ran-dry = Οι θέσεις δεν γεμίζουν ξανά: το σαλούν στέρεψε.
lsw-match-drawn = Η παρτίδα λήγει ισόπαλη.

lsw-won-nuggets = { $who ->
        [you] Πλούτισες
       *[other] { $who } πλούτισε
    } με ψήγματα χρυσού.
lsw-won-hits = { $who ->
        [you] Μάζεψες
       *[other] { $who } μάζεψε
    } αρκετά χτυπήματα: κανείς δεν είναι πιο σκληρός.
lsw-won-emptied-bottle = { $who ->
        [you] Άδειασες
       *[other] { $who } άδειασε
    } το μπουκάλι του ουίσκι.
lsw-won-held-bottle = { $who ->
        [you] Κρατούσες
       *[other] { $who } κρατούσε
    } το μπουκάλι όταν στέρεψε το σαλούν.
lsw-won-most-nuggets = { $who ->
        [you] Είχες
       *[other] { $who } είχε
    } τα περισσότερα ψήγματα όταν στέρεψε το σαλούν.
lsw-won-most-hits = { $who ->
        [you] Είχες
       *[other] { $who } είχε
    } τα περισσότερα χτυπήματα όταν στέρεψε το σαλούν.

lsw-hidden-deck = Η τράπουλα του σαλούν ({ $cards ->
        [one] μία κάρτα
       *[other] { $cards } κάρτες
    }), από πάνω: { $next }

## Το τραπέζι

lsw-caption-tie = { $one }
    κατά
    { $other }:
    ισοπαλία
lsw-caption-beats = { $winner }
    νικά
    { $loser }
lsw-banner-ran-dry = Το σαλούν στέρεψε!
lsw-banner-draw = Ισοπαλία: κανείς δεν φεύγει με τα λάφυρα.
lsw-result-draw = Ισοπαλία
lsw-result-draw-detail = Κανείς δεν φεύγει με τα λάφυρα.
lsw-standing = { $who ->
        [you] Εσύ
       *[other] { $who }
    }: { $nuggets ->
        [one] ένα ψήγμα
       *[other] { $nuggets } ψήγματα
    }, { $hits ->
        [one] ένα χτύπημα
       *[other] { $hits } χτυπήματα
    }
lsw-standing-with-bottle = { $who ->
        [you] Εσύ
       *[other] { $who }
    }: { $nuggets ->
        [one] ένα ψήγμα
       *[other] { $nuggets } ψήγματα
    }, { $hits ->
        [one] ένα χτύπημα
       *[other] { $hits } χτυπήματα
    }, { $who ->
        [you] κρατάς
       *[other] κρατά
    } το μπουκάλι
