# Woorden die elk scherm en elk spel delen.
#
# Een stoelargument ($who, $target, …) is de naam van de speler, of de selector "you" voor
# de enige mens aan tafel, zodat het werkwoord kan kloppen:
#   { $who -> [you] Je speelt *[other] { $who } speelt }
# Een lijst van stoelen ($winners, …) met alleen de mens is ook "you".

seat-you = Jij
# De mens binnen een lijst van namen: "Kate, jij".
seat-you-in-list = jij
seat-player = Speler { $number }
list-separator = {", "}
# Het einde van een lijst: "Kate, Bill en jij".
list-last = { $head } en { $last }

## Het uitslagscherm

result-wins = { $who ->
        [you] Je wint!
       *[other] { $who } wint!
    }
result-share = { $winners ->
        [you] Je wint!
       *[other] { $winners } delen de winst
    }

## De namen van de spellen, naar hun id op de opdrachtregel ($english: de Engelse naam)

game-title = { $id ->
        [loot-shoot-whiskey] Loot, Shoot, Whisky
        [three-card-loo] Three-card Loo
        [duel] Duel: Once Upon a Game in the West
        [desperados] Desperados of Dice Town
       *[other] { $english }
    }

## Het logboek van de tafel, en de herhaling

log-title = Logboek
log-new-match = Nieuwe partij, seed { $seed }: { $seats }.
log-replay-of = Herhaling van { $file }.
log-resumed = Partij hervat na { $decisions ->
        [one] één beslissing
       *[other] { $decisions } beslissingen
    }.
log-taken-back = { $who ->
        [you] Je neemt
       *[other] { $who } neemt
    } de laatste beslissing terug.
report-no-folder = Geen datamap om een rapport in te schrijven.
report-written = Een rapport van deze partij staat in { $path }.
report-failed = Het rapport kon niet naar { $path } worden geschreven: { $error }
replay-heading = Herhaling van { $game }: { $status }
replay-status = beslissing { $decision } van { $decisions }
replay-status-end = het einde
replay-back = ◀ Terug (Left)
replay-pause = Pauze (Space)
replay-play = Afspelen (Space)
replay-step = Stap ▶ (Right)
replay-seen-from = Gezien door: { $name }
replay-next-seat = ▶ (Tab)
replay-hidden = Alle verborgen kaarten
