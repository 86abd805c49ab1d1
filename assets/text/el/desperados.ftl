# Desperados of Dice Town: τα ζάρια, οι ντεσπεράντος και οι γραμμές του ιστορικού.
# Τα ονόματα μένουν χωρίς άρθρο: "τον ντεσπεράντος { $desperado }", "με { $desperado }".

desp-bottle = Μπουκάλι
desp-fist = Γροθιά
desp-knife = Μαχαίρι
desp-pistol = Πιστόλι
desp-boss = Διπίστολο
desp-action = Δράση
# Μια κάρτα Wild West, με το όνομα που της δίνει το αρχείο κανόνων.
desp-card-name = { $name }

desp-gang-seated = { $who ->
        [you] Κάθεσαι στο τραπέζι και φέρνεις
       *[other] { $who } κάθεται στο τραπέζι και φέρνει
    } { $dice }.
desp-escaped = { $who ->
        [you] Βγάζεις
       *[other] { $who } βγάζει
    } από τη φυλακή τον ντεσπεράντος { $desperado }.
desp-gang-free = { $who ->
        [you] Έχεις όλη τη συμμορία ελεύθερη, αλλά όχι
       *[other] { $who } έχει όλη τη συμμορία ελεύθερη, αλλά όχι
    } ακόμα τα περισσότερα λεφτά.
desp-turn-started = Γύρος { $turn }: { $who ->
        [you] ρίχνεις
       *[other] { $who } ρίχνει
    } τα ζάρια.
desp-rolled = { $who ->
        [you] Φέρνεις
       *[other] { $who } φέρνει
    } { $dice }.
desp-acting = { $who ->
        [you] Έχεις
       *[other] { $who } έχει
    } { $actions ->
        [one] μία ενέργεια
       *[other] { $actions } ενέργειες
    }.
desp-drawing = { $who ->
        [you] Τραβάς
       *[other] { $who } τραβά
    } { $draw ->
        [one] μία κάρτα Wild West
       *[other] { $draw } κάρτες Wild West
    } και { $who ->
        [you] κρατάς
       *[other] κρατά
    } { $keep }.
desp-kept = { $who ->
        [you] Κρατάς
       *[other] { $who } κρατά
    } { $cards ->
        [one] μία κάρτα
       *[other] { $cards } κάρτες
    }.
desp-draw-done = { $who ->
        [you] Τελειώνεις
       *[other] { $who } τελειώνει
    } το τράβηγμα.
desp-discarded = { $who ->
        [you] Πετάς
       *[other] { $who } πετά
    } { $cards ->
        [one] μία κάρτα ανοιχτή
       *[other] { $cards } κάρτες ανοιχτές
    }.
desp-reshuffled = Οι πεταμένες κάρτες ανακατεύονται σε νέα τράπουλα { $cards ->
        [one] μίας κάρτας
       *[other] { $cards } καρτών
    }.
desp-declared = { $who ->
        [you] Βάζεις
       *[other] { $who } βάζει
    } σε δράση τον ντεσπεράντος { $desperado }.
desp-brains-help = { $who ->
        [you] Στέλνεις
       *[other] { $who } στέλνει
    } τον Εγκέφαλο να βοηθήσει τον ντεσπεράντος { $desperado }.
desp-card-played = { $who ->
        [you] Παίζεις
       *[other] { $who } παίζει
    } μια κάρτα Wild West.
desp-card-played-reroll = { $who ->
        [you] Παίζεις
       *[other] { $who } παίζει
    } μια κάρτα Wild West και { $who ->
        [you] ξαναρίχνεις
       *[other] ξαναρίχνει
    } το ζάρι { $die }.
desp-card-played-turn-die = { $who ->
        [you] Παίζεις
       *[other] { $who } παίζει
    } μια κάρτα Wild West και { $who ->
        [you] γυρίζεις
       *[other] γυρίζει
    } το ζάρι { $die } στην όψη { $face }.
desp-card-played-notch = { $who ->
        [you] Παίζεις
       *[other] { $who } παίζει
    } μια κάρτα Wild West για τον ντεσπεράντος { $desperado }.
desp-cancelled = { $who ->
        [you] Ακυρώνεις
       *[other] { $who } ακυρώνει
    } την ενέργεια με μια κάρτα.
desp-blocked = { $who ->
        [you] Αποκρούεις
       *[other] { $who } αποκρούει
    } την επίθεση με μια κάρτα.
desp-attack-nobody = { $who ->
        [you] Επιτίθεσαι
       *[other] { $who } επιτίθεται
    } με { $desperado }: κανείς δεν είναι εκτεθειμένος.
desp-attack = { $who ->
        [you] Επιτίθεσαι
       *[other] { $who } επιτίθεται
    } με { $desperado }. Στο στόχαστρο: { $exposed ->
        [you] εσύ
       *[other] { $exposed }
    }.
desp-ability = { $who ->
        [you] Χρησιμοποιείς
       *[other] { $who } χρησιμοποιεί
    } την ικανότητα του Εγκεφάλου ({ $use ->
        [1] πρώτη φορά
        [2] δεύτερη φορά
        [3] τρίτη φορά
       *[other] ξανά
    } σε αυτή τη σειρά).
desp-paid = { $from ->
        [you] Εσύ
       *[other] { $from }
    } → { $to ->
        [you] εσύ
       *[other] { $to }
    }: ${ $amount }.
desp-paid-by-bank = Η τράπεζα → { $to ->
        [you] εσύ
       *[other] { $to }
    }: ${ $amount }.
desp-paid-to-bank = { $from ->
        [you] Εσύ
       *[other] { $from }
    } → η τράπεζα: ${ $amount }.
desp-out = { $who ->
        [you] Μένεις ταπί και βγαίνεις
       *[other] { $who } μένει ταπί και βγαίνει
    } από την παρτίδα.
desp-won-freed-while-richest = { $winners ->
        [you] Ελευθέρωσες όλη τη συμμορία έχοντας τα περισσότερα λεφτά και κερδίζεις!
       *[other] { $winners } { $count ->
            [one] ελευθέρωσε όλη τη συμμορία έχοντας τα περισσότερα λεφτά και κερδίζει
           *[other] ελευθέρωσαν όλη τη συμμορία έχοντας τα περισσότερα λεφτά και κερδίζουν
        }!
    }
desp-won-richest-later = { $winners ->
        [you] Με όλη τη συμμορία ελεύθερη, έχεις τώρα τα περισσότερα λεφτά και κερδίζεις!
       *[other] { $winners }, με όλη τη συμμορία ελεύθερη, { $count ->
            [one] έχει τώρα τα περισσότερα λεφτά και κερδίζει
           *[other] έχουν τώρα τα περισσότερα λεφτά και κερδίζουν
        }!
    }
desp-won-last-standing = { $winners ->
        [you] Η συμμορία σου είναι η τελευταία που απομένει: κερδίζεις!
       *[other] { $winners } { $count ->
            [one] έχει την τελευταία συμμορία που απομένει και κερδίζει
           *[other] έχουν τις τελευταίες συμμορίες που απομένουν και κερδίζουν
        }!
    }
desp-won-turn-limit = Έφτασε το όριο των γύρων: { $winners ->
        [you] κερδίζεις με τα περισσότερα λεφτά.
       *[other] { $winners } { $count ->
            [one] κερδίζει
           *[other] κερδίζουν
        } με τα περισσότερα λεφτά.
    }

desp-hidden-hand = { $who ->
        [you] Εσύ
       *[other] { $who }
    }: { $cards }
desp-hidden-deck = Η τράπουλα ({ $cards ->
        [one] μία κάρτα
       *[other] { $cards } κάρτες
    }), από πάνω: { $next }

## Το τραπέζι

desp-banner-takes-dice = { $who ->
        [you] Παίρνεις
       *[other] { $who } παίρνει
    } τα ζάρια
desp-result-freed-while-richest = Όλη η συμμορία βγήκε ελεύθερη, με τα περισσότερα λεφτά στην πόλη.
desp-result-richest-later = Όλη η συμμορία ήταν ελεύθερη. Μετά ήρθαν και τα λεφτά.
desp-result-last-standing = Όλες οι άλλες συμμορίες έμειναν ταπί.
desp-result-turn-limit = Ήρθε το όριο των γύρων: η πιο πλούσια συμμορία παίρνει την πόλη.
desp-result-detail = { $how }{ $bank ->
        [0] {""}
       *[other] {" "}Η τράπεζα έχει ${ $bank }.
    }
desp-standing-broke = { $who ->
        [you] Εσύ
       *[other] { $who }
    }: ταπί
desp-standing = { $who ->
        [you] Εσύ
       *[other] { $who }
    }: ${ $money }, ελεύθεροι { $free } από 5
