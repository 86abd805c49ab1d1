# Το τραπέζι του Desperados: οι επιλογές, οι πινακίδες, τα ζάρια, οι κάρτες, οι προτροπές και οι συμβουλές.

desp-option-gangs = Συμμορίες
desp-option-gangs-tip = Με κλήρωση, ή επιλογή θέση προς θέση.
desp-gangs-random = Με κλήρωση
desp-gangs-chosen = Επιλεγμένες
# Μια συμμορία, με το όνομα που της δίνει το αρχείο κανόνων.
desp-gang-name = { $name }
desp-option-seat = Θέση { $seat }
desp-option-seat-tip = Μια συμμορία κάθεται σε μία μόνο θέση: η θέση που την είχε παίρνει τη συμμορία αυτής της θέσης.
desp-money-of-the-file = ${ $amount }, όπως λέει το αρχείο κανόνων
desp-money-polish = ${ $amount } (πολωνική έκδοση)
desp-option-money = Αρχικά χρήματα
desp-option-money-tip = Με πόσα ξεκινά κάθε συμμορία, από τα ${ $total } του παιχνιδιού. Τα υπόλοιπα είναι η τράπεζα. ${ $polish } η καθεμία προσφέρεται για έως { $gangs } συμμορίες.
desp-option-action-alike = Οι όψεις Δράσης μετράνε για τρεις ή τέσσερις ίδιες
desp-option-action-alike-tip = Τρεις όψεις Δράσης κι ένα εικονίδιο δίνουν τρεις ενέργειες ή τρεις κάρτες.
desp-option-misere = Η μιζέρια τραβά κάρτα μόνο μετά και τις τρεις ρίψεις
desp-option-misere-tip = Ρίψη χωρίς όψη Δράσης και χωρίς ίδιες τραβά κάρτα μόνο αν είναι η τελευταία ρίψη της σειράς.
desp-option-tie-wins = Ελεύθερη συμμορία που ισοφαρίζει στον πλούτο κερδίζει
desp-option-tie-wins-tip = Μια συμμορία με όλους τους ντεσπεράντος ελεύθερους κερδίζει όταν γίνει η πλουσιότερη. Με αυτό ενεργό, αρκεί και ισοπαλία.
# $action-alike, $misere, $tie-wins: option-yes ή option-no.
desp-options = Σε αυτό το τραπέζι: ${ $money } η καθεμία. Οι όψεις Δράσης μετράνε ως ίδιες: { $action-alike }. Η μιζέρια περιμένει την τρίτη ρίψη: { $misere }. Η μεταγενέστερη ισοπαλία κερδίζει: { $tie-wins }.

## Τα κουμπιά

desp-coach-keep = Σύμβουλος: κράτα { $kept } και ξαναρίξε
desp-hint-tip = Η επιλογή του υπολογιστή στο Δύσκολο, από τη ματιά της θέσης σου.
desp-button-reroll = Ξαναρίξε { $dice ->
        [one] { $dice } ζάρι
       *[other] { $dice } ζάρια
    } (R) · { $left ->
        [one] μία ρίψη ακόμα
       *[other] { $left } ρίψεις ακόμα
    }
desp-button-reroll-tip = Ξαναρίξε κάθε ζάρι που δεν είναι στην άκρη. Πάτα ένα ζάρι για να το κρατήσεις.
desp-kept-none = κανένα ζάρι
desp-kept-dice = { $count ->
        [one] ζάρι { $dice }
       *[other] ζάρια { $dice }
    }
desp-do-reroll = Ξαναρίξε { $dice ->
        [one] { $dice } ζάρι
       *[other] { $dice } ζάρια
    }
desp-do-act = Δράση: { $actions ->
        [one] μία ενέργεια
       *[other] { $actions } ενέργειες
    } για { $desperados }
desp-do-draw-four = Τέσσερις ίδιες: τράβα 4, κράτα 2
desp-do-draw-three = Τρεις ίδιες: τράβα 3, κράτα 1
desp-do-draw-misere = Μιζέρια: τράβα 1
desp-do-let-it-be = Άφησέ το
desp-do-end-turn = Τέλος σειράς
desp-do-nothing = Τίποτα να κάνεις: τέλος σειράς
desp-do-notch = { $desperado }: ένα βήμα ({ $left } ακόμα)
desp-do-attack = { $desperado }: επίθεση
desp-do-brains-take = Ο Εγκέφαλος παίρνει ${ $amount } από την τράπεζα
desp-do-brains-each-pays = Εγκέφαλος: κάθε αντίπαλος πληρώνει ${ $amount }
desp-do-brains-help = Ο Εγκέφαλος βοηθά: { $desperado }
desp-do-keep = Κράτα { $card }
desp-do-keep-two = Κράτα { $card } και { $second }
desp-do-play = Παίξε { $card }
desp-do-play-reroll = { $card }: ξαναρίξε το ζάρι { $die }
desp-do-play-turn-die = { $card }: γύρνα το ζάρι { $die } σε { $face }
desp-do-play-notch = { $card }: ένα βήμα για { $desperado }

## Το τραπέζι

desp-nick-brains = Εγκέφαλος
desp-nick-boss = Αφεντικό
# Οι λέξεις στα ζάρια.
desp-face-action = ΔΡΑΣΗ
desp-face-brains = ΕΓΚΕΦΑΛΟΣ
desp-face-fist = ΓΡΟΘΙΑ
desp-face-knife = ΜΑΧΑΙΡΙ
desp-face-pistol = ΠΙΣΤΟΛΙ
desp-face-boss = ΑΦΕΝΤΙΚΟ
# Κάτω από τον δίσκο ενός ντεσπεράντος: πώς τον λέει το τραπέζι, και το όνομα από το αρχείο κανόνων.
desp-disc-label = { $nickname }
    { $name }
desp-status-broke = ΤΑΠΙ
desp-status-money = ${ $money }
desp-plate = { $name }
    { $gang }
    { $status }  ·  κάρτες: { $cards }
desp-felt-bank = Τράπεζα ${ $money }
desp-felt-deck = τράπουλα { $deck }
    πεταμένες { $discards }
desp-disc-free = ΕΛΕΥΘΕΡΟΣ
desp-disc-free-attack = ΕΛΕΥΘΕΡΟΣ ${ $money }
desp-disc-left = { $left } ακόμα
# Μια κάρτα Wild West στο χέρι: το όνομα και το κείμενό της από το αρχείο κανόνων.
desp-card-drawn = ΝΕΑ ΚΑΡΤΑ
    { $name }
    { $text }
desp-card-held = { $name }
    { $text }
desp-prompt-answer = { $who ->
        [you] Δρας
       *[other] { $who } δρα
    } με { $desperado }. Απάντησε με μια κάρτα ή άφησέ το.
desp-keep-keys = Κάνε κλικ σε ένα ζάρι (ή πάτα 1–4)
desp-keep-pad = Πήγαινε σε ένα ζάρι και πάτα [{ $choose }]
desp-prompt-roll = { $how } για να το κρατήσεις στην άκρη και ξαναρίξε τα άλλα ({ $left ->
        [one] μία ρίψη ακόμα
       *[other] { $left } ρίψεις ακόμα
    }). Ή δράσε ή τράβα κάρτες.
desp-prompt-act = { $actions ->
        [one] Μένει μία ενέργεια
       *[other] Μένουν { $actions } ενέργειες
    }: διάλεξε ποιος δρα.
desp-prompt-keep = Κράτα { $keep } από τις κάρτες που τράβηξες.

## Οι συμβουλές

desp-tip-face-action = μια Δράση: μία ενέργεια για έναν ντεσπεράντος του οποίου το εικονίδιο έφερες.
desp-tip-face = { $desperado }: με μια Δράση στην ίδια ρίψη, μπορεί να δράσει ο ντεσπεράντος σου { $desperado }. Τρεις ή τέσσερις ίδιες τραβούν κάρτες Wild West.
desp-tip-die-kept = {" "}Στην άκρη: πάτα για να το ξαναρίξεις κι αυτό (πλήκτρο { $key }).
desp-tip-die-rolls = {" "}Ξαναρίχνεται: πάτα για να το κρατήσεις στην άκρη (πλήκτρο { $key }).
desp-tip-die = Ζάρι { $die }: { $meaning }{ $state }
# "Εγκέφαλος (Pedro)": πώς λέει το τραπέζι τον ντεσπεράντος, και το όνομα από το αρχείο κανόνων.
desp-tip-desperado-named = { $nickname } ({ $name })
desp-tip-to-the-key = { $desperado }: { $left } ως το κλειδί
# $gang και $ability: το όνομα και η ικανότητα της συμμορίας όπως τα δίνει το αρχείο κανόνων.
desp-tip-gang = { $who ->
        [you] Εσύ
       *[other] { $who }
    }, { $gang }: ${ $money }. { $ability }
desp-tip-gang-broke = { $who ->
        [you] Εσύ
       *[other] { $who }
    }, { $gang }: ${ $money }. Χρεοκοπία: εκτός παρτίδας. { $ability }
desp-tip-jailed = Στη φυλακή: { $desperados }.
desp-tip-free = Εκτός φυλακής: { $desperados }.
desp-tip-card-drawn = Νέα κάρτα: κράτα την ή όχι με τα κουμπιά. { $name }: { $text }
desp-tip-card = { $name }: { $text }

desp-money-gained = +${ $amount }
desp-money-lost = −${ $amount }

## Η σελίδα του κινητού: το χέρι, το τραπέζι, η κατάταξη και οι επιλογές, μία γραμμή η καθεμία

# $dice: οι αριθμοί των ζαριών, ως λίστα.
desp-phone-kept-aside = { $count ->
        [one] Στην άκρη: ζάρι { $dice }
       *[other] Στην άκρη: ζάρια { $dice }
    }
desp-phone-reroll = { $count ->
        [one] Ξαναρίξε το ζάρι { $dice }
       *[other] Ξαναρίξε τα ζάρια { $dice }
    }
desp-phone-die = Ζάρι { $die }: { $face }
desp-phone-rolling = { $who ->
        [you] Ρίχνεις
       *[other] { $who } ρίχνει
    } { $count ->
        [one] ένα ζάρι
       *[other] { $count } ζάρια
    }.
desp-phone-choosing = { $who ->
        [you] Διαλέγεις
       *[other] Διαλέγει { $who }
    }: νέα ρίψη, δράση ή κάρτες ({ $left ->
        [one] μία ρίψη ακόμα
       *[other] { $left } ρίψεις ακόμα
    }).
desp-phone-choosing-last = { $who ->
        [you] Διαλέγεις
       *[other] Διαλέγει { $who }
    }: δράση ή κάρτες, χωρίς άλλη ρίψη.
desp-phone-acting = { $actions ->
        [0] { $who ->
            [you] Δεν έχεις
           *[other] { $who } δεν έχει
        } άλλη ενέργεια.
       *[other] { $who ->
            [you] Έχεις
           *[other] { $who } έχει
        } { $actions ->
            [one] μία ενέργεια
           *[other] { $actions } ενέργειες
        } ακόμα.
    }
desp-phone-keeping = { $who ->
        [you] Τράβηξες
       *[other] { $who } τράβηξε
    } { $drawn ->
        [one] μία κάρτα
       *[other] { $drawn } κάρτες
    } και { $who ->
        [you] κρατάς
       *[other] κρατά
    } { $keep }.
desp-phone-answer = Απάντησε με μια κάρτα ή άφησέ το.
desp-phone-answer-waiting = { $count ->
        [one] Μία συμμορία μπορεί να απαντήσει
       *[other] { $count } συμμορίες μπορούν να απαντήσουν
    } με κάρτα.
# $dials: desp-tip-jailed ή desp-phone-all-free.
desp-phone-standing = { $who ->
        [you] Έχεις
       *[other] { $who } έχει
    } ${ $money } και { $cards ->
        [0] καμία κάρτα
        [one] μία κάρτα
       *[other] { $cards } κάρτες
    }. { $dials }
desp-phone-all-free = Όλη η συμμορία είναι ελεύθερη.
# Κάτω από μια συμμορία στο κινητό: οι ντεσπεράντος της που είναι ακόμα στη φυλακή, και οι κάρτες της.
desp-phone-jailed = { $count ->
        [0] Όλοι ελεύθεροι
        [one] Ένας στη φυλακή
       *[other] { $count } στη φυλακή
    }
desp-phone-cards = { $cards ->
        [0] Καμία κάρτα
        [one] Μία κάρτα
       *[other] { $cards } κάρτες
    }
desp-phone-die-rolling = Ζάρι { $die }: κυλάει
desp-phone-kept = Στην άκρη
desp-phone-tap-to-keep = Πάτα ένα ζάρι για να το κρατήσεις στην άκρη και ξαναρίξε τα άλλα.
desp-phone-can-act = Μπορεί να δράσει
# Πάνω από τις όψεις στις οποίες ένα Πειραγμένο ζάρι μπορεί να γυρίσει ένα ζάρι.
desp-phone-faces = Πάτα την κάρτα σου, ένα ζάρι και μετά την όψη που θα του δώσεις.
desp-phone-drawn = { $keep ->
        [one] Πάτα την κάρτα που κρατάς.
       *[other] Πάτα τις { $keep } κάρτες που κρατάς.
    }
# Λόγια του αρχείου κανόνων όπως είναι: το κείμενο μιας κάρτας, η ικανότητα μιας συμμορίας.
desp-phone-words = { $text }
# Μια κάρτα που δεν παίζεται τώρα, με το κείμενό της που λέει πότε παίζεται.
desp-phone-not-now = Όχι τώρα. { $text }
