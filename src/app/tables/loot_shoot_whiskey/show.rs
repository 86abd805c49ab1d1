//! The show of each event at the Loot Shoot Whiskey table: what changes on the table, for
//! how long, with which sound; and the account of a finished match.

use super::{Flight, FlightEnd, Highlight, Shown};
use crate::app::audio::SoundCue;
use crate::app::session::MatchAccount;
use crate::rules::Line;
use crate::rules::loot_shoot_whiskey::{HandCard, LswEvent, LswResult, LswView, ROW_LEN, SlotOutcome};
use crate::text::tr_line;

/// The results screen's account of a finished match.
pub(super) fn summary(view: &LswView) -> MatchAccount {
    let (headline, detail) = match view.result {
        Some(LswResult::Won { seat, reason }) => (Line::new("result-wins").seat("who", seat), reason.describe(seat)),
        Some(LswResult::Drawn) | None => (Line::new("lsw-result-draw"), Line::new("lsw-result-draw-detail")),
    };
    let standings = (0..view.players.len())
        .map(|seat| {
            let player = &view.players[seat];
            let holds_bottle = view.bottle.is_some_and(|bottle| bottle.holder == seat);
            Line::new(if holds_bottle { "lsw-standing-with-bottle" } else { "lsw-standing" })
                .seat("who", seat)
                .number("nuggets", player.nuggets)
                .number("hits", player.hits)
        })
        .collect();
    MatchAccount { headline, detail, standings }
}

/// Shows one event around the view, which follows it as the rules say: the cards on the
/// slots, the showdown's glow, the flights and the banner. Returns the beat's length at
/// normal speed and its sound.
pub(super) fn show_event(event: &LswEvent, shown: &mut Shown) -> (f32, Option<SoundCue>) {
    let Shown { scene, banner, .. } = shown;
    match *event {
        LswEvent::Dealt { .. } => (0.22, Some(SoundCue::Deal)),
        LswEvent::Revealed { first_slot, cards } => {
            for (seat, commit) in cards.iter().enumerate() {
                for (offset, card) in commit.cards().into_iter().enumerate() {
                    scene.played[seat][first_slot + offset] = Some(card);
                }
            }
            scene.highlight = None;
            (0.9, Some(SoundCue::Flip))
        }
        LswEvent::Showdown { slot, outcome, cards } => {
            let (winner, cue) = match outcome {
                SlotOutcome::Tie => (None, None),
                SlotOutcome::Won { seat, with: HandCard::Shoot } => (Some(seat), Some(SoundCue::Gunshot)),
                SlotOutcome::Won { seat, with: HandCard::Whiskey } => (Some(seat), Some(SoundCue::Glass)),
                SlotOutcome::Won { seat, with: HandCard::Loot } => (Some(seat), Some(SoundCue::Flip)),
            };
            let caption = match outcome {
                SlotOutcome::Tie => {
                    tr_line(&Line::new("lsw-caption-tie").line("one", cards[0].name()).line("other", cards[1].name()))
                }
                SlotOutcome::Won { seat, with } => tr_line(
                    &Line::new("lsw-caption-beats").line("winner", with.name()).line("loser", cards[1 - seat].name()),
                ),
            };
            scene.highlight = Some(Highlight { slot, winner, caption });
            (1.0, cue)
        }
        LswEvent::Claimed { seat, slot, card } => {
            scene.flights.push(Flight { card, from_slot: slot, to: FlightEnd::Pile(seat) });
            (0.6, None)
        }
        LswEvent::Discarded { slot, card } => {
            scene.flights.push(Flight { card, from_slot: slot, to: FlightEnd::Discard });
            (0.5, None)
        }
        LswEvent::NuggetsGained { .. } => (0.35, Some(SoundCue::Coin)),
        LswEvent::HitTaken { .. } => (0.35, Some(SoundCue::Gunshot)),
        LswEvent::BottleWon { .. } => (0.5, Some(SoundCue::Glass)),
        LswEvent::NextPair { .. } => (0.0, None),
        LswEvent::HandsReset => {
            scene.played = [[None; ROW_LEN]; 2];
            scene.highlight = None;
            (0.4, Some(SoundCue::Deal))
        }
        LswEvent::SaloonRanDry => {
            *banner = Some(Line::new("lsw-banner-ran-dry"));
            (1.2, None)
        }
        LswEvent::MatchWon { seat, reason } => {
            *banner = Some(reason.describe(seat));
            (0.5, Some(SoundCue::Coin))
        }
        LswEvent::MatchDrawn => {
            *banner = Some(Line::new("lsw-banner-draw"));
            (0.5, None)
        }
    }
}
