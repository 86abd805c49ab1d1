//! A seat played by a computer in another process: it reads what the host sends its seat,
//! and answers each decision asked of it with its bot's choice, made from the seat's view
//! alone (a state built from the view, its hidden parts drawn again by the bot). It knows
//! no transport: the client feeds it what arrived and sends what it answers.

use super::protocol::{Refusal, SeatPresence, ToClient, ToHost, decode, encode};
use crate::ai::config::AiConfig;
use crate::ai::{BotKind, SeatKnowledge, decision_bot};
use crate::games::Registered;
use crate::rules::{FromView, Seat, SeatSet};

/// What a client cannot play on from.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SeatError {
    #[error("the host plays {host}, and this client was started for {client}")]
    OtherGame { host: String, client: String },
    #[error("the host's message could not be read: {0}")]
    Unreadable(Refusal),
    #[error("the host did not seat this client before its table")]
    NotSeated,
}

/// What one message from the host came to.
#[derive(Clone, Debug, PartialEq)]
pub enum Heard {
    /// Nothing to answer.
    Nothing,
    /// The decision to send back.
    Answer(Vec<u8>),
    /// The host refused what this seat sent last.
    Refused(Refusal),
    /// How the seats are held now.
    Seats(Vec<SeatPresence>),
    /// The match is over.
    Over(SeatSet),
}

/// A seat of a table across the network, played by a computer.
pub struct SeatPlayer<G: Registered> {
    bot: BotKind,
    /// Mixed with the decision and the seat into each decision's bot, as a table in one
    /// process seeds its computers from the match's seed: the same seed there and here
    /// makes the same choices.
    seed: u64,
    difficulties: AiConfig,
    seat: Option<Seat>,
    view: Option<G::View>,
    /// The decision this seat last answered: a table sent again before the answer was
    /// taken asks for it again, and it is answered once.
    answered: Option<u32>,
    winners: Option<SeatSet>,
}

impl<G: Registered> SeatPlayer<G> {
    pub fn new(bot: BotKind, seed: u64, difficulties: AiConfig) -> Self {
        SeatPlayer { bot, seed, difficulties, seat: None, view: None, answered: None, winners: None }
    }

    pub fn seat(&self) -> Option<Seat> {
        self.seat
    }

    /// The table as the seat last saw it.
    pub fn view(&self) -> Option<&G::View> {
        self.view.as_ref()
    }

    pub fn winners(&self) -> Option<SeatSet> {
        self.winners
    }

    /// The connection to the host was opened again: a decision asked again was not
    /// taken, and is answered again.
    pub fn reconnected(&mut self) {
        self.answered = None;
    }

    /// Reads one message from the host.
    pub fn hear(&mut self, bytes: &[u8]) -> Result<Heard, SeatError> {
        let message: ToClient<G::View, G::Event, G::Action> = decode(bytes).map_err(SeatError::Unreadable)?;
        match message {
            ToClient::Seated { game, seat, .. } => {
                if game != G::ID {
                    return Err(SeatError::OtherGame { host: game, client: G::ID.to_owned() });
                }
                self.seat = Some(seat);
                Ok(Heard::Nothing)
            }
            ToClient::Table { decision, view, legal, .. } => {
                let seat = self.seat.ok_or(SeatError::NotSeated)?;
                let asked = !legal.is_empty() && self.answered != Some(decision);
                let answer = asked.then(|| self.decide(seat, decision, &view, &legal));
                self.view = Some(view);
                Ok(match answer {
                    Some(action) => {
                        self.answered = Some(decision);
                        Heard::Answer(encode(&ToHost::Decide { seat, decision, action }))
                    }
                    None => Heard::Nothing,
                })
            }
            ToClient::Refused(refusal) => Ok(Heard::Refused(refusal)),
            ToClient::Seats(seats) => Ok(Heard::Seats(seats)),
            ToClient::Over { winners } => {
                self.winners = Some(winners);
                Ok(Heard::Over(winners))
            }
            ToClient::Watching { .. } => Err(SeatError::NotSeated),
        }
    }

    /// The bot's choice for `seat` at decision number `decision`, from the state `view`
    /// builds; one of `legal`.
    pub fn decide(&self, seat: Seat, decision: u32, view: &G::View, legal: &[G::Action]) -> G::Action {
        let state = <G as FromView>::from_view(view);
        let mut bot = decision_bot::<G>(self.bot, self.seed, decision as usize, seat, &self.difficulties);
        let action = bot.choose(SeatKnowledge::new(&state, seat));
        // The view's choices are the host's; a bot that strayed plays the first of them.
        if legal.contains(&action) { action } else { legal[0] }
    }
}

/// Which game a host's first message to a client (seating it, or letting it watch)
/// names, so that the client can start its player of that game.
pub fn game_of_first(bytes: &[u8]) -> Option<String> {
    // The first message names no view, event or action, so it reads as any game's.
    match decode::<ToClient<(), (), ()>>(bytes) {
        Ok(ToClient::Seated { game, .. } | ToClient::Watching { game, .. }) => Some(game),
        _ => None,
    }
}
