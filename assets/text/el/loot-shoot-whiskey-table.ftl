# Το τραπέζι του Loot Shoot Whiskey: οι ετικέτες, οι προτροπές και οι συμβουλές.

lsw-tip-hand = { $rule } Πλήκτρο { $key }.
lsw-tip-placed = Η κάρτα σου, { $card }, για τη θέση { $slot }: πάτα για να την πάρεις πίσω.
lsw-tip-slot = Θέση { $slot }: { $card }, για όποιον κερδίσει εκεί την αναμέτρηση με Λεία.
lsw-tip-slot-this-pair = Θέση { $slot } (αυτό το ζεύγος): { $card }, για όποιον κερδίσει εκεί την αναμέτρηση με Λεία.
lsw-tip-slot-empty = Θέση { $slot }: άδεια.
lsw-tip-bottle-held = Το μπουκάλι του ουίσκι. Το { $who ->
        [you] κρατάς εσύ
       *[other] κρατά { $who }
    }, με { $streak ->
        [one] μία νίκη
       *[other] { $streak } νίκες
    } στη σειρά. Με { $to-empty } στη σειρά αδειάζει και φέρνει τη νίκη.
lsw-tip-bottle-at-bar = Το μπουκάλι του ουίσκι. Στο μπαρ. Με { $to-empty } στη σειρά αδειάζει και φέρνει τη νίκη.
lsw-coach-pair = { $first } + { $second } { $percent }%
# $name: το όνομα της θέσης. $status: status-thinking, status-ready ή τίποτα.
lsw-scoreboard = { $name }  { $status }
    Ψήγματα { $nuggets }/{ $nuggets-to-win }   Χτυπήματα { $hits }/{ $hits-to-win }
    Λάφυρα { $looted }
lsw-deck = Τράπουλα: { $cards }
lsw-bottle-streak = { $streak } στη σειρά
lsw-bottle-at-bar = Στο μπαρ
lsw-prompt-keys = [1] Λεία   [2] Πυρ   [3] Ουίσκι   ή κάνε κλικ σε μια κάρτα
lsw-prompt-pad = πήγαινε σε μια κάρτα και πάτα [{ $choose }]
lsw-prompt-choose = Διάλεξε κάρτα για τη θέση { $slot }   { $how }
lsw-prompt-lock-in = [{ $confirm }] κλείδωσε   [{ $remove }] ή κλικ σε μια τοποθετημένη κάρτα για να την πάρεις πίσω
lsw-lock-in-tip = Κλείδωσε τις δύο κάρτες στις θέσεις του ζεύγους.
lsw-hint-tip = Τα τρία καλύτερα ζεύγη, με τις πιθανότητές τους να κερδίσουν.
# Οι λέξεις που είναι τυπωμένες στις κάρτες.
lsw-face-nuggets = ΨΗΓΜΑΤΑ
lsw-face-whiskey = ΟΥΙΣΚΙ
lsw-face-bullet = ΣΦΑΙΡΑ
lsw-face-loot = ΛΕΙΑ
lsw-face-shoot = ΠΥΡ
lsw-face-whiskey-glass = ΟΥΙΣΚΙ
lsw-face-hit = ΧΤΥΠΗΜΑ
lsw-discard = Απόρριψη

## Η σελίδα του κινητού: το τραπέζι σε λέξεις

# $count: πόσες τέτοιες κάρτες έχει το χέρι.
lsw-phone-hand-card = { $count ->
        [one] { $card }
       *[other] { $card } ×{ $count }
    }
lsw-phone-round = Γύρος { $round }: παίζονται οι θέσεις { $first }–{ $second }.
lsw-phone-slot = Θέση { $slot }: { $card }.
# Ένα κουμπί: οι δύο κάρτες που κλειδώνονται, και η θέση της καθεμιάς.
lsw-phone-commit = { $first } στη θέση { $first-slot }, { $second } στη θέση { $second-slot }
# Under a slot of the saloon row.
lsw-phone-slot-number = Θέση { $slot }
# Over the pairs of cards just turned over.
lsw-phone-showdown = Η αναμέτρηση
# Under an outlaw's portrait: the score.
lsw-phone-score = { $nuggets ->
        [one] ένα ψήγμα
       *[other] { $nuggets } ψήγματα
    }, { $hits ->
        [one] ένα χτύπημα
       *[other] { $hits } χτυπήματα
    }
lsw-phone-has-bottle = κρατά το μπουκάλι
