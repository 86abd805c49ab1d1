//! What the network's tests share: loopback sockets, a network of a test's own, the
//! bounds of their loops, the host's messages as a client reads them, and a table's seats.

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

/// Set inside the network a test made for itself.
const OWN_NETWORK: &str = "SALOON_TEST_OWN_NETWORK";

/// Runs `body` inside a network namespace of its own, with the loopback alone up and
/// multicast routed to it, so that what it sends (multicast included) reaches nothing
/// outside: the test named `test` (its path in this crate) runs again there, in a child
/// process, and this one checks that it passed.
pub fn in_own_network(test: &str, body: impl FnOnce()) {
    if std::env::var_os(OWN_NETWORK).is_some() {
        body();
        return;
    }
    let this_test = std::env::current_exe().expect("the test binary");
    let set_up = "ip link set lo up && ip link set lo multicast on && ip route add 224.0.0.0/4 dev lo \
                  && exec \"$0\" --exact \"$1\" --nocapture --test-threads=1";
    let run = std::process::Command::new("timeout")
        .args(["120", "unshare", "--net", "--", "sh", "-c", set_up])
        .arg(this_test)
        .arg(test)
        .env(OWN_NETWORK, "1")
        .output()
        .expect("`unshare` from util-linux, and `ip` from iproute2, run as root");
    let said = String::from_utf8_lossy(&run.stdout).into_owned() + &String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{test} in a network of its own: {}\n{said}", run.status);
    assert!(said.contains("1 passed"), "{test} did not run in its network:\n{said}");
}
