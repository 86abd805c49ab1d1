//! The title screen: continue a match in progress (each game keeps its own), go back to a
//! seat held at a table hosted elsewhere, set up any of the games, watch the showcase or a
//! kept match, the settings, leave.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, EguiTextureHandle, egui};

use crate::app::art::picture;
use crate::app::window_scale::TABLE_AREA;

use super::LearnToPlay;
use crate::app::screens::JoinInProgress;
use crate::app::session::TableSetup;
use crate::app::tables::Tables;
use crate::app::tables::shell::{LeftTable, ResumeMatch, SavedMatchOnDisk};
use crate::app::widgets::{
    BIG_BUTTON, BIG_BUTTON_WITH_PICTURE, GOLD, Styled, WARNING, big_button, big_button_with_picture, centred_row,
    display_font, viewport_ui,
};
use crate::app::{LoadedRules, Overlay, Screen};
use crate::games::GameId;
use crate::net::JoinCode;
use crate::rules::Line;
use crate::save::SaveHeader;
use crate::text::{tr, tr_line};

/// What a player picks on the title screen.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TitleChoice {
    /// Pick up this game's match in progress.
    Continue(GameId),
    /// Go back to the seat held at this table of [`SeatsKept`], hosted elsewhere.
    BackToSeat(usize),
    /// Give up the seat held at this table of [`SeatsKept`]: its claim is forgotten.
    ForgetSeat(usize),
    /// Set up a table of this game.
    SetUp(GameId),
    /// The list of guided first matches and games in a minute.
    LearnToPlay,
    /// This game's guided first match.
    Learn(GameId),
    /// The computers play every game in turn.
    Showcase,
    KeptMatches,
    /// The tables on the network, and a join code.
    JoinTable,
    Settings,
    /// Put the word about an unreadable save away.
    Dismiss,
    Leave,
}

/// The tables hosted elsewhere where a player here holds a seat that no window here is
/// playing (a window closed or crashed mid-match), read as the title opens.
#[derive(Resource, Default)]
pub struct SeatsKept(pub Vec<JoinCode>);

fn read_seats_kept(mut commands: Commands) {
    commands.insert_resource(SeatsKept(crate::net::tables_with_seats_kept()));
}

/// Where the title's choices are acted on: what asks for one runs before.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TitleChoices;

pub(super) fn choices(app: &mut App) {
    app.add_message::<TitleChoice>()
        .init_resource::<SeatsKept>()
        .add_systems(OnEnter(Screen::Title), read_seats_kept)
        .add_systems(Update, act_on_title.in_set(TitleChoices).run_if(in_state(Screen::Title)));
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_scene)
        .add_systems(EguiPrimaryContextPass, title_screen.run_if(in_state(Screen::Title)).after(Styled));
}

/// The sign the game's name hangs on, drawn by the art like any piece and shown by egui
/// above the buttons: the sprite itself is never drawn in the world.
#[derive(Component)]
struct TitleSign;

const SIGN: Vec2 = Vec2::new(520.0, 130.0);
/// Where the sign's art leaves room for the name: its middle, down from the sign's top,
/// as a share of its height (85.5 of 150 in the art).
const SIGN_NAME_MIDDLE: f32 = 0.57;

/// The picture on a game's button, drawn as the sign is.
#[derive(Component)]
struct ButtonPicture(GameId);

const BUTTON_PICTURE: f32 = 30.0;

/// The street the saloon stands on, behind the menu, the sign, and the games' pictures.
fn spawn_scene(mut commands: Commands, tables: Res<Tables>) {
    for entry in tables.entries() {
        commands.spawn((
            ButtonPicture(entry.game),
            picture(entry.picture, Vec2::splat(BUTTON_PICTURE)),
            Visibility::Hidden,
            DespawnOnExit(Screen::Title),
        ));
    }
    commands.spawn((
        Name::new("Title scene"),
        picture("title/scene", TABLE_AREA),
        Transform::from_xyz(0.0, 0.0, -0.5),
        DespawnOnExit(Screen::Title),
    ));
    commands.spawn((TitleSign, picture("title/sign", SIGN), Visibility::Hidden, DespawnOnExit(Screen::Title)));
}

/// The game's name on its sign, or on its own until the sign is drawn.
fn show_name(ui: &mut egui::Ui, sign: Option<egui::TextureId>) {
    let name = egui::RichText::new("Saloon").font(display_font(76.0)).color(GOLD);
    let Some(texture) = sign else {
        ui.label(name);
        return;
    };
    let (rect, _) = ui.allocate_exact_size(egui::vec2(SIGN.x, SIGN.y), egui::Sense::hover());
    egui::Image::new((texture, rect.size())).paint_at(ui, rect);
    let middle = egui::pos2(rect.center().x, rect.top() + SIGN_NAME_MIDDLE * SIGN.y);
    ui.put(egui::Rect::from_center_size(middle, egui::vec2(SIGN.x, 100.0)), egui::Label::new(name));
}

#[allow(clippy::too_many_arguments)]
fn act_on_title(
    mut commands: Commands,
    mut choices: MessageReader<TitleChoice>,
    mut setup: ResMut<TableSetup>,
    (mut saved, mut seats_kept): (ResMut<SavedMatchOnDisk>, ResMut<SeatsKept>),
    (rules, tables): (Res<LoadedRules>, Res<Tables>),
    mut next: ResMut<NextState<Screen>>,
    mut next_overlay: ResMut<NextState<Overlay>>,
    mut exit: MessageWriter<AppExit>,
) {
    for choice in choices.read() {
        match *choice {
            TitleChoice::Continue(game) => {
                let Some(header) = saved.ready.iter().find(|header| header.game == game) else { continue };
                *setup = TableSetup::new(header.game, &rules);
                if header.hosted.is_some() {
                    // A table this window hosted is hosted again, at its code: its
                    // players come back to it, and this window's to its own seat.
                    let host_saved = tables.entry(header.game).expect("every game has its table").host_saved;
                    commands.queue(move |world: &mut World| {
                        if let Err(why) = host_saved(world) {
                            warn!("the saved table could not be hosted again: {why}");
                            world.insert_resource(LeftTable::not_hosted(why));
                        }
                    });
                    continue;
                }
                // The table picks the saved match up: its seats, rules and every step.
                commands.insert_resource(ResumeMatch);
                next.set(Screen::Table);
            }
            TitleChoice::BackToSeat(table) => {
                // The join takes the claim kept for that table, and with it the seat.
                if let Some(code) = seats_kept.0.get(table) {
                    commands.insert_resource(JoinInProgress::seat(code.clone()));
                }
            }
            TitleChoice::ForgetSeat(table) => {
                if table < seats_kept.0.len() {
                    let code = seats_kept.0.remove(table);
                    crate::net::ClaimsKept::in_data_folder(&code).inspect(crate::net::ClaimsKept::forget_unused);
                }
            }
            TitleChoice::SetUp(game) => {
                if setup.game != game {
                    *setup = TableSetup::new(game, &rules);
                }
                next.set(Screen::Setup);
            }
            TitleChoice::LearnToPlay => commands.insert_resource(LearnToPlay::Open),
            TitleChoice::Learn(game) => {
                let Some(start) = tables.entry(game).and_then(|entry| entry.learn) else { continue };
                commands.queue(move |world: &mut World| {
                    let setup = start(world);
                    world.insert_resource(setup);
                });
                next.set(Screen::Table);
            }
            TitleChoice::Showcase => {
                commands.queue(|world: &mut World| crate::app::showcase::start(world, Vec::new()));
                next.set(Screen::Table);
            }
            TitleChoice::KeptMatches => next.set(Screen::Replays),
            TitleChoice::JoinTable => next.set(Screen::Join),
            TitleChoice::Settings => next_overlay.set(Overlay::Settings),
            TitleChoice::Dismiss => saved.unreadable = None,
            TitleChoice::Leave => {
                exit.write(AppExit::Success);
            }
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn title_screen(
    mut contexts: EguiContexts,
    signs: Query<&Sprite, With<TitleSign>>,
    button_pictures: Query<(&ButtonPicture, &Sprite)>,
    (saved, seats_kept, rules, tables): (Res<SavedMatchOnDisk>, Res<SeatsKept>, Res<LoadedRules>, Res<Tables>),
    (overlay, learning): (Res<State<Overlay>>, Res<LearnToPlay>),
    mut choices: MessageWriter<TitleChoice>,
) {
    // Until the art has drawn a piece its image is the default one.
    let mut drawn = |sprite: &Sprite| {
        (sprite.image != Handle::default()).then(|| contexts.add_image(EguiTextureHandle::Weak(sprite.image.id())))
    };
    let sign = signs.single().ok().and_then(&mut drawn);
    let pictures: Vec<(GameId, egui::TextureId)> = button_pictures
        .iter()
        .filter_map(|(ButtonPicture(game), sprite)| drawn(sprite).map(|texture| (*game, texture)))
        .collect();
    let Ok(ctx) = contexts.ctx_mut() else { return };
    egui::CentralPanel::default().show(&mut viewport_ui(ctx, egui::LayerId::background()), |ui| {
        // Under the settings the buttons stand still, and the focus stays in the settings.
        if *overlay.get() != Overlay::None || *learning != LearnToPlay::Closed {
            ui.disable();
        }
        // At a larger UI scale the games and the rest stand side by side, and where even
        // that runs past the window, it scrolls.
        let small_rows = saved.ready.len().saturating_sub(1) + seats_kept.0.len();
        let tall = ONE_COLUMN_TALL + ANOTHER_MATCH_TALL * small_rows as f32;
        let side_by_side = ui.available_height() < tall && ui.available_width() >= TWO_COLUMNS_WIDE;
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                // The Continue button, or the word about a save that could not be read,
                // takes a row: the heading moves up so that every button still fits the
                // window at the normal UI scale.
                let crowded = !saved.ready.is_empty() || !seats_kept.0.is_empty() || saved.unreadable.is_some();
                ui.add_space(if crowded { 0.0 } else { 16.0 });
                show_name(ui, sign);
                ui.label(egui::RichText::new(tr("title-tagline")).size(22.0).italics());
                ui.add_space(if crowded { 12.0 } else { 28.0 });
                if let Some(unreadable) = &saved.unreadable {
                    ui.scope(|ui| {
                        ui.set_max_width(760.0);
                        ui.colored_label(WARNING, tr_line(&unreadable.in_words()));
                    });
                    if ui.button(tr("button-dismiss")).clicked() {
                        choices.write(TitleChoice::Dismiss);
                    }
                }
                // A match hosted here is continued by hosting its table again.
                let continued = |header: &SaveHeader, small: bool| match (header.hosted.is_some(), small) {
                    (true, false) => "title-host-again",
                    (true, true) => "title-host-again-other",
                    (false, false) => "title-continue",
                    (false, true) => "title-continue-other",
                };
                // The latest match under way is continued with the big button, each other
                // game's with a small one below it.
                if let Some((latest, others)) = saved.ready.split_first() {
                    if big_button(ui, &tr_line(&Line::new(continued(latest, false)).line("game", latest.game.spoken())))
                    {
                        choices.write(TitleChoice::Continue(latest.game));
                    }
                    for header in others {
                        ui.add_space(4.0);
                        let words = tr_line(&Line::new(continued(header, true)).line("game", header.game.spoken()));
                        if ui.button(words).clicked() {
                            choices.write(TitleChoice::Continue(header.game));
                        }
                    }
                }
                for (table, code) in seats_kept.0.iter().enumerate() {
                    ui.add_space(4.0);
                    // The code names the table in every language, as the host read it out.
                    let words = format!("{}: {code}", tr("title-back-to-seat"));
                    let forget = "\u{d7}";
                    let font = egui::TextStyle::Button.resolve(ui.style());
                    let wide = ui.painter().layout_no_wrap(format!("{words}{forget}"), font, GOLD).size().x;
                    let padding = 4.0 * ui.spacing().button_padding.x + ui.spacing().item_spacing.x;
                    centred_row(ui, (wide + padding) / 2.0, |ui| {
                        if ui.button(words).clicked() {
                            choices.write(TitleChoice::BackToSeat(table));
                        }
                        if ui.button(forget).on_hover_text(tr("title-forget-seat")).clicked() {
                            choices.write(TitleChoice::ForgetSeat(table));
                        }
                    });
                }
                ui.add_space(8.0);
                if side_by_side {
                    centred_row(ui, TWO_COLUMNS_WIDE / 2.0, |ui| {
                        ui.vertical(|ui| game_buttons(ui, &tables, &rules, &pictures, &mut choices));
                        ui.add_space(COLUMN_GAP);
                        ui.vertical(|ui| other_buttons(ui, &mut choices));
                    });
                } else {
                    game_buttons(ui, &tables, &rules, &pictures, &mut choices);
                    ui.add_space(16.0);
                    other_buttons(ui, &mut choices);
                }
            })
        });
    });
}

/// How tall the title's menu is in one column, in egui points: the sign, the line under
/// it, the Continue button and both groups of buttons.
const ONE_COLUMN_TALL: f32 = 798.0;
/// What each other game's match under way, or each seat kept elsewhere, adds to it: a
/// small button's row.
const ANOTHER_MATCH_TALL: f32 = 30.0;
const COLUMN_GAP: f32 = 24.0;
/// The width of the games' buttons and the others' side by side.
const TWO_COLUMNS_WIDE: f32 = BIG_BUTTON_WITH_PICTURE + COLUMN_GAP + BIG_BUTTON;

/// A button for each game, with its picture once drawn and its summary as the tooltip.
fn game_buttons(
    ui: &mut egui::Ui,
    tables: &Tables,
    rules: &LoadedRules,
    pictures: &[(GameId, egui::TextureId)],
    choices: &mut MessageWriter<TitleChoice>,
) {
    for (index, game) in tables.games().enumerate() {
        if index > 0 {
            ui.add_space(8.0);
        }
        let picture = pictures
            .iter()
            .find(|(shown, _)| *shown == game)
            .map(|&(_, texture)| egui::Image::new((texture, egui::vec2(BUTTON_PICTURE, BUTTON_PICTURE))));
        let button = big_button_with_picture(ui, &tr_line(&game.spoken()), picture);
        if button.on_hover_text(rules.texts(game).summary).clicked() {
            choices.write(TitleChoice::SetUp(game));
        }
    }
}

/// The lessons, the showcase, the kept matches, a table to join, the settings and the
/// door.
fn other_buttons(ui: &mut egui::Ui, choices: &mut MessageWriter<TitleChoice>) {
    for (index, (label, choice)) in [
        ("title-learn", TitleChoice::LearnToPlay),
        ("title-showcase", TitleChoice::Showcase),
        ("title-kept-matches", TitleChoice::KeptMatches),
        ("title-join", TitleChoice::JoinTable),
        ("title-settings", TitleChoice::Settings),
        ("title-leave", TitleChoice::Leave),
    ]
    .into_iter()
    .enumerate()
    {
        if index > 0 {
            ui.add_space(8.0);
        }
        if big_button(ui, &tr(label)) {
            choices.write(choice);
        }
    }
}
