# Ό,τι μοιράζονται όλα τα τραπέζια: οι προτροπές, ο σύμβουλος, η στήλη με τα κουμπιά.

status-thinking = σκέφτεται...
status-ready = διάλεξε
status-none = {""}
prompt-waiting-for = { $seats ->
        [you] Περιμένουμε εσένα...
       *[other] Περιμένουμε: { $seats }...
    }
prompt-fast-forward = Παίζουν μόνο υπολογιστές: ×{ $times }
prompt-seat-asked = { $seat }: { $ask }
coach-thinking = Ο σύμβουλος σκέφτεται...
coach-best = Σύμβουλος: { $best }
button-lock-in = Κλείδωσε ({ $key })
button-hint = Υπόδειξη ({ $key })
option-on = ναι
option-off = όχι
button-coach-thinking = Σύμβουλος: σκέφτεται...
option-yes = ναι
option-no = όχι
# Ένας αριθμός μόνος του, όπως τον δείχνει μια λίστα αριθμών.
number = { $n }
log-replay-at = Επανάληψη: απόφαση { $decision } από { $decisions }.
button-menu = Μενού ({ $key })
button-menu-tip = Παύση: συνέχεια, κανόνες, ρυθμίσεις, έξοδος (κανόνες: { $rules-key })
button-take-back = Αναίρεση ({ $key })
button-take-back-tip = Αναιρεί την τελευταία σου απόφαση, όπου το επιτρέπουν οι κανόνες.
take-back-nothing-yet = Τίποτα για αναίρεση: δεν έχεις αποφασίσει ακόμη τίποτα.
take-back-chance-since = Η τελευταία σου απόφαση μένει: η τύχη έχει παίξει από τότε.
take-back-others-since = Η τελευταία σου απόφαση μένει: άλλος παίκτης έχει αποφασίσει από τότε.
take-back-together = Η τελευταία σου απόφαση μένει: πάρθηκε μαζί με των άλλων παικτών.
take-back-revealed = Η τελευταία σου απόφαση μένει: φανέρωσε κάτι κρυφό.
cover-reveal = Πάτα { $key } ή κάνε κλικ όταν δεν κοιτάζει κανείς άλλος.
cover-pass-to = Δώσε την οθόνη σε: { $name }
frame-rate = { $fps } fps · { $ms } ms
frame-rate-measuring = μέτρηση...
