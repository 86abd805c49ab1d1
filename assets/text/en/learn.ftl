## Learn to play: the title's list, the lesson's panel, and each game's lesson.

title-learn = Learn to play
learn-title = Learn to play
learn-intro = Play a guided first match against a gentle computer: each step points at what to press and says why. Or read a game's rules on one card, in a minute.
learn-guided = Guided first match
learn-guided-again = Guided match again
learn-guided-tip = An arranged deal against a gentle computer. Skip it or leave it at any time.
learn-guided-none = No guided match yet
learn-in-a-minute = In a minute
learn-learned = Learned
learn-back = Back
learn-panel-heading = Learning { $game }
learn-step-of = Step { $step } of { $steps }
learn-rule-met = A rule of the game:
learn-got-it = Got it ({ $key })
learn-next = Next ({ $key })
learn-press-what-glows = Press what glows.
learn-again = Again
learn-again-tip = Take your last move back and make it again.
learn-skip = Skip the lesson
learn-skip-tip = Play the rest of the match without the steps.
learn-leave = Leave

## Loot Shoot Whiskey. Every message is given the rules' numbers: $nuggets (the gold
## that wins), $hits (the hits that win), $bottle (the bottle wins in a row that empty it).

learn-lsw-welcome = Welcome to the saloon! You and your rival each hold two Loot, two Shoot and two Whiskey cards. Four saloon cards lie in the row: you fight over them two slots at a time, each of you putting a card on each slot in secret.
learn-lsw-ways-to-win = There are four ways to win:
learn-lsw-win-nuggets = { $nuggets } nuggets or more.
learn-lsw-win-hits = { $hits } hits.
learn-lsw-win-emptied-bottle = The bottle won { $bottle } times in a row.
learn-lsw-win-held-bottle = Holding the bottle when the saloon runs dry.
learn-lsw-first-pair = Slot 1 holds a whiskey card. Loot beats Whiskey and claims the card, and a claimed whiskey card wins the bottle. Put Loot on slot 1 and Whiskey on slot 2, then lock the pair in.
learn-lsw-second-pair = Now slots 3 and 4, with the four cards left in your hand. Shoot beats Loot, and every shot that lands is a hit. Put Loot on slot 3 and Shoot on slot 4, then lock them in.
learn-lsw-on-your-own = The row is filled again and both hands come back. You hold the bottle, two wins into a streak. The rest of the match is yours to play; Hint asks the coach.
learn-lsw-loot-beats-whiskey = Loot beats Whiskey: the looter claims the slot's saloon card. Nuggets add to their gold, a whiskey card wins the bottle, a bullet card counts as a hit.
learn-lsw-took-bottle = The bottle is taken, from the bar or from the rival who held it: the first win of a streak.
learn-lsw-whiskey-beats-shoot = Whiskey beats Shoot: the drinker wins the bottle, and the saloon card is discarded.
learn-lsw-drank = Won again while holding it: a drink. Win the bottle { $bottle } times in a row, without your rival taking it back, and you empty it and win.
learn-lsw-tie = The same card on both sides: a tie. The saloon card is discarded.
learn-lsw-shoot-beats-loot = Shoot beats Loot: the shooter takes a hit card. { $hits } hits win the match.

## Duel. Every message is given the rules' numbers: $dollars (the dollars that win), and
## the cards of a full hand: $pistols, $rifles, $barricades, $reloads.

learn-duel-welcome = Welcome, gunslinger! Three of you face off. In each shootout everyone picks one card in secret, and a target for a gun; on the duel master's "Draw!" every pick turns over at once.
learn-duel-how-to-win = A hit turns a heart into a tombstone: out until the duel ends. The last heart standing earns a dollar, and a new duel begins with every heart up and every hand full.
learn-duel-first-pick = Your hand: Pistol ×{ $pistols }, Rifle ×{ $rifles }, Barricade ×{ $barricades }, Reload ×{ $reloads }. Take cover first: hold up your Barricade and press Draw! A Barricade stops a Pistol.
learn-duel-second-pick = A card played stays set aside until the duel ends. Play Reload: if nobody shoots at you, every card you played comes back to your hand. Shot while reloading, you would fall.
learn-duel-third-pick = Now shoot: hold up a Pistol, aim where the arrow points, and Draw! While you fire you are moving, and shots at you miss.
learn-duel-fourth-pick = One rival left. A Rifle goes through a Barricade, which a Pistol cannot. Hold up your Rifle, aim at the last rival and Draw!
learn-duel-on-your-own = The rest of the match is yours to play; Hint asks the coach.
learn-duel-draw = Draw! Every pick turns over at once: nobody saw another's before.
learn-duel-moving-shot = A shot at someone who fired misses: they were moving.
learn-duel-barricade-stops-pistol = A Barricade stops a Pistol: the shot does nothing.
learn-duel-rifle-through-barricade = A Rifle goes through a Barricade: the shot hits.
learn-duel-reloader-falls = Shot while reloading: the heart turns to a tombstone, out until the duel ends.
learn-duel-reload = Nobody shot the reloader: every card played this duel is back in the hand, the Reload too.
learn-duel-dollar = The last heart standing earns a dollar.
learn-duel-new-duel = A new duel: every heart up, every hand full again.
learn-duel-win = The first to { $dollars } dollars wins the match.

## Three-card Loo. Every message is given the rules' numbers: $ante (the dealer's ante),
## $loo (what a looed player pays), $balance (each player's units at the start) and
## $rounds (the rounds a match lasts).

learn-loo-welcome = Welcome to the Loo table! Four of you play: you at the bottom, one player on your left, one across, one on your right. Each deal gives everyone three cards, three more to a spare hand (the miss), and turns up one card: its suit is trumps.
learn-loo-how-to-win = Each of you starts with { $balance } units. Every trick takes a third of the pool; play and take no trick, and you are looed. The deal passes left; after { $rounds } rounds, each seat dealing once a round, the biggest balance wins.
learn-loo-first-declaration = Hearts are trumps, and you hold their ace: a sure trick. From the dealer's left, each player declares once: drop out of this deal, play, or take the miss unseen instead of their hand. Press Play.
learn-loo-lead-the-ace = The player on your left took the miss unseen. You lead, and a leader holding the ace of trumps must lead it. Point at your dimmed cards to see why. Play the ace of hearts.
learn-loo-lead-a-king = Your trick took a third of the pool. With no trump left, you may lead any card: lead the king of spades, and watch the players who are out of spades.
learn-loo-last-card = Across the table, the jack of hearts overtrumped and won the trick, and leads the last one. Play your last card.
learn-loo-defend = The player on your left took no trick with the miss: looed, and paid { $loo } units into this deal's pool. Now you deal: you put in the ante. Your hand holds no trump, but as dealer you may defend the miss: play it, unseen, for the pool. Its tricks take nothing and stay in the pool, and it is never looed. Press Defend the miss.
learn-loo-must-trump = Spades are trumps, and the miss holds the nine. Clubs were led and you have none: you must trump. Your other cards are dimmed; point at them to see why. Play the nine of spades.
learn-loo-lead-low = The miss took the trick: its third stays in the pool. You lead now. Every other player must follow the suit led and head the trick (play higher than the card winning it) if they can. Lead the three of diamonds.
learn-loo-miss-s-last-card = The ace of diamonds had to head the trick, and its player leads the last one. Play the king of diamonds.
learn-loo-on-your-own = The rest of the match is yours to play: declare, lead and follow as the duties allow; Hint asks the coach.
learn-loo-ante = Before every deal the dealer puts { $ante } units in the pool: the pool the deal's tricks are played for.
learn-loo-single = A pool with no loo money in it is a single. At tables that play the single, everyone must play it; at this table you may still drop.
learn-loo-declare = Declared: a player who drops sits out this deal, risking nothing and winning nothing; one who plays must take a trick or be looed.
learn-loo-take-miss = The miss taken: its cards, unseen until now, replace the hand, and whoever takes it must play.
learn-loo-defend-miss = The miss defended: the dealer plays it for the pool. Its tricks stay in the pool, and it is never looed.
learn-loo-lead-trump = The leader's duty: lead the ace of trumps if you hold it (the king, when the ace is the turn-up); else a trump if you can, the highest against a single opponent.
learn-loo-follow = Following: play a card of the suit led if you can, and head the trick (beat the card winning it) if you can.
learn-loo-trump = Out of the suit led, a player must trump, and overtrump a trump already played; unable to overtrump, they still play a lower trump.
learn-loo-trick-pays = A trick won takes a third of the pool as it stood when the tricks began.
learn-loo-looed = Looed: a player who played and took no trick pays { $loo } units into the next pool.
learn-loo-win = After { $rounds } rounds the biggest balance wins the match.

## Desperados of Dice Town. Every message is given the rules' numbers: $money (each
## gang's money at the start), $total (all the money in the game), and what an attack by
## each desperado takes: $fist, $knife, $pistol, $boss.

learn-desp-welcome = Welcome to Dice Town! Your gang is on the left, the computer's on the right: five desperados each, every one behind a jail dial. The number under a dial is the notches left to the key. Each gang starts with ${ $money }.
learn-desp-how-to-win = Your turn: roll the four dice, up to three times, then act with the desperados you rolled or draw Wild West cards. Free your whole gang while you are the richest, and you win.
learn-desp-keep-aside = Your first roll. Each Action face gives one action to a desperado whose face you rolled. Click the Action die and the Fist to keep them aside, then roll the other two again.
learn-desp-third-roll = A second Action face! Keep those three and roll the last die: your third roll, the last of the turn.
learn-desp-act-now = Three Action faces and a Fist: act, and give all three actions to the Fist.
learn-desp-turn-the-fist = Your Fist is in jail: an action on him turns his dial one notch toward the key.
learn-desp-free-the-fist = One notch left: turn it, and your Fist walks free.
learn-desp-fist-attacks = A free desperado attacks: every gang whose own Fist is still in jail pays the bank ${ $fist }. The computer's Fist is behind bars. Attack!
learn-desp-draw-three = Three Bosses and no Action face: you cannot act, but three alike draw three Wild West cards, to keep one.
learn-desp-keep-a-card = Keep Double Tap: played while you act, it gives one more action. The cards you do not keep are discarded face up.
learn-desp-act-for-the-brains = Two Action faces, and the Bottle: your Brains, one notch from the key. Act.
learn-desp-free-the-brains = Spend the first action on the Brains: they walk free.
learn-desp-play-the-card = Now play Double Tap from your hand, for one more action.
learn-desp-use-the-brains = Free Brains never attack: an action on them uses your gang's ability, told on its card. Yours takes money from the bank.
learn-desp-use-them-again = Once more: each use in a turn takes more.
learn-desp-play-on = The rest of the match is yours to play. Hint asks the coach.
learn-desp-notch = A dial turned a notch: at the key the desperado escapes. Before play, each gang's setup roll turned a notch for every die showing one of its desperados.
learn-desp-reroll = Only the dice not kept aside rolled again: before each roll you may keep any of them.
learn-desp-last-roll = The third roll: the dice stand now. Act, draw, or end the turn when the roll allows neither.
learn-desp-act = Acting: each Action face is one action, for any desperado whose face you rolled.
learn-desp-several = Actions may be shared among the desperados rolled or all given to one: a desperado's face rolled twice gives no more.
learn-desp-escape = Escaped! An action on a free desperado is an attack, or for the Brains the gang's ability.
learn-desp-attack = An attack: every gang whose same desperado is still in jail pays the bank, ${ $fist } for the Fist, ${ $knife } for the Knife, ${ $pistol } for the Pistol and ${ $boss } for the Boss.
learn-desp-pay = Paid to the bank. A gang left with no money is out of the match.
learn-desp-misere = A misère: no Action face and nothing three alike, so the roller drew one Wild West card.
learn-desp-three-alike = Three alike: three Wild West cards drawn, one of them to keep in a secret hand.
learn-desp-four-alike = Four alike draw four Wild West cards, two of them to keep.
learn-desp-immune = Immune: a gang whose own desperado of that face is already free pays nothing to his attack.
learn-desp-brains = The Brains used the gang's ability. Each gang's is told on its card, and changes with each use in a turn.
learn-desp-bank = Money from the bank: the ${ $total } in the game are the gangs' and the bank's.
learn-desp-own-card = A card played on your own turn: some give an action, roll a die again or turn it, or take a notch off a dial.
learn-desp-answer = An answer: when a gang acts, the others may play a card from their hands to cancel the action, or to pay nothing to it.
learn-desp-win = Three ways to win: free your last desperado while you are the richest; free all five while poorer, then become the richest; or be the last gang with money.
