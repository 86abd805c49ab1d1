# Ένα τραπέζι που φιλοξενείται αλλού, από αυτό το παράθυρο.

setup-remote = Δικτυακός
join-asking = Ζητείται θέση στο τραπέζι στο { $address }...
join-ended = Το τραπέζι δεν είναι προσβάσιμο:
button-give-up = Εγκατάλειψη
log-joined-table = Στο τραπέζι στο { $address }· ο οικοδεσπότης του μοιράζει και κρατά την παρτίδα.
log-seat-connected = { $seat }: στο τραπέζι.
log-seat-free = Η θέση «{ $seat }» περιμένει τον παίκτη της.
log-seat-dropped = { $seat }: η σύνδεση χάθηκε.
log-seat-computer = Ο υπολογιστής παίζει στη θέση «{ $seat }».
log-connection-lost = Η σύνδεση με το τραπέζι χάθηκε· ζητείται ξανά η θέση...
log-connection-back = Ξανά στο τραπέζι.
status-dropped-wait = αποσυνδέθηκε · { $seconds } δ
status-dropped = αποσυνδέθηκε · αναμένεται
title-join = Μπες σε τραπέζι
join-title = Μπες σε τραπέζι
join-found-none = Κανένα τραπέζι δεν έχει ανακοινωθεί ακόμη σε αυτό το δίκτυο.
join-found-table = { $game } · { $free } από { $seats } θέσεις ελεύθερες · { $address }
join-code-label = Κωδικός τραπεζιού:
join-code-hint = ΜΥΣΤΙΚΟ@ΔΙΕΥΘΥΝΣΗ, όπως το δείχνει η οθόνη του οικοδεσπότη. Διάλεξε ένα τραπέζι πιο πάνω για τη διεύθυνσή του και γράψε μπροστά το μυστικό.
join-not-a-code = Αυτός δεν είναι κωδικός τραπεζιού: { $why }
join-no-discovery = Τα τραπέζια αυτού του δικτύου δεν μπορούν να βρεθούν ({ $why })· ένας κωδικός εξακολουθεί να αρκεί.
button-join = Μπες
join-asking-watch = Ζητείται από το τραπέζι στο { $address } να παρακολουθήσεις...
status-free = ελεύθερη θέση
setup-host = Άνοιγμα του τραπεζιού
setup-host-one-here = Ένα ανοιχτό τραπέζι έχει έναν μόνο παίκτη σε αυτή την οθόνη: κάντε τους άλλους απομακρυσμένους.
setup-after-wait = Αν φύγει ένας παίκτης:
setup-after-wait-computer = ο υπολογιστής σε 1 λεπτό
setup-after-wait-pause = το τραπέζι περιμένει
host-code-heading = Κωδικός συμμετοχής: διαβάστε τον στους παίκτες ή στείλτε τον
host-code-copy = Αντιγραφή κωδικού
host-code-copied = Αντιγράφηκε
host-code-hide = Απόκρυψη
host-code-show = Κωδικός συμμετοχής
host-seats-free = { $count ->
        [one] Μία θέση περιμένει τον παίκτη της.
       *[other] { $count } θέσεις περιμένουν τους παίκτες τους.
    }
host-not-announced = Δεν εμφανίζεται στο δίκτυο ({ $why }): δώστε ολόκληρο τον κωδικό, μαζί με τη διεύθυνση.
title-host-again = Άνοιγμα του τραπεζιού ξανά
