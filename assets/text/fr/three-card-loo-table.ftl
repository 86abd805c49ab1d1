# La table de Three-card Loo : les options, les étiquettes, les invites, les panneaux et les bulles d'aide.

loo-option-single = Pot simple : tout le monde joue
loo-option-single-tip = Dans un pot simple (un pot sans amende), il n'y a pas de veuve, et tout le monde joue.
loo-option-club-law = Loi du trèfle
loo-option-club-law-tip = Quand l'atout est trèfle, personne ne peut passer, et la veuve ne sert pas.
loo-option-bust-out = Hors jeu à zéro
loo-option-bust-out-tip = Un solde ne peut pas passer sous zéro : qui ne peut pas payer en entier paie ce qu'il a, et qui n'a plus rien quitte la table.
loo-option-any-card = Sans surcoupe : carte au choix
loo-option-any-card-tip = Qui ne peut ni fournir ni battre l'atout sur la table peut jouer n'importe quelle carte (sinon, un atout plus faible).
loo-option-rounds = Manches
loo-option-rounds-tip = Chaque joueur distribue une fois par manche ; après la dernière, le plus gros solde gagne.
# $single, $club-law, $bust-out : option-on ou option-off.
loo-options-lower-trump = À cette table : pot simple, tout le monde joue : { $single } ; loi du trèfle : { $club-law } ; hors jeu à zéro : { $bust-out } ; qui n'a pas la couleur et ne peut surcouper joue un atout plus faible ; { $rounds ->
        [one] une manche
       *[other] { $rounds } manches
    }.
loo-options-any-card = À cette table : pot simple, tout le monde joue : { $single } ; loi du trèfle : { $club-law } ; hors jeu à zéro : { $bust-out } ; qui n'a pas la couleur et ne peut surcouper joue n'importe quelle carte ; { $rounds ->
        [one] une manche
       *[other] { $rounds } manches
    }.

## Ce qu'un joueur doit jouer à la place
# Ces lignes suivent « tu » : « Pas maintenant : tu dois fournir à cœur. »

loo-must-lead-card = dois entamer { $card }
loo-must-lead-trump = dois entamer un atout
loo-must-lead-highest-trump = dois entamer ton plus fort atout
loo-must-follow = dois fournir à { $suit }
loo-must-head = dois monter sur la levée
loo-must-trump = dois couper
loo-must-overtrump = dois surcouper

## Les plaques, le pot et les invites

loo-status-dropped = a passé
loo-status-plays = joue
loo-status-took-miss = a pris la veuve
loo-status-defends-miss = défend la veuve
loo-status-out = hors jeu
# Une plaque à côté d'un portrait : les mots en colonne.
loo-plate = { $name }
    { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetons
    }
    { $status }
    { $tricks ->
        [0] {""}
        [one] une levée
       *[other] { $tricks } levées
    }
loo-trumps = atout { $suit }
loo-pool = pot { $pool }
loo-pool-in-play = pot { $pool }
    { $per-trick } par levée
loo-how-keys = clique sur une carte relevée, ou appuie sur 1-3
loo-how-pad = va sur une carte relevée et appuie sur [{ $choose }]
loo-prompt-declare = Annonce : { $how }
# $keys: the keys of the declarations the player may make now, each a loo-declare-key.
loo-declare-keys = utilise les boutons, ou { $keys }
loo-declare-key = [{ $key }] { $what }
loo-declare-pad = va sur un bouton et appuie sur [{ $choose }]
# $why : une ligne loo-must-*, après « tu ».
loo-prompt-refused = Pas { $card } : tu { $why }
loo-prompt-lead = À toi d'entamer : { $how }
loo-prompt-card = Ta carte : { $how }

## Les boutons et les panneaux

# $chips : le solde qu'attend le coach, avec une décimale.
loo-hint-chips = ≈ { $chips } jetons
loo-button-standings = Classement (S)
loo-button-standings-tip = Le solde de chaque joueur, et son annonce de cette donne.
loo-button-last-trick = Dernière levée (L)
loo-button-last-trick-tip = Les cartes de la dernière levée, et qui l'a prise.
loo-hint-tip = Le solde qu'attend le bot Difficile après la donne, pour chaque choix.
loo-drop-tip = Reste hors de cette donne : rien de gagné, rien de perdu.
loo-play-tip = Joue ta main : chaque levée rapporte un tiers du pot ; aucune, et tu es bredouille.
loo-take-miss-tip = Joue la veuve à la place de ta main, sans la voir.
loo-defend-miss-tip = Tu distribues : joue la veuve pour le pot, sans rien gagner ni perdre.
loo-button-last-trick-title = Dernière levée
loo-no-trick-yet = Aucune levée jouée cette donne.
# $name peut être « Toi » : pas de verbe.
loo-takes-it = { $name }  (levée prise)
loo-standings-title = Classement
loo-standings-start = début
loo-standings-deal = donne { $deal }
loo-standings-now = maintenant
loo-standings-pool = Pot : { $pool }

## Les bulles d'aide

loo-seating-waiting = annonce à venir
loo-seating-dropped = hors de cette donne
loo-seating-playing = en jeu
loo-seating-took-miss = en jeu avec la veuve
loo-seating-defending-miss = en défense de la veuve
loo-seating-out = sans argent
loo-tip-play-it = Appuie pour la jouer (touche { $key }).
loo-tip-not-now = Pas maintenant : tu { $why }.
loo-tip-hand = Carte : { $card }. { $what }
loo-tip-hand-trump = Atout : { $card }. { $what }
loo-tip-plate = { $who ->
        [you] Toi
       *[other] { $who }
    } : solde { $balance }, { $seating }, { $tricks ->
        [0] aucune levée
        [one] une levée
       *[other] { $tricks } levées
    } cette donne.
loo-tip-plate-dealer = { $who ->
        [you] Toi, qui distribues
       *[other] { $who }, qui distribue
    } : solde { $balance }, { $seating }, { $tricks ->
        [0] aucune levée
        [one] une levée
       *[other] { $tricks } levées
    } cette donne.
loo-tip-turn-up = La retourne, { $card } : atout { $suit }, et qui entame doit entamer { $top } s'il l'a.
loo-tip-miss = La veuve : une main de réserve, face cachée. Qui la demande en premier la prend sans la voir, à la place de la sienne ; qui distribue peut la défendre, en la jouant pour le pot.
loo-tip-miss-taken = La veuve est prise.
loo-tip-pool = Le pot : { $pool }. Chaque levée en rapporte un tiers ; qui a joué sans en prendre est bredouille et paie pour le suivant.
loo-the-miss = la veuve

## La page du téléphone : la main, la table, le classement et les choix, une ligne chacun

loo-phone-card = Carte : { $card }
loo-phone-card-trump = Atout : { $card }
# $cards : la main laissée pour la veuve, en liste.
loo-phone-hand-is-miss = Ta main est la veuve ; tu as laissé { $cards }.
loo-phone-miss-open = La veuve attend, face cachée : au premier qui la demande.
loo-phone-per-trick = Chaque levée rapporte { $per-trick } du pot.
loo-phone-winning = { $who ->
        [you] Tu es maître
       *[other] { $who } est maître
    } de la levée.
loo-phone-trick-taken = { $who ->
        [you] Tu as pris
       *[other] { $who } a pris
    } la levée { $trick } avec { $card }.
loo-phone-to-declare = { $who ->
        [you] À toi d'annoncer
       *[other] { $who } annonce
    }.
loo-phone-to-lead = Levée { $trick } : { $who ->
        [you] à toi d'entamer
       *[other] { $who } entame
    }.
loo-phone-to-play = Levée { $trick } : { $who ->
        [you] à toi de jouer
       *[other] { $who } joue
    }.
loo-phone-standing = { $who ->
        [you] Toi
       *[other] { $who }
    } : { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetons
    }{ $tricks ->
        [0] {""}
        [one] , une levée cette donne
       *[other] , { $tricks } levées cette donne
    }
loo-phone-standing-out = { $who ->
        [you] Tu n'as
       *[other] { $who } n'a
    } plus d'argent.
# $declaration : le nom du bouton (loo-drop, loo-play…) ; $per-trick : ce qu'une levée
# rapporte du pot ; $loo : ce que paie qui n'en prend aucune.
loo-phone-drop = { $declaration } : rester hors de cette donne
loo-phone-play = { $declaration } : { $per-trick } par levée ; aucune, et tu paies { $loo }
loo-phone-take-miss = { $declaration } : la jouer sans la voir, { $per-trick } par levée ; aucune, et tu paies { $loo }
loo-phone-defend-miss = { $declaration } : la jouer pour le pot, sans rien gagner ni perdre
loo-phone-play-card = Jouer { $card }
# Sous le jeton d'une place : ses jetons, et ses levées de la donne dès qu'elle en a.
loo-phone-chips = { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetons
    }{ $tricks ->
        [0] {""}
        [one] , une levée
       *[other] , { $tricks } levées
    }
# Sous le jeton de la place qui doit jouer (quelle qu'elle soit, toi compris) : sans verbe conjugué.
loo-phone-turn-declare = tour d'annoncer
loo-phone-turn-lead = tour d'entamer
loo-phone-turn-play = tour de jouer
loo-phone-dealer = à la donne
loo-phone-winner = première place
# La veuve sur la table : son nom, et comment elle est posée.
loo-phone-miss = La veuve
loo-phone-face-down = face cachée
# Sous le pot : ce que chaque levée en rapporte.
loo-phone-a-trick = { $per-trick } par levée
# Sous la carte qui a entamé la levée.
loo-phone-led = entame
# Au-dessus des levées et des pots pris, et de la pénalité payée, depuis le dernier coup d'œil.
loo-phone-outcome = Jetons gagnés et perdus
