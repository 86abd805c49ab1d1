//! The lesson's pointer: a ring that breathes round what to press, and an arrow above it.
//! egui draws it over the spot or the button, so it follows them wherever they are laid.

use bevy_egui::egui;

use crate::app::theme;

/// How long one breath of the ring takes, in seconds.
const BREATH: f64 = 1.2;

/// Draws the pointer round `rect`, an egui rectangle, over everything but tooltips.
pub fn point_at(ctx: &egui::Context, rect: egui::Rect) {
    let time = ctx.input(|input| input.time);
    let breath = (0.5 + 0.5 * (time * std::f64::consts::TAU / BREATH).sin()) as f32;
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Foreground, egui::Id::new("lesson-pointer")));
    let ring = rect.expand(4.0 + 4.0 * breath);
    let glow = theme::EGUI_POINTER.gamma_multiply(0.35 + 0.35 * breath);
    painter.rect_stroke(ring.expand(3.0), 10.0, egui::Stroke::new(6.0, glow), egui::StrokeKind::Outside);
    painter.rect_stroke(ring, 8.0, egui::Stroke::new(3.0, theme::EGUI_POINTER), egui::StrokeKind::Outside);
    // The arrow comes down toward the ring, nodding with its breath; above the window's
    // top it points up from below instead.
    let room_above = ring.top() > 48.0;
    let (tip, direction) = if room_above {
        (egui::pos2(ring.center().x, ring.top() - 6.0 - 6.0 * breath), -1.0)
    } else {
        (egui::pos2(ring.center().x, ring.bottom() + 6.0 + 6.0 * breath), 1.0)
    };
    let back = tip.y + direction * 26.0;
    let arrow = vec![tip, egui::pos2(tip.x - 14.0, back), egui::pos2(tip.x + 14.0, back)];
    painter.add(egui::Shape::convex_polygon(arrow, theme::EGUI_POINTER, egui::Stroke::new(2.0, theme::EGUI_INK)));
    ctx.request_repaint();
}
