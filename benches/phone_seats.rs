//! Phone seats on the loopback, measured from phones played by this process over the
//! page's own protocol (sealed frames on the WebSocket):
//! - the round trip from a tap (a decision sent) to the next table the phone hears, over a
//!   Desperados match of one phone against a random computer (median, 99th percentile,
//!   worst);
//! - the host's memory and threads with sixteen phone seats at one table of Three-card Loo:
//!   once every phone has sat down, and at its peak while the sixteen play the match out.
//!
//! The host is `saloon host`, a process of its own, measured from /proc.
//! Run: `cargo bench --no-default-features --bench phone_seats`.

mod hosting;

use std::net::Ipv4Addr;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use hosting::{HostProcess, sample};
use saloon::net::phones::seal::{Opening, Sealer, read_opening};
use saloon::net::phones::{FromPhone, ToPhone};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::Message;

/// How long the host has to open, a phone to hear its next frame, and a match to end.
const PATIENCE: Duration = Duration::from_secs(30);
/// The most frames one phone reads in a match: far beyond the longest.
const MOST_FRAMES: usize = 200_000;

/// A phone, as the page is one.
struct Phone {
    socket: WebSocketStream<TcpStream>,
    sealer: Sealer,
}

impl Phone {
    /// Opens the phone address `address` (`http://HOST:PORT/#SECRET`) from the loopback
    /// address `from`: phones in a room each have an address of their own, and the host
    /// holds only a few connections from any one.
    async fn open(address: &str, from: Ipv4Addr) -> Phone {
        let rest = address.strip_prefix("http://").expect("a phone address");
        let (host, secret) = rest.split_once("/#").expect("the secret in the fragment");
        let tcp = TcpSocket::new_v4().expect("a socket");
        tcp.bind((from, 0).into()).expect("a loopback address of its own");
        let stream = tcp.connect(host.parse().expect("the host's address")).await.expect("the host answers");
        let request = format!("ws://{host}/ws");
        let (mut socket, _) = tokio_tungstenite::client_async(request, stream).await.expect("a socket");
        let opening = Opening::new();
        let frame: Vec<u8> = opening.frame().into_iter().chain(*b"en").collect();
        socket.send(Message::Binary(frame.into())).await.expect("the opening sent");
        let Some(Ok(Message::Binary(answer))) = socket.next().await else { panic!("no opening from the host") };
        let sealer = opening.phone_side(&read_opening(&answer).expect("the host's opening"), secret);
        let mut phone = Phone { socket, sealer };
        phone.send(&FromPhone::Hello {}).await;
        phone
    }

    async fn send(&mut self, frame: &FromPhone) {
        let sealed = self.sealer.seal(serde_json::to_string(frame).expect("a frame").as_bytes());
        self.socket.send(Message::Binary(sealed.into())).await.expect("a frame sent");
    }

    /// The host's next frame; `None` once it closed the connection.
    async fn next(&mut self) -> Option<ToPhone> {
        loop {
            match tokio::time::timeout(PATIENCE, self.socket.next()).await.expect("the host answers in time")? {
                Ok(Message::Binary(bytes)) => {
                    let opened = self.sealer.open(&bytes).expect("the host's frames open");
                    return Some(serde_json::from_slice(&opened).expect("the host's frames read"));
                }
                Ok(Message::Close(_)) | Err(_) => return None,
                Ok(_) => continue,
            }
        }
    }

    async fn take(&mut self, seat: usize) {
        self.send(&FromPhone::Take { seat, name: format!("Phone {}", seat + 1) }).await;
        for _ in 0..MOST_FRAMES {
            if let ToPhone::Seated { .. } = self.next().await.expect("seated before the host closed") {
                return;
            }
        }
    }

    /// Plays to the match's end, tapping a choice spread over the list each time it is
    /// asked: how long each tap took to bring the next table.
    async fn play(&mut self, seat: usize) -> Vec<Duration> {
        let (mut round_trips, mut tapped, mut answered) = (Vec::new(), None::<Instant>, None);
        for _ in 0..MOST_FRAMES {
            let Some(frame) = self.next().await else { break };
            match frame {
                ToPhone::Table { decision, choices, .. } => {
                    if let Some(at) = tapped.take() {
                        round_trips.push(at.elapsed());
                    }
                    if !choices.is_empty() && answered != Some(decision) {
                        answered = Some(decision);
                        let choice = (decision as usize * 7 + seat * 13) % choices.len();
                        tapped = Some(Instant::now());
                        self.send(&FromPhone::Decide { decision, choice }).await;
                    }
                }
                ToPhone::Over { .. } => break,
                _ => {}
            }
        }
        round_trips
    }
}

/// A host of one table: `game` with `seats`, on the loopback, and its phones' address.
fn host(game: &str, seats: &str, scratch: &std::path::Path) -> (HostProcess, String) {
    let arguments: Vec<String> = [game, "--seats", seats, "--address", "127.0.0.1", "--seed", "7", "--json", "--save"]
        .iter()
        .map(|argument| argument.to_string())
        .chain([hosting::path_in_words(&scratch.join(format!("{game}.ron")))])
        .collect();
    let host = HostProcess::start(&arguments, &scratch.join(format!("{game}.log")));
    let _code = host.line(PATIENCE);
    let address = host.line(PATIENCE);
    (host, address)
}

/// The threads of process `pid`, as /proc tells them.
fn threads(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status.lines().find_map(|line| line.strip_prefix("Threads:"))?.trim().parse().ok()
}

fn round_trips(runtime: &tokio::runtime::Runtime, scratch: &std::path::Path) {
    let (host, address) = host("desperados", "phone,random", scratch);
    let mut measured = runtime.block_on(async {
        let mut phone = Phone::open(&address, Ipv4Addr::LOCALHOST).await;
        phone.take(0).await;
        phone.play(0).await
    });
    assert!(host.end(PATIENCE), "the host ends well: see {}", scratch.display());
    measured.sort();
    let at = |share: f64| measured[((measured.len() - 1) as f64 * share).round() as usize];
    println!(
        "tap to next table, one phone at a Desperados table: {} taps, median {:.2} ms, 99th percentile {:.2} ms, worst {:.2} ms",
        measured.len(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        at(1.0).as_secs_f64() * 1e3,
    );
}

fn sixteen_phones(runtime: &tokio::runtime::Runtime, scratch: &std::path::Path) {
    const PHONES: usize = 16;
    let (host, address) = host("three-card-loo", &["phone"; PHONES].join(","), scratch);
    let pid = host.pid();
    let before = (sample(pid).map_or(0, |(resident, _)| resident), threads(pid).unwrap_or(0));
    let (seated, peak) = runtime.block_on(async {
        let mut phones = Vec::new();
        for seat in 0..PHONES {
            let mut phone = Phone::open(&address, Ipv4Addr::new(127, 0, 1, seat as u8 + 1)).await;
            phone.take(seat).await;
            phones.push(phone);
        }
        let seated = (sample(pid).map_or(0, |(resident, _)| resident), threads(pid).unwrap_or(0));
        let watching = tokio::spawn(async move {
            let mut peak = 0;
            loop {
                peak = peak.max(sample(pid).map_or(0, |(resident, _)| resident));
                if threads(pid).is_none() {
                    return peak;
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        });
        let playing: Vec<_> = (phones.into_iter().enumerate())
            .map(|(seat, mut phone)| tokio::spawn(async move { phone.play(seat).await.len() }))
            .collect();
        for played in playing {
            played.await.expect("a phone played");
        }
        (seated, watching)
    });
    assert!(host.end(PATIENCE), "the host ends well: see {}", scratch.display());
    let peak = runtime.block_on(peak).expect("the host watched");
    println!(
        "sixteen phone seats at one Loo table: host {} KiB and {} threads open, {} KiB and {} threads with every phone seated, peak {} KiB in play",
        before.0, before.1, seated.0, seated.1, peak
    );
}

fn main() {
    // `cargo bench` passes `--bench`; nothing else is read.
    let scratch = std::env::temp_dir().join(format!("saloon-phone-seats-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("a scratch folder");
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a runtime");
    round_trips(&runtime, &scratch);
    sixteen_phones(&runtime, &scratch);
    let _ = std::fs::remove_dir_all(&scratch);
}
