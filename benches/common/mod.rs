//! What the benchmarks share: every game of the registry, each at one table.

use criterion::Criterion;
use saloon::games::{EachGame, Registered, RulesBook};

/// A benchmark written once for any game.
pub trait GameBench {
    fn bench<G: Registered>(&self, c: &mut Criterion, name: &str, rules: &G::Rules, seats: usize);
}

/// Runs `bench` for every game, at its usual table or four seats where it seats more,
/// named after the game and the table (`duel_4_players`).
pub fn for_every_game(c: &mut Criterion, bench: &impl GameBench) {
    struct Visit<'a, B>(&'a mut Criterion, &'a B);
    impl<B: GameBench> EachGame for Visit<'_, B> {
        fn visit<G: Registered>(&mut self) {
            let book = RulesBook::built_in();
            let sizes = book.seats(G::GAME);
            let seats = G::USUAL_SEATS.max(4).clamp(*sizes.start(), *sizes.end());
            let name = format!("{}_{seats}_players", G::ID.replace('-', "_"));
            self.1.bench::<G>(self.0, &name, book.get::<G>(), seats);
        }
    }
    saloon::games::each(&mut Visit(c, bench));
}
