# De tafel van Loot, Shoot, Whisky: de labels, aanwijzingen en tips.

lsw-tip-hand = { $rule } Toets { $key }.
lsw-tip-placed = Je { $card } voor vak { $slot }: druk erop om hem terug te nemen.
lsw-tip-slot = Vak { $slot }: { $card }, voor wie hier de confrontatie met Loot wint.
lsw-tip-slot-this-pair = Vak { $slot } (dit paar): { $card }, voor wie hier de confrontatie met Loot wint.
lsw-tip-slot-empty = Vak { $slot }: leeg.
lsw-tip-bottle-held = De whiskyfles, { $who ->
        [you] in jouw handen
       *[other] in handen van { $who }
    }: { $streak ->
        [one] één keer
       *[other] { $streak } keer
    } op rij gewonnen. Wie hem { $to-empty } keer op rij wint, drinkt hem leeg en wint.
lsw-tip-bottle-at-bar = De whiskyfles staat aan de bar. Wie hem { $to-empty } keer op rij wint, drinkt hem leeg en wint.
lsw-coach-pair = { $first } + { $second } { $percent }%
# $name: de naam van de stoel; $status: status-thinking, status-ready of niets.
# "Goud": kort voor de goudklompjes; "Buit": de opgeëiste saloonkaarten.
lsw-scoreboard = { $name }  { $status }
    Goud { $nuggets }/{ $nuggets-to-win }   Treffers { $hits }/{ $hits-to-win }
    Buit { $looted }
lsw-deck = Stapel: { $cards }
lsw-bottle-streak = { $streak } op rij
lsw-bottle-at-bar = Aan de bar
lsw-prompt-keys = [1] Loot   [2] Shoot   [3] Whiskey   of klik op een kaart
lsw-prompt-pad = ga naar een kaart en druk op [{ $choose }]
lsw-prompt-choose = Kies je kaart voor vak { $slot }   { $how }
lsw-prompt-lock-in = [{ $confirm }] vastleggen   [{ $remove }] of klik op een gelegde kaart om hem terug te nemen
lsw-lock-in-tip = Leg de twee kaarten op de vakken van dit paar vast.
lsw-hint-tip = De drie beste paren, met hun winkans.
# De woorden op de kaarten. De handkaarten heten ook in het Nederlands Loot, Shoot, Whiskey.
lsw-face-nuggets = GOUD
lsw-face-whiskey = WHISKY
lsw-face-bullet = KOGEL
lsw-face-loot = LOOT
lsw-face-shoot = SHOOT
lsw-face-whiskey-glass = WHISKEY
lsw-face-hit = TREFFER
lsw-discard = Afgelegd

## De pagina op de telefoon: de tafel in woorden

# $count: hoeveel van die kaart de hand heeft.
lsw-phone-hand-card = { $count ->
        [one] { $card }
       *[other] { $card } ×{ $count }
    }
lsw-phone-round = Ronde { $round }: de vakken { $first }–{ $second } zijn aan de beurt.
lsw-phone-slot = Vak { $slot }: { $card }.
# Een knop: de twee kaarten om vast te leggen, en het vak van elk.
lsw-phone-commit = { $first } op vak { $first-slot }, { $second } op vak { $second-slot }
# Under a slot of the saloon row.
lsw-phone-slot-number = Vak { $slot }
# Over the pairs of cards just turned over.
lsw-phone-showdown = De confrontatie
# Under an outlaw's portrait: the score.
lsw-phone-score = { $nuggets ->
        [one] één goudklompje
       *[other] { $nuggets } goudklompjes
    }, { $hits ->
        [one] één treffer
       *[other] { $hits } treffers
    }
lsw-phone-has-bottle = heeft de fles
