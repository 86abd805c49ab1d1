# Το τραπέζι του Duel: οι επιλογές, οι πινακίδες, οι προτροπές, τα εφέ και οι συμβουλές.

duel-option-rules = Κανόνες
duel-option-rules-tip = Sphinx: ένα Πιστόλι προστατεύει μόνο από Πιστόλια και ένα Τουφέκι μόνο από Τουφέκια. Το Οδόφραγμα γυρίζει στο χέρι μετά τη χρήση.
duel-standard = Κανονικοί
duel-sphinx = Sphinx (γερμανική έκδοση)
duel-options-sphinx = Σε αυτό το τραπέζι: η παραλλαγή Sphinx (γερμανική έκδοση). Ένα όπλο προστατεύει μόνο από όπλα του ίδιου είδους, και το Οδόφραγμα γυρίζει στο χέρι μετά τη χρήση.
duel-coach-chance = { $chance }%
    για το $
duel-coach-chance-and-mix = { $chance }%
    για το $
    παίζεται { $mix }%
duel-status-down = εκτός
duel-status-cards = { $cards ->
        [one] μία κάρτα
       *[other] { $cards } κάρτες
    }
# Π, Τ, Ο, Γ: τα αρχικά των Πιστόλι, Τουφέκι, Οδόφραγμα και Γέμισμα, πριν από το πόσα κρατά.
duel-plate = { $name }
    ${ $dollars }   { $status }
    Π{ $pistols } Τ{ $rifles } Ο{ $barricades } Γ{ $reloads }
duel-prompt-empty-handed = Δεν σου έμειναν κάρτες: ξαναγεμίζεις.   [{ $confirm }] τράβα
# $pick: η επιλογή όπως την ακούει αυτός που τη διαλέγει ("Πυροβολείς την Kate με Πιστόλι").
duel-prompt-lock-in = { $pick }   [{ $confirm }] κλείδωσε{ $how }
duel-prompt-pick = Διάλεξε κάρτα: { $how }
# $cards: the keys of the cards that may be played now, each a duel-pick-key.
duel-pick-keys = { $cards }, ή κάνε κλικ σε μία
duel-pick-key = [{ $key }] { $card }
duel-pick-pad = πήγαινε σε αυτήν και πάτα [{ $choose }]
duel-prompt-aim = Σημάδεψε: { $how }
duel-aim-keys = κάνε κλικ σε έναν αντίπαλο, ή πήγαινε σε αυτόν με [Tab] και πάτα [{ $choose }]
duel-aim-pad = πήγαινε σε έναν αντίπαλο και πάτα [{ $choose }]
duel-prompt-other-rival-keys = {"  ·  "}άλλος αντίπαλος: [Tab] για να πας σε αυτόν, ή κλικ
duel-prompt-other-rival-pad = {"  ·  "}άλλος αντίπαλος: πήγαινε σε αυτόν
duel-effect-reloads = ξαναγέμισμα: +{ $cards } κάρτες
duel-effect-hit = ΧΤΥΠΗΜΑ!
duel-effect-missed = αστοχία: σε κίνηση
duel-effect-barricade = πίσω από το οδόφραγμα
duel-button-draw = Πυρ! ({ $key })
duel-button-draw-tip = Κλείδωσε την κάρτα που κρατάς ψηλά, και τον στόχο της αν είναι όπλο.
duel-hint-tip = Η πιθανότητα κάθε κάρτας για το δολάριο αυτής της μονομαχίας, από τη δική σου ματιά.
duel-button-next-target = Επόμενος στόχος
duel-button-next-target-tip = Στρέψε το όπλο που κρατάς στον επόμενο όρθιο αντίπαλο.
duel-tip-hand = { $card }: { $rule } Κρατάς { $held }. Πλήκτρο { $key }.
duel-standing-up = ακόμα στη μάχη
duel-standing-down = εκτός σε αυτή τη μονομαχία
duel-tip-plate = { $who ->
        [you] Εσύ
       *[other] { $who }
    }: { $standing }, ${ $dollars } από ${ $to-win }. { $who ->
        [you] Κρατάς
       *[other] Κρατά
    } { $pistols } { $pistols ->
        [one] Πιστόλι
       *[other] Πιστόλια
    }, { $rifles } Τουφέκι, { $barricades } Οδόφραγμα, { $reloads } Γέμισμα.
duel-tip-plate-master = { $who ->
        [you] Εσύ
       *[other] { $who }
    } (αρχηγός της μονομαχίας): { $standing }, ${ $dollars } από ${ $to-win }. { $who ->
        [you] Κρατάς
       *[other] Κρατά
    } { $pistols } { $pistols ->
        [one] Πιστόλι
       *[other] Πιστόλια
    }, { $rifles } Τουφέκι, { $barricades } Οδόφραγμα, { $reloads } Γέμισμα.
duel-tip-aimed-at = Στόχος: πάτα ξανά για να κλειδώσεις την επιλογή.
duel-tip-aim-here = Πάτα για να σημαδέψεις εδώ.
duel-face-master = ΑΡΧΗΓΟΣ
duel-face-pistol = ΠΙΣΤΟΛΙ
duel-face-rifle = ΤΟΥΦΕΚΙ
duel-face-barricade = ΟΔΟΦΡΑΓΜΑ
duel-face-reload = ΓΕΜΙΣΜΑ
duel-face-alive = ΖΩΝΤΑΝΟΣ
duel-face-rip = RIP

## Η σελίδα του κινητού: το τραπέζι σε λέξεις

# $count: πόσες τέτοιες κάρτες κρατά.
duel-phone-hand-card = { $count ->
        [one] { $card }
       *[other] { $card } ×{ $count }
    }
# $seats: όσοι πιστολάδες είναι ακόμα όρθιοι, σε λίστα.
duel-phone-shootout = Πιστολίδι { $shootout }. Όρθιοι ακόμα: { $seats ->
        [you] εσύ
       *[other] { $seats }
    }.
# $cards: οι κάρτες στο χέρι, η καθεμιά ένα duel-phone-hand-card, σε λίστα.
duel-phone-rival-holds = { $who ->
        [you] Κρατάς
       *[other] { $who } κρατά
    } { $cards }.
duel-phone-rival-empty = { $who ->
        [you] Δεν έχεις
       *[other] { $who } δεν έχει
    } άλλες κάρτες.
# $standing: duel-standing-up ή duel-standing-down.
duel-phone-standing = { $who ->
        [you] Εσύ
       *[other] { $who }
    }: ${ $dollars } από ${ $to-win }, { $standing }
# Κάτω από το πορτρέτο ενός αντιπάλου: τα δολάρια που έχει, από όσα χρειάζονται για τη νίκη.
duel-phone-dollars = ${ $dollars } από ${ $to-win }
# Κάτω από ένα όπλο του τελευταίου πιστολιδιού: σε ποιον σημάδεψε.
duel-phone-at = στόχος: { $target ->
        [you] εσύ
       *[other] { $target }
    }
# Πάνω από τις επιλογές του τελευταίου πιστολιδιού, ανοιχτές.
duel-phone-showdown = Το τελευταίο πιστολίδι
duel-phone-down = Είσαι εκτός σε αυτή τη μονομαχία: επιστρέφεις στην επόμενη.
# Γιατί ένας αντίπαλος δεν γίνεται στόχος.
duel-phone-no-gun = Δεν κρατάς όπλο για να πυροβολήσεις.
