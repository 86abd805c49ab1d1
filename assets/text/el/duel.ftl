# Duel: οι κάρτες και οι γραμμές του ιστορικού.

duel-pistol = Πιστόλι
duel-rifle = Τουφέκι
duel-barricade = Οδόφραγμα
duel-reload = Γέμισμα

duel-rule-pistol = Πυροβόλα έναν αντίπαλο. Όποιος πυροβολεί κινείται και δεν χτυπιέται. Το Οδόφραγμα το σταματά.
duel-rule-rifle = Πυροβόλα έναν αντίπαλο, ακόμα και πίσω από Οδόφραγμα. Όποιος πυροβολεί κινείται και δεν χτυπιέται.
duel-rule-barricade = Καλύψου: σταματά τις βολές με Πιστόλι, όχι όμως με Τουφέκι.
duel-rule-reload = Αν δεν σε πυροβολήσει κανείς, όσες κάρτες έπαιξες γυρίζουν στο χέρι σου. Αν σε πυροβολήσουν τώρα, πέφτεις.

duel-started = Αρχίζει η μονομαχία { $duel }: { $master ->
        [you] είσαι
       *[other] { $master } είναι
    } αρχηγός.
# $picks: οι επιλογές από κάτω, σε λίστα· του ανθρώπου λέγεται "Σημαδεύεις …".
duel-revealed = Πυρ! { $picks }.
duel-pick-pistol = { $who ->
        [you] Σημαδεύεις { $target ->
            [you] τον εαυτό σου
           *[other] { $target }
        } με Πιστόλι
       *[other] { $who } { $target ->
            [you] σε σημαδεύει
           *[other] σημαδεύει { $target }
        } με Πιστόλι
    }
duel-pick-rifle = { $who ->
        [you] Σημαδεύεις { $target ->
            [you] τον εαυτό σου
           *[other] { $target }
        } με το Τουφέκι
       *[other] { $who } { $target ->
            [you] σε σημαδεύει
           *[other] σημαδεύει { $target }
        } με το Τουφέκι
    }
duel-pick-barricade = { $who ->
        [you] Κρύβεσαι
       *[other] { $who } κρύβεται
    } πίσω από οδόφραγμα
duel-pick-reload = { $who ->
        [you] Ξαναγεμίζεις
       *[other] { $who } ξαναγεμίζει
    }
duel-pick-empty-handed = { $who ->
        [you] Δεν έχεις κάρτα και ξαναγεμίζεις
       *[other] { $who } δεν έχει κάρτα και ξαναγεμίζει
    }
duel-shot-hit = { $target ->
        [you] { $shooter ->
            [you] Χτυπιέσαι.
           *[other] { $shooter } σε πετυχαίνει.
        }
       *[other] { $shooter ->
            [you] Πυροβολείς
           *[other] { $shooter } πυροβολεί
        } και { $target } χτυπιέται.
    }
duel-shot-missed-moving = { $shooter ->
        [you] Αστοχείς
       *[other] { $shooter } αστοχεί
    }: { $target ->
        [you] κινείσαι
       *[other] { $target } κινείται
    }.
duel-shot-stopped = { $shooter ->
        [you] Πετυχαίνεις
       *[other] { $shooter } πετυχαίνει
    } { $target ->
        [you] το οδόφραγμά σου
       *[other] το οδόφραγμα: { $target } γλιτώνει
    }.
duel-fell = { $who ->
        [you] Πέφτεις
       *[other] { $who } πέφτει
    }.
duel-reloaded = { $who ->
        [you] Ξαναγεμίζεις
       *[other] { $who } ξαναγεμίζει
    }: { $cards ->
        [one] μία κάρτα γυρίζει
       *[other] { $cards } κάρτες γυρίζουν
    } στο χέρι.
duel-barricade-kept = { $who ->
        [you] Κρατάς
       *[other] { $who } κρατά
    } το οδόφραγμα.
duel-won = { $who ->
        [you] Επιζείς
       *[other] { $who } επιζεί
    } από τη μονομαχία: ${ $dollars }.
duel-fallen-paid = { $who ->
        [you] Πληρώνεσαι
       *[other] { $who } πληρώνεται
    } παρ' όλα αυτά: ${ $dollars }.
duel-unpaid = Κανείς δεν πληρώνεται γι' αυτή τη μονομαχία.
duel-match-over = Η παρτίδα τελείωσε.

## Το τραπέζι

duel-ready = Έτοιμοι...
duel-aim = Σημαδέψτε...
duel-draw = Πυρ!
duel-standing = { $who ->
        [you] Εσύ
       *[other] { $who }
    }: ${ $dollars }
duel-result-detail = Νικά όποιος φτάσει πρώτος τα ${ $target }: το πιο γρήγορο χέρι.
duel-banner-started = Μονομαχία { $duel }: { $master ->
        [you] είσαι
       *[other] { $master } είναι
    } αρχηγός
duel-banner-earns = { $who ->
        [you] Κερδίζεις
       *[other] { $who } κερδίζει
    } ένα δολάριο (${ $dollars })
duel-banner-nobody-left = Κανείς δεν έμεινε όρθιος: κανένα δολάριο
duel-banner-too-long = Η μονομαχία τραβάει πολύ: κανένα δολάριο
duel-banner-won = { $winners ->
        [you] Φεύγεις
       *[other] { $winners } { $count ->
            [one] φεύγει
           *[other] φεύγουν
        }
    } καλπάζοντας με τα λεφτά!
