## A game in a minute: the rules card that opens each showcase game

teach-on-your-turn = On your turn
teach-to-win = To win

teach-lsw-pick = Put two cards face down on the next two slots of the row: Loot, Shoot or Whiskey. Your rival does the same.
teach-lsw-showdown = They turn over slot by slot: Loot beats Whiskey, Whiskey beats Shoot, Shoot beats Loot.
teach-lsw-spoils = Loot takes the slot's saloon card, Shoot scores a hit, Whiskey wins the bottle.
teach-lsw-win = { $nuggets } nuggets, { $hits } hits, or the bottle won { $bottle } times in a row. When the row runs out, whoever holds the bottle.

teach-loo-choose = See your three cards and the trump turn-up, then play, drop out, or take the miss, the spare hand, instead of yours.
teach-loo-tricks = Follow suit and head the trick if you can, else trump: the highest card takes the trick.
teach-loo-pool = Each trick takes a third of the pool. Play and take none, and you are looed: you pay into the next pool.
teach-loo-win = { $rounds ->
        [one] After one round
       *[other] After { $rounds } rounds
    }, each seat dealing once a round, the biggest balance wins.

teach-duel-pick = Everyone picks a card at once, and a target for a Pistol or a Rifle.
teach-duel-shots = All turn over together. Firing, you are moving: shots miss you. A Barricade stops Pistols, not a Rifle.
teach-duel-shots-sphinx = All turn over together. A Pistol guards against Pistols, a Rifle against Rifles; a Barricade stops Pistols and comes back to you.
teach-duel-reload = Reload unshot and you take back every card you played this duel. Shot while reloading, you are hit.
teach-duel-win = The last heart standing earns $1 each duel; the first to ${ $dollars } wins.

teach-desp-roll = Roll the four dice, up to three rolls, setting aside any dice you keep.
teach-desp-act = Each Action face turns the dial of a desperado whose icon you rolled; at the key, that desperado walks free.
teach-desp-attack = A free desperado makes every gang whose same desperado is still jailed pay the bank. Three or four alike draw Wild West cards instead.
teach-desp-win = Free your last desperado while the richest and you win; the last gang standing wins too.
