//! What every egui screen is drawn with: the saloon's colours and type, a Ui over the
//! whole window, and the menus' big buttons.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, style.in_set(Styled));
}

/// egui is dressed in the saloon's colours before any screen draws.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Styled;

/// Dresses egui in the saloon's colours, once its context exists.
fn style(mut contexts: EguiContexts, mut done: Local<bool>) {
    if *done {
        return;
    }
    let Ok(ctx) = contexts.ctx_mut() else { return };
    *done = true;
    dress(ctx);
}

/// The saloon's colours, type and spacing on `ctx`.
pub fn dress(ctx: &egui::Context) {
    let mut visuals = egui::Visuals::dark();
    // Full-screen panels are see-through: a shaded one over the whole window would cost
    // software rendering a good part of every frame, so the menus' wood is drawn darker
    // instead (`theme::under_menu`).
    visuals.panel_fill = egui::Color32::TRANSPARENT;
    visuals.window_fill = egui::Color32::from_rgb(58, 34, 19);
    visuals.override_text_color = Some(egui::Color32::from_rgb(244, 232, 205));
    visuals.widgets.inactive.weak_bg_fill = egui::Color32::from_rgb(110, 62, 30);
    visuals.widgets.hovered.weak_bg_fill = egui::Color32::from_rgb(150, 90, 40);
    // What has the keyboard or gamepad focus is drawn as active: bright wood, ringed.
    visuals.widgets.active.weak_bg_fill = egui::Color32::from_rgb(176, 108, 48);
    visuals.selection.bg_fill = egui::Color32::from_rgb(170, 120, 50);
    ctx.set_visuals(visuals);
    ctx.global_style_mut(|style| {
        style.text_styles.insert(egui::TextStyle::Button, egui::FontId::proportional(BUTTON_TYPE));
        style.text_styles.insert(egui::TextStyle::Body, egui::FontId::proportional(17.0));
        style.text_styles.insert(egui::TextStyle::Heading, display_font(34.0));
        style.spacing.button_padding = BUTTON_PADDING;
    });
}

/// The display face (Rye) at `size`: titles, headings, the big moments.
pub fn display_font(size: f32) -> egui::FontId {
    egui::FontId::new(size, super::fonts::display_family())
}

/// The gold of headlines.
pub const GOLD: egui::Color32 = egui::Color32::from_rgb(230, 175, 70);
/// The red of a warning.
pub const WARNING: egui::Color32 = egui::Color32::from_rgb(240, 120, 90);

/// A Ui covering the whole window on `layer`, for full-screen panels: a screen's on the
/// background, what stands above every screen on a foreground layer of its own.
pub fn viewport_ui(ctx: &egui::Context, layer: egui::LayerId) -> egui::Ui {
    egui::Ui::new(ctx.clone(), layer.id, egui::UiBuilder::new().layer_id(layer).max_rect(ctx.viewport_rect()))
}

/// A screen's content, centred in a column over the whole window; the column's response
/// says where the content went, past the window's edge where it did not fit.
pub fn full_screen<R>(ctx: &egui::Context, content: impl FnOnce(&mut egui::Ui) -> R) -> egui::InnerResponse<R> {
    egui::CentralPanel::default()
        .show(&mut viewport_ui(ctx, egui::LayerId::background()), |ui| ui.vertical_centered(content))
        .inner
}

pub fn big_button(ui: &mut egui::Ui, label: &str) -> bool {
    big_button_response(ui, label).clicked()
}

/// A big button, for a tooltip to go on.
pub fn big_button_response(ui: &mut egui::Ui, label: &str) -> egui::Response {
    let words = fitted(ui.ctx(), label, BIG_BUTTON - 2.0 * BUTTON_PADDING.x);
    // Taller by a line for each line its words take past the first.
    let height = 46.0 + LINE * (label.lines().count().max(1) - 1) as f32;
    ui.add_sized([BIG_BUTTON, height], egui::Button::new(words))
}

/// The height a line of a button's words takes.
const LINE: f32 = 24.0;

/// The room round a button's words.
const BUTTON_PADDING: egui::Vec2 = egui::vec2(14.0, 8.0);

/// A button's words, set smaller where a language's run longer than the button's `room`.
fn fitted(ctx: &egui::Context, label: &str, room: f32) -> egui::RichText {
    let font = ctx.global_style().text_styles[&egui::TextStyle::Button].clone();
    let scale = fit_in(ctx, label, &font, room);
    egui::RichText::new(label).size(font.size * scale)
}

/// The scale that sets `label`'s widest line in `font` within `room`: 1 where it fits.
pub fn fit_in(ctx: &egui::Context, label: &str, font: &egui::FontId, room: f32) -> f32 {
    (room / text_width(ctx, label, font).max(1.0)).min(1.0)
}

/// The width of `label`'s widest line set in `font`, unwrapped.
pub fn text_width(ctx: &egui::Context, label: &str, font: &egui::FontId) -> f32 {
    ctx.fonts_mut(|fonts| fonts.layout_no_wrap(label.to_owned(), font.clone(), egui::Color32::WHITE).size().x)
}

const BUTTON_TYPE: f32 = 20.0;

/// A big button's width.
pub const BIG_BUTTON: f32 = 320.0;
/// Wide enough for the longest game's name beside its picture.
pub const BIG_BUTTON_WITH_PICTURE: f32 = 380.0;

/// The room for the words beside a button's picture: the button less its padding, the
/// picture and the space after it.
pub const PICTURE_BUTTON_ROOM: f32 = BIG_BUTTON_WITH_PICTURE - 2.0 * BUTTON_PADDING.x - 48.0;

/// A big button with a picture before its words, once the picture is drawn.
pub fn big_button_with_picture(ui: &mut egui::Ui, label: &str, picture: Option<egui::Image>) -> egui::Response {
    match picture {
        Some(picture) => {
            let words = fitted(ui.ctx(), label, PICTURE_BUTTON_ROOM);
            ui.add_sized(
                [BIG_BUTTON_WITH_PICTURE, 46.0],
                egui::Button::image_and_text(picture, words).wrap_mode(egui::TextWrapMode::Extend),
            )
        }
        None => big_button_response(ui, label),
    }
}

/// A row of the setup's controls, its left edge `half_width` left of the centre.
pub fn centred_row(ui: &mut egui::Ui, half_width: f32, content: impl FnOnce(&mut egui::Ui)) -> egui::Rect {
    let row = ui.horizontal(|ui| {
        ui.add_space((ui.available_width() / 2.0 - half_width).max(0.0));
        content(ui);
    });
    row.response.rect
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::app::TABLE_AREA;
    use crate::app::fit::SMALLEST_FIT;
    use crate::rules::Line;
    use crate::text::{Catalog, Language};

    /// The words of the menus' big buttons that name no game.
    const BIG_BUTTON_WORDS: [&str; 13] = [
        "setup-deal",
        "title-showcase",
        "title-kept-matches",
        "title-settings",
        "title-leave",
        "button-back",
        "results-rematch",
        "results-to-title",
        "pause-resume",
        "pause-rules",
        "pause-report",
        "pause-quit",
        "settings-done",
    ];

    /// A context dressed as the game's, with the faces of `language`, its faces loaded.
    pub fn dressed_for(language: Language) -> egui::Context {
        let ctx = egui::Context::default();
        dress(&ctx);
        ctx.set_fonts(crate::app::fonts::font_definitions(language == Language::Korean));
        // One pass loads the faces; nothing is painted, so its textures are let go.
        ctx.run_ui(egui::RawInput::default(), |_| {}).textures_delta.clear();
        ctx
    }

    /// `language`'s words for a line that names `names`' seats.
    pub fn say_in(language: Language) -> impl Fn(&Line, &[String]) -> String {
        move |line, names| Catalog::get().format(language, line.id(), line.args(), names)
    }

    /// Lays out what `draw` draws in a 1280×720 window with the game's faces, in every
    /// language: where its content (the rectangle `draw` returns) runs past the window,
    /// language by language.
    pub fn past_the_window(draw: impl FnMut(&egui::Context, Language) -> egui::Rect) -> Vec<String> {
        past_the_window_at(1.0, draw)
    }

    /// Holds what `draw` draws (`what` names it) inside the 1280×720 window in every
    /// language, at every UI scale a player may pick.
    pub fn assert_whole_at_every_ui_scale(
        what: &str,
        mut draw: impl FnMut(&egui::Context, &dyn Fn(&Line) -> String) -> egui::Rect,
    ) {
        for zoom in crate::settings::Settings::UI_SCALE_STEPS {
            let misfits = past_the_window_at(zoom, |ctx, language| {
                let say = say_in(language);
                draw(ctx, &|line| say(line, &[]))
            });
            assert!(misfits.is_empty(), "{what} past the window at {zoom}:\n{}", misfits.join("\n"));
        }
    }

    /// As [`past_the_window`], at a UI scale of `zoom`: the window holds that many times
    /// fewer of egui's points.
    pub fn past_the_window_at(zoom: f32, mut draw: impl FnMut(&egui::Context, Language) -> egui::Rect) -> Vec<String> {
        let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(TABLE_AREA.x, TABLE_AREA.y) / zoom);
        let mut misfits = Vec::new();
        for &language in Language::PLAYABLE {
            let ctx = dressed_for(language);
            let mut drawn = None;
            // A window takes its size from its contents on its first pass, and a window
            // anchored by its middle takes its place from that size on the next.
            for _ in 0..3 {
                let input = egui::RawInput { screen_rect: Some(window), ..egui::RawInput::default() };
                ctx.run_ui(input, |ui| drawn = Some(draw(ui.ctx(), language))).textures_delta.clear();
            }
            let drawn = drawn.expect("something is drawn");
            if !window.contains_rect(drawn) {
                misfits.push(format!("{language:?}: {drawn:?}"));
            }
        }
        misfits
    }

    #[test]
    fn every_big_button_s_words_fit_in_every_language() {
        let (font, room) = (egui::FontId::proportional(BUTTON_TYPE), BIG_BUTTON - 2.0 * BUTTON_PADDING.x);
        let games = crate::games::all();
        for &language in Language::PLAYABLE {
            let ctx = dressed_for(language);
            let say = |line: &Line| Catalog::get().format(language, line.id(), line.args(), &[]);
            let mut buttons: Vec<(String, f32)> =
                BIG_BUTTON_WORDS.iter().map(|id| (say(&Line::new(id)), room)).collect();
            for game in &games {
                buttons.push((say(&Line::new("title-continue").line("game", game.spoken())), room));
                buttons.push((say(&game.spoken()), PICTURE_BUTTON_ROOM));
            }
            for (words, room) in buttons {
                let scale = fit_in(&ctx, &words, &font, room);
                assert!(scale >= SMALLEST_FIT, "{language:?}: \"{words}\" would be set at {:.0} %", scale * 100.0);
            }
        }
    }
}
