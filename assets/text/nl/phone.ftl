# Een plaats op een telefoon: de woorden van de pagina, en wat de gastheer de telefoon zegt.

phone-page-pick-seat = Kies je plaats
phone-page-your-name = Je naam
phone-page-take-seat = Hier zitten
phone-page-hand = Je hand
phone-page-table = Op tafel
phone-page-standings = Stand
phone-page-events = Zojuist
phone-page-choices = Jouw zet
phone-page-language = Taal
phone-page-reconnecting = Opnieuw verbinden met de tafel...
phone-page-lost = De tafel is niet bereikbaar. Controleer de wifi en laad de pagina opnieuw.
phone-page-cover = Afdekken
phone-page-uncover = Tik om je hand te zien
phone-page-clear = Opnieuw kiezen
phone-page-in-words = De tafel in woorden
# A seat's name under its portrait.
phone-seat-name = { $who ->
        [you] Jij
       *[other] { $who }
    }
phone-your-turn = Jij bent aan de beurt!
phone-waiting-for = Wachten op { $seats }
phone-waiting = Even wachten...
phone-over-won = { $winners ->
        [you] Je hebt de partij gewonnen!
       *[other] { $winners } wint de partij.
    }
phone-over-draw = De partij eindigt gelijk.
phone-held-computer = de computer speelt
phone-held-free = wacht op een speler
phone-held-by-code = wacht op een speler die met de code meedoet
phone-held-here = aan tafel
phone-table-closed = De tafel is gesloten.
phone-refused-too-slow = De telefoon deed te lang over het verbinden. Laad de pagina opnieuw.
phone-refused-garbled = De tafel kon dat bericht niet lezen.
phone-refused-version = De tafel spreekt telefoonversie { $host } en deze pagina versie { $phone }. Laad de pagina opnieuw.
phone-refused-wrong-secret = Dit adres heeft de verkeerde tafelcode. Scan de code van de tafel opnieuw.
phone-refused-flooding = Te veel berichten, te snel.
phone-refused-not-your-seat = Die plaats wordt bewaard voor de speler die hem nam.
phone-refused-seated-already = Deze telefoon heeft al een plaats.
phone-refused-no-such-seat = De tafel heeft zo'n telefoonplaats niet.
phone-refused-seat-taken = Iemand heeft die plaats net genomen. Kies een andere.
phone-refused-taken-back = Je plaats is op een andere telefoon of tab teruggenomen.
phone-refused-not-seated = Neem eerst een plaats.
phone-refused-no-such-choice = Die keuze staat nu niet open.
phone-refused-stale = De tafel is verder gegaan: kies opnieuw.
phone-refused-not-to-move = Je bent niet aan de beurt.
phone-refused-decided = Je hebt al gekozen.
phone-refused-over = De partij is voorbij.
phone-refused-computer-took = Je was te lang weg: de computer speelt nu jouw plaats.
