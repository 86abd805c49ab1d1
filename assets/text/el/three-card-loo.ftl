# Three-card Loo: τα φύλλα, οι δηλώσεις και οι γραμμές του ιστορικού.

loo-clubs = σπαθί
loo-diamonds = καρό
loo-hearts = κούπα
loo-spades = μπαστούνι
loo-two = δυάρι
loo-three = τριάρι
loo-four = τεσσάρι
loo-five = πεντάρι
loo-six = εξάρι
loo-seven = εφτάρι
loo-eight = οχτάρι
loo-nine = εννιάρι
loo-ten = δεκάρι
loo-jack = βαλές
loo-queen = ντάμα
loo-king = ρήγας
loo-ace = άσος
# Ένα φύλλο ολογράφως, χωρίς άρθρο, σε ονομαστική: "ντάμα κούπα" ($index: A♠, δεν δείχνεται).
loo-card = { $rank } { $suit }

loo-drop = Αποχώρησε
loo-play = Παίξε
loo-take-miss = Πάρε το miss
loo-defend-miss = Υπεράσπισε το miss

loo-deal = Μοίρασμα { $deal }: { $dealer ->
        [you] μοιράζεις και ποντάρεις
       *[other] { $dealer } μοιράζει και ποντάρει
    } { $ante }. Το ποτ είναι { $pool }.
loo-deal-single = Μοίρασμα { $deal }: { $dealer ->
        [you] μοιράζεις και ποντάρεις
       *[other] { $dealer } μοιράζει και ποντάρει
    } { $ante }. Το ποτ είναι { $pool } (απλό ποτ).
loo-turned-up = Γυρισμένο φύλλο: { $card }. Ατού { $suit }.
loo-all-play-single = Απλό ποτ: παίζουν όλοι.
loo-all-play-club-law = Νόμος του σπαθιού: παίζουν όλοι.
loo-declared-drop = { $who ->
        [you] Αποχωρείς
       *[other] { $who } αποχωρεί
    }.
loo-declared-play = { $who ->
        [you] Παίζεις
       *[other] { $who } παίζει
    }.
loo-declared-take-miss = { $who ->
        [you] Παίρνεις
       *[other] { $who } παίρνει
    } το miss.
loo-declared-defend-miss = { $who ->
        [you] Υπερασπίζεσαι
       *[other] { $who } υπερασπίζεται
    } το miss.
loo-pool-taken = { $who ->
        [you] Παίρνεις
       *[other] { $who } παίρνει
    } το ποτ: { $amount }.
loo-card-played = { $who ->
        [you] Παίζεις
       *[other] { $who } παίζει
    }: { $card }.
loo-trick-won = { $who ->
        [you] Παίρνεις
       *[other] { $who } παίρνει
    } το τρικ { $trick }: +{ $paid }.
loo-trick-to-miss = Το miss παίρνει το τρικ { $trick }: το μερίδιό του μένει στο ποτ.
loo-looed = { $who ->
        [you] Καίγεσαι και πληρώνεις
       *[other] { $who } καίγεται και πληρώνει
    } { $paid }.
loo-busted-out = { $who ->
        [you] Είσαι
       *[other] { $who } είναι
    } εκτός.
loo-match-over = Η παρτίδα τελείωσε.

loo-hidden-hand = { $who ->
        [you] Εσύ
       *[other] { $who }
    }: { $cards ->
        [0] κανένα φύλλο
       *[other] { $hand }
    }
loo-hidden-hand-and-discards = { $who ->
        [you] Εσύ
       *[other] { $who }
    }: { $cards ->
        [0] κανένα φύλλο
       *[other] { $hand }
    } (πετάχτηκαν για το miss: { $discarded })
loo-hidden-miss = Το miss: { $cards }

## Το τραπέζι

loo-banner-deal = Μοίρασμα { $deal }: { $dealer ->
        [you] μοιράζεις
       *[other] { $dealer } μοιράζει
    }. Ποτ { $pool }, με πρόστιμα
loo-banner-deal-single = Μοίρασμα { $deal }: { $dealer ->
        [you] μοιράζεις
       *[other] { $dealer } μοιράζει
    }. Ποτ { $pool }, απλό
loo-banner-turned-up = Γυρισμένο φύλλο: { $card }, ατού { $suit }
loo-banner-single = Απλό ποτ: χωρίς miss, παίζουν όλοι
loo-banner-club-law = Νόμος του σπαθιού: ατού σπαθί, παίζουν όλοι
loo-everyone-dropped = όλοι αποχώρησαν
loo-unopposed = χωρίς αντίπαλο
loo-chips-pool = +{ $amount } { $why }
loo-banner-pool-taken = { $who ->
        [you] Παίρνεις
       *[other] { $who } παίρνει
    } το ποτ ({ $amount }): { $why }
loo-chips-to-miss = το miss: μένει στο ποτ
loo-chips-trick = +{ $paid }
loo-chips-looed = πρόστιμο: -{ $paid }
loo-banner-busted-out = { $who ->
        [you] Μένεις χωρίς λεφτά και φεύγεις
       *[other] { $who } μένει χωρίς λεφτά και φεύγει
    } από το τραπέζι
loo-banner-won = { $winners ->
        [you] Σαρώνεις
       *[other] { $winners } { $count ->
            [one] σαρώνει
           *[other] σαρώνουν
        }
    } το τραπέζι!
# $change: η μεταβολή του υπολοίπου από την αρχή, με πρόσημο (+12, -4).
loo-standing = { $who ->
        [you] Εσύ
       *[other] { $who }
    }: { $balance } ({ $change })
loo-result-detail = Μετά από { $deals ->
        [one] ένα μοίρασμα
       *[other] { $deals } μοιράσματα
    }, νικά το μεγαλύτερο υπόλοιπο.{ $pool ->
        [0] {""}
        [one] {" "}Μία μάρκα μένει στο ποτ.
       *[other] {" "}{ $pool } μάρκες μένουν στο ποτ.
    }
