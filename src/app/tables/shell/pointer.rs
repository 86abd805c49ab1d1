//! The lesson's pointer: a ring that breathes round what to press, and an arrow above it.
//! egui draws it over the spot or the button, so it follows them wherever they are laid.

use bevy_egui::egui;

use crate::app::theme;

/// Half the arrow's width, and its length.
const ARROW: egui::Vec2 = egui::vec2(11.0, 20.0);

/// How long one breath of the ring takes, in seconds.
const BREATH: f64 = 1.2;

/// Where the pointer's arrow comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrowFrom {
    /// Above (below, near the window's top): for things on the table.
    Above,
    /// The left: for the buttons stacked in the table's column.
    Left,
}

/// Draws the pointer round `rect`, an egui rectangle, over everything but tooltips.
pub fn point_at(ctx: &egui::Context, rect: egui::Rect, from: ArrowFrom) {
    let time = ctx.input(|input| input.time);
    let breath = (0.5 + 0.5 * (time * std::f64::consts::TAU / BREATH).sin()) as f32;
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Foreground, egui::Id::new("lesson-pointer")));
    let ring = rect.expand(4.0 + 4.0 * breath);
    let glow = theme::EGUI_POINTER.gamma_multiply(0.35 + 0.35 * breath);
    painter.rect_stroke(ring.expand(3.0), 10.0, egui::Stroke::new(6.0, glow), egui::StrokeKind::Outside);
    painter.rect_stroke(ring, 8.0, egui::Stroke::new(3.0, theme::EGUI_POINTER), egui::StrokeKind::Outside);
    // The arrow comes toward the ring, nodding with its breath; near the window's top it
    // points up from below instead.
    let nod = 6.0 + 6.0 * breath;
    let arrow = match from {
        ArrowFrom::Above if ring.top() > 48.0 => {
            let tip = egui::pos2(ring.center().x, ring.top() - nod);
            vec![tip, tip + egui::vec2(-ARROW.x, -ARROW.y), tip + egui::vec2(ARROW.x, -ARROW.y)]
        }
        ArrowFrom::Above => {
            let tip = egui::pos2(ring.center().x, ring.bottom() + nod);
            vec![tip, tip + egui::vec2(ARROW.x, ARROW.y), tip + egui::vec2(-ARROW.x, ARROW.y)]
        }
        ArrowFrom::Left => {
            let tip = egui::pos2(ring.left() - nod, ring.center().y);
            vec![tip, tip + egui::vec2(-ARROW.y, ARROW.x), tip + egui::vec2(-ARROW.y, -ARROW.x)]
        }
    };
    painter.add(egui::Shape::convex_polygon(arrow, theme::EGUI_POINTER, egui::Stroke::new(2.0, theme::EGUI_INK)));
    ctx.request_repaint();
}
