# Λέξεις που μοιράζονται όλες οι οθόνες και όλα τα παιχνίδια.
#
# Ένα όρισμα θέσης ($who, $target, …) είναι το όνομα της θέσης, ή η τιμή "you" για τον
# μοναδικό άνθρωπο στο τραπέζι, ώστε το ρήμα να συμφωνεί:
#   { $who -> [you] Παίζεις *[other] { $who } παίζει }
# Τα ονόματα μένουν χωρίς άρθρο (δεν ξέρουμε το γένος τους).

seat-you = Εσύ
# Ο άνθρωπος μέσα σε λίστα ονομάτων: "Kate, εσύ".
seat-you-in-list = εσύ
seat-player = Παίκτης { $number }
list-separator = {", "}
# Το τέλος μιας λίστας: "Kate, Bill και εσύ".
list-last = { $head } και { $last }

## Η οθόνη των αποτελεσμάτων

result-wins = { $who ->
        [you] Κερδίζεις!
       *[other] { $who } κερδίζει!
    }
result-share = { $winners ->
        [you] Κερδίζεις!
       *[other] { $winners } μοιράζονται τη νίκη
    }

## Τα ονόματα των παιχνιδιών (χωρίς ελληνική έκδοση: μένουν στα αγγλικά)

game-title = { $id ->
        [loot-shoot-whiskey] Loot Shoot Whiskey
        [three-card-loo] Three-card Loo
        [duel] Duel: Once Upon a Game in the West
        [desperados] Desperados of Dice Town
       *[other] { $english }
    }

## Το ιστορικό του τραπεζιού και η επανάληψη

log-title = Ιστορικό
log-new-match = Νέα παρτίδα, σπόρος { $seed }: { $seats }.
log-replay-of = Επανάληψη του αρχείου { $file }.
log-resumed = Η παρτίδα συνεχίζεται μετά από { $decisions ->
        [one] μία απόφαση
       *[other] { $decisions } αποφάσεις
    }.
log-taken-back = { $who ->
        [you] Αναιρείς
       *[other] { $who } αναιρεί
    } την τελευταία απόφαση.
report-no-folder = Δεν υπάρχει φάκελος δεδομένων για να γραφτεί αναφορά.
report-written = Μια αναφορά της παρτίδας γράφτηκε στο { $path }.
report-failed = Η αναφορά δεν γράφτηκε στο { $path }: { $error }
replay-heading = Επανάληψη ({ $game }): { $status }
replay-status = απόφαση { $decision } από { $decisions }
replay-status-end = τέλος
replay-back = ◀ Πίσω (Left)
replay-pause = Παύση (Space)
replay-play = Παίξε (Space)
replay-step = Βήμα ▶ (Right)
replay-seen-from = Οπτική: { $name }
replay-next-seat = ▶ (Tab)
replay-hidden = Όλες οι κρυφές κάρτες
