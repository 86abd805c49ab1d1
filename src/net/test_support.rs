//! What the network's tests share: loopback sockets, the bounds of their loops, the
//! host's messages as a client reads them, and a table's seats.

use std::net::UdpSocket;
use std::time::Duration;

use super::protocol::ToClient;
use super::referee::{ClientId, SeatHolder};
use crate::ai::BotKind;
use crate::rules::Game;

/// A message from the host, as a client of `G` reads it.
pub type Message<G> = ToClient<<G as Game>::View, <G as Game>::Event, <G as Game>::Action>;

/// The most turns, and the most time, a test over the loopback takes: far beyond a match.
pub const MOST_TURNS: usize = 100_000;
pub const MOST_TIME: Duration = Duration::from_secs(60);
/// One turn of a host or a client over the loopback.
pub const TICK: Duration = Duration::from_millis(1);

/// A socket on the loopback that does not block: tests send nowhere else.
pub fn loopback() -> UdpSocket {
    let socket = UdpSocket::bind("127.0.0.1:0").expect("a loopback socket");
    socket.set_nonblocking(true).expect("a socket that does not block");
    socket
}

/// The seats of a table of `seats`: clients 1, 2, … except the second seat, a computer.
pub fn holders(seats: usize) -> Vec<SeatHolder> {
    (0..seats)
        .map(|seat| match seat {
            1 => SeatHolder::Computer(BotKind::Easy),
            _ => SeatHolder::Client(seat as ClientId + 1),
        })
        .collect()
}

/// A lobby turned on a thread of its own, as its table would turn it, for a test that
/// asks it from this thread; it stops when dropped.
pub struct TurnedLobby {
    lobby: std::sync::Arc<std::sync::Mutex<super::lobby::Lobby>>,
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl TurnedLobby {
    pub fn start(lobby: super::lobby::Lobby) -> Self {
        use std::sync::atomic::Ordering;
        let lobby = std::sync::Arc::new(std::sync::Mutex::new(lobby));
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let (turned, stopping) = (lobby.clone(), stop.clone());
        let thread = std::thread::spawn(move || {
            while !stopping.load(Ordering::Relaxed) {
                turned.lock().expect("the lobby").turn();
                std::thread::sleep(TICK);
            }
        });
        TurnedLobby { lobby, stop, thread: Some(thread) }
    }

    /// Does `what` with the lobby, between its turns.
    pub fn with<T>(&self, what: impl FnOnce(&mut super::lobby::Lobby) -> T) -> T {
        what(&mut self.lobby.lock().expect("the lobby"))
    }
}

impl Drop for TurnedLobby {
    fn drop(&mut self) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
