//! Phone seats: a player holds their seat on their own phone, in its browser. The host
//! serves a page and a WebSocket ([`server`]) beside the table's UDP port; a phone scans
//! the table's address, with the table's secret in its fragment, takes a free phone seat
//! under a name, and is handed a claim that takes the seat back after a reload or a lost
//! connection. Every frame is sealed ([`seal`]). On the table's side ([`room`]) a phone is
//! one more client of the referee, sent its seat's view and choices in words ([`frames`]),
//! in its own language.

pub mod frames;
pub mod room;
pub mod seal;
pub mod server;
#[cfg(test)]
mod tests;

pub use frames::{FromPhone, Plate, ToPhone};
pub use room::{PhoneRoom, PhoneTurn};

use std::net::SocketAddr;

/// The address a phone opens: the page, with the table's secret in the fragment, which a
/// browser never sends to the server.
pub fn phone_address(server: SocketAddr, secret: &str) -> String {
    format!("http://{server}/#{secret}")
}

/// `address` as a QR code a terminal draws: two rows of modules to a line of half blocks,
/// dark on light with its quiet zone, which a phone's camera reads off a screen.
pub fn terminal_code(address: &str) -> String {
    use qrcode::render::unicode::Dense1x2;
    match qrcode::QrCode::new(address.as_bytes()) {
        Ok(code) => code.render::<Dense1x2>().dark_color(Dense1x2::Light).light_color(Dense1x2::Dark).build(),
        Err(problem) => format!("({problem})"),
    }
}
