# Η επίδειξη: η μπάρα του παρουσιαστή, η κάρτα των κανόνων, ό,τι βλέπει το κοινό.

presenter-on-repeat = σε επανάληψη
presenter-game-of = παιχνίδι { $at } από { $games }
presenter-heading = Επίδειξη: { $game }, { $order }
presenter-watching = Θεατής: { $game } στο { $address }
# Ένα κουμπί της μπάρας και το πλήκτρο του: "Βήμα (F6)".
presenter-button = { $label } ({ $key })
presenter-play = ▶ Παίξε
presenter-pause = Παύση
presenter-step = Βήμα
presenter-slower = Πιο αργά
presenter-faster = Πιο γρήγορα
presenter-next-game = Επόμενο παιχνίδι
presenter-restart = Από την αρχή
presenter-take-seat = Κάτσε στο τραπέζι
presenter-seats-taken = { $seats ->
        [one] Πιάστηκε μία θέση
       *[other] Πιάστηκαν { $seats } θέσεις
    }: η επόμενη απόφαση είναι δική σου
audience-hidden = Ό,τι δεν βλέπουν οι παίκτες
# $profile: πώς παίζεται η παρτίδα της επίδειξης, όπως το λέει το αρχείο κανόνων.
showcase-seats = Παίκτες υπολογιστή: { $seats }. { $profile }
showcase-starting-in = Ξεκινά σε { $seconds } δευτ.
showcase-start-now = Ξεκίνα τώρα ({ $key })

showcase-full-match = Ολόκληρη η παρτίδα.
showcase-duel-profile = Σε αυτό το τραπέζι κερδίζει όποιος φτάσει πρώτος τα { $dollars } $.
showcase-loo-profile = { $rounds ->
        [one] Ένας γύρος: καθένας από τους { $players } παίκτες μοιράζει μία φορά.
       *[other] { $rounds } γύροι: καθένας από τους { $players } παίκτες μοιράζει { $rounds } φορές.
    }
showcase-desperados-profile = Μετά από { $turns } γύρους κερδίζει η πλουσιότερη συμμορία, εκτός αν μια συμμορία αποδράσει νωρίτερα.
