# Ένα τραπέζι που φιλοξενείται αλλού, από αυτό το παράθυρο.

setup-remote = Απομακρυσμένος
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
