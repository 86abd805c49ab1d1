# Οι οθόνες γύρω από τα τραπέζια: η αρχική οθόνη, η προετοιμασία, το μενού παύσης, οι
# ρυθμίσεις, τα αποτελέσματα και οι αποθηκευμένες παρτίδες.

button-back = Πίσω

## Η προετοιμασία

setup-players = Παίκτες:
setup-computer-players = Παίκτες υπολογιστή:
setup-easy = Εύκολο
setup-medium = Μέτριο
setup-hard = Δύσκολο
setup-human = Άνθρωπος
setup-computer = Υπολογιστής
setup-seat = Θέση { $seat }:
# Το όνομα μιας επιλογής πριν από τις τιμές της: "Κανόνες:".
setup-option = { $label }:
setup-seed = Σπόρος (κενό για νέο ανακάτεμα):
setup-seed-invalid = Ο σπόρος είναι ακέραιος αριθμός από το 0 και πάνω.
setup-how-to-play = Πώς παίζεται
setup-deal = Μοίρασε

## Το μενού παύσης

pause-title = Παύση
pause-resume = Συνέχεια
pause-rules = Κανόνες
pause-report = Αναφορά προβλήματος (F9)
pause-quit = Έξοδος στην αρχική οθόνη
pause-rules-title = Κανόνες — { $game }

## Οι ρυθμίσεις (η καθεμία ξεκινά με ένα εικονίδιο που διαβάζεται σε κάθε γλώσσα)

settings-title = Ρυθμίσεις
settings-done = Εντάξει
settings-language = 🌐 Γλώσσα
# Η γλώσσα του συστήματος, με το δικό της όνομα: "Σύστημα (Ελληνικά)".
settings-language-system = Σύστημα ({ $language })
settings-animation-speed = ⏩ Ταχύτητα κίνησης { $value }×
settings-animation-speed-tip = Πόσο γρήγορα κινούνται και πόσο μένουν κάρτες, ζάρια και πανό
settings-reduced-motion = 🕊 Λιγότερη κίνηση
settings-reduced-motion-tip = Χωρίς τραντάγματα, λάμψεις, καπνό ή σκόνη. Κάρτες και ζάρια κινούνται κανονικά
settings-computer-speed = 🖥 Ταχύτητα υπολογιστή { $value }×
settings-computer-speed-tip = Πόσο γρήγορα αποφασίζουν οι παίκτες υπολογιστή
settings-volume = 🔊 Ένταση { $value }%
settings-effects = 💥 Εφέ { $value }%
settings-music = 🎵 Μουσική
settings-percent = { $value }%
settings-ui-scale = 🔍 Μέγεθος διεπαφής:
settings-ui-scale-tip = Μεγαλύτερο για προβολείς, μικρότερο για μικρούς φορητούς
settings-fullscreen = ⛶ Πλήρης οθόνη (F11)
settings-four-colour = 🂡 Τετράχρωμη τράπουλα Loo
settings-four-colour-tip = Καρό μπλε και σπαθιά πράσινα, από το επόμενο τραπέζι Loo
settings-showcase-idle = { $seconds ->
        [0] ⏱ Επίδειξη σε αδράνεια: ποτέ
       *[other] ⏱ Επίδειξη μετά από { $seconds } δευτ. αδράνειας
    }
settings-showcase-idle-tip = Αν η αρχική οθόνη μείνει τόση ώρα ανέγγιχτη, ξεκινά η επίδειξη. Με 0, ποτέ
settings-matches-kept = 💾 Φυλαγμένες παρτίδες { $matches }
settings-matches-kept-tip = Τελειωμένες παρτίδες που φυλάγονται για να τις ξαναδείς. Οι παλαιότερες φεύγουν πρώτες

## Οι φυλαγμένες παρτίδες, οι ειδοποιήσεις και τα αποτελέσματα

kept-title = Φυλαγμένες παρτίδες
kept-explained = { $matches ->
        [one] Φυλάγεται η τελευταία τελειωμένη παρτίδα με άνθρωπο στο τραπέζι (ο αριθμός είναι στο μενού παύσης).
       *[other] Φυλάγονται οι τελευταίες { $matches } τελειωμένες παρτίδες με άνθρωπο στο τραπέζι (ο αριθμός είναι στο μενού παύσης).
    }
kept-none = Καμία ακόμα: τελείωσε μια παρτίδα και θα βρίσκεται εδώ.
kept-watch = Δες
notice-file-refused = Ένα αρχείο απορρίφθηκε. Παίζουμε με τις ενσωματωμένες προεπιλογές:
notice-error-in-file = { $file }: { $problem }
notice-error-at = { $file }, γραμμή { $line }, στήλη { $column }: { $problem }
button-dismiss = Κλείσιμο
results-seed = Σπόρος { $seed }
results-rematch = Ρεβάνς (νέο ανακάτεμα)
results-to-title = Πίσω στην αρχική οθόνη

## Η αρχική οθόνη

title-tagline = Τέσσερα παιχνίδια της Άγριας Δύσης σε ένα τραπέζι
title-continue = Συνέχεια
    { $game }
# Another game's match under way, on a small button below the latest's.
title-continue-other = Συνέχεια: { $game }
title-showcase = Επίδειξη: παίζουν οι υπολογιστές
title-kept-matches = Δες μια φυλαγμένη παρτίδα
title-settings = Ρυθμίσεις
title-leave = Φύγε από το σαλούν
# $problem: τι δεν πήγαινε καλά με το αρχείο, όπως το βρήκε ο αναγνώστης.
save-unreadable = Η παρτίδα σου σε εξέλιξη δεν διαβάστηκε: { $problem }. { $kept }
save-kept-as = Φυλάχτηκε ως { $path }, και καμία νέα παρτίδα δεν θα γραφτεί από πάνω της.
save-kept-as-short = φυλάχτηκε ως { $path }
save-not-moved = Δεν μπόρεσε να μετακινηθεί ({ $error }). Είναι ακόμα { $path }.

kept-match = { $when } · { $game }: { $details }
kept-match-undated = { $game }: { $details }
kept-details = { $seats } θέσεις{ $bots }, { $decisions } αποφάσεις, { $outcome }
kept-no-bots = {""}
kept-bots = {" "}({ $runs })
kept-bot-run = { $count ->
        [one] { $bot }
       *[other] { $count } × { $bot }
    }
kept-unfinished = ημιτελής
kept-draw = ισοπαλία
kept-won-by = νίκη: { $winners }
bot-random = τυχαίος
bot-heuristic = ευρετικός
bot-easy = εύκολος
bot-medium = μέτριος
bot-hard = δύσκολος

## Το παράθυρο που δεν μπορεί να ανοίξει, όπως λέγεται στο τερματικό πριν ξεκινήσει η μηχανή.

window-no-display = Το Saloon δεν μπορεί να ανοίξει το παράθυρό του: δεν υπάρχει οθόνη εδώ (δεν έχει οριστεί ούτε DISPLAY ούτε WAYLAND_DISPLAY). Ξεκινήστε το από μια συνεδρία επιφάνειας εργασίας. Χωρίς παράθυρο, τα `saloon host`, `saloon join CODE --bot` και `saloon sim` λειτουργούν κανονικά.
window-no-vulkan = Το Saloon δεν μπορεί να ανοίξει το παράθυρό του: κανένας οδηγός Vulkan δεν απάντησε σε αυτό το μηχάνημα, και το Saloon σχεδιάζει με Vulkan. Σε Debian ή Ubuntu, εγκαταστήστε τους οδηγούς της Mesa, που περιλαμβάνουν έναν που σχεδιάζει σε οποιονδήποτε επεξεργαστή: sudo apt install mesa-vulkan-drivers. Με κάρτα NVIDIA, εγκαταστήστε τον δικό της οδηγό. Χωρίς παράθυρο, τα `saloon host`, `saloon join CODE --bot` και `saloon sim` λειτουργούν κανονικά.
