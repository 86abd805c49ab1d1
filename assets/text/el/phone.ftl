# Θέση στο κινητό: οι λέξεις της σελίδας, και ό,τι λέει ο οικοδεσπότης στο κινητό.

phone-page-pick-seat = Διάλεξε θέση
phone-page-your-name = Το όνομά σου
phone-page-take-seat = Κάθισε εδώ
phone-page-hand = Το χέρι σου
phone-page-table = Στο τραπέζι
phone-page-standings = Κατάταξη
phone-page-events = Πρόσφατα
phone-page-choices = Η κίνησή σου
phone-page-language = Γλώσσα
phone-page-reconnecting = Επανασύνδεση με το τραπέζι...
phone-page-lost = Το τραπέζι δεν είναι προσβάσιμο. Έλεγξε το Wi-Fi και ξαναφόρτωσε τη σελίδα.
phone-page-cover = Κάλυψη
phone-page-uncover = Άγγιξε για να δεις το χέρι σου
phone-page-clear = Από την αρχή
phone-page-in-words = Το τραπέζι σε λόγια
# A seat's name under its portrait.
phone-seat-name = { $who ->
        [you] Εσύ
       *[other] { $who }
    }
phone-your-turn = Σειρά σου!
phone-waiting-for = Περιμένουμε { $seats }
phone-waiting = Αναμονή...
phone-over-won = { $winners ->
        [you] Κέρδισες την παρτίδα!
       *[other] { $winners } κέρδισε την παρτίδα.
    }
phone-over-draw = Η παρτίδα λήγει ισόπαλη.
phone-held-computer = παίζει ο υπολογιστής
phone-held-free = περιμένει παίκτη
phone-held-by-code = περιμένει παίκτη που μπαίνει με κωδικό
phone-held-here = στο τραπέζι
phone-table-closed = Το τραπέζι έκλεισε.
phone-refused-too-slow = Το κινητό άργησε πολύ να συνδεθεί. Ξαναφόρτωσε τη σελίδα.
phone-refused-garbled = Το τραπέζι δεν μπόρεσε να διαβάσει αυτό το μήνυμα.
phone-refused-version = Το τραπέζι μιλά την έκδοση { $host } για κινητά και αυτή η σελίδα την { $phone }. Ξαναφόρτωσε τη σελίδα.
phone-refused-wrong-secret = Αυτή η διεύθυνση έχει λάθος κωδικό τραπεζιού. Σάρωσε ξανά τον κωδικό του τραπεζιού.
phone-refused-flooding = Πάρα πολλά μηνύματα, πολύ γρήγορα.
phone-refused-not-your-seat = Αυτή η θέση κρατιέται για τον παίκτη που την πήρε.
phone-refused-seated-already = Αυτό το κινητό έχει ήδη θέση.
phone-refused-no-such-seat = Το τραπέζι δεν έχει τέτοια θέση κινητού.
phone-refused-seat-taken = Κάποιος μόλις πήρε αυτή τη θέση. Διάλεξε άλλη.
phone-refused-taken-back = Η θέση σου ανακτήθηκε σε άλλο κινητό ή καρτέλα.
phone-refused-not-seated = Πάρε πρώτα μια θέση.
phone-refused-no-such-choice = Αυτή η επιλογή δεν είναι ανοιχτή τώρα.
phone-refused-stale = Το τραπέζι προχώρησε: διάλεξε ξανά.
phone-refused-not-to-move = Δεν είναι η σειρά σου.
phone-refused-decided = Έχεις ήδη αποφασίσει.
phone-refused-over = Η παρτίδα τελείωσε.
phone-refused-computer-took = Έλειπες πολύ: τη θέση σου την παίζει τώρα ο υπολογιστής.
