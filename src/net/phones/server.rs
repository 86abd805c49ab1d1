//! The phones' server: the page and its WebSocket, served by axum on a current-thread
//! tokio runtime in a thread of its own, so that nothing async reaches the table. Each
//! connection agrees its key ([`super::seal`]), and from then on the server opens what the
//! phone sends and seals what the table answers; the table hears of phones only through
//! [`Arrival`]s on a channel, and answers each through its [`PhoneLine`].
//!
//! The server guards the table: a page from another origin may not open the socket, an
//! address holds a few connections at most and the table a few dozen, a phone that sends
//! too fast or sends garbage is told why in words and dropped, and one that goes silent
//! (asleep, out of Wi-Fi) is let go when its pings go unanswered.

use std::collections::BTreeMap;
use std::net::{IpAddr, SocketAddr, TcpListener};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::thread::JoinHandle;
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

use super::frames::{FromPhone, ToPhone};
use super::seal::{OPENING_BYTES, Opening, OpeningError, Sealer, read_opening};
use crate::rules::Line;
use crate::text::{Language, say_in};

include!(concat!(env!("OUT_DIR"), "/embedded_page.rs"));

/// A connection from a phone, as the server numbers them.
pub type ConnectionId = u64;

/// The most connections one address may hold, and the table in all: a phone reloading
/// holds two for a moment, and a table seats sixteen.
const MOST_FROM_ONE_ADDRESS: usize = 4;
const MOST_IN_ALL: usize = 48;
/// How long a phone has to send its opening and its first sealed frame.
const OPENING_DEADLINE: Duration = Duration::from_secs(10);
/// The frames a phone may send in a burst, and how fast its allowance comes back: far
/// above what a thumb taps, far below a flood. Each question the table asks it adds one.
const BURST: f64 = 20.0;
const PER_SECOND: f64 = 10.0;
/// The frames that do not open or read after which a phone is dropped.
const GARBAGE_LIMIT: u32 = 3;
/// The largest frame a phone sends: a name and a choice.
const MOST_BYTES: usize = 4 << 10;
/// How often the server pings a quiet phone, and how long it waits for any word before
/// it lets the connection go: the seat then waits for its player as for any dropped one.
const PING_EVERY: Duration = Duration::from_secs(5);
const SILENCE_LIMIT: Duration = Duration::from_secs(20);

/// What the server tells the table.
#[derive(Debug)]
pub enum Arrival {
    /// A phone holding the table's secret connected: frames for it go on `line`.
    Opened { connection: ConnectionId, language: Language, line: PhoneLine },
    /// A frame from a connected phone.
    Frame { connection: ConnectionId, frame: FromPhone },
    /// A phone's connection ended (it was closed, it went silent, or the server dropped it).
    Closed { connection: ConnectionId },
}

/// What the table sends a phone's connection.
#[derive(Debug)]
enum Outgoing {
    Frame(Box<ToPhone>),
    /// Close the connection, saying why in words.
    Close(String),
}

/// The way to one phone's connection.
#[derive(Clone, Debug)]
pub struct PhoneLine(UnboundedSender<Outgoing>);

impl PhoneLine {
    /// Sends `frame`, sealed; nothing where the connection has ended.
    pub fn send(&self, frame: ToPhone) {
        let _ = self.0.send(Outgoing::Frame(Box::new(frame)));
    }

    /// Closes the connection, saying `why`.
    pub fn close(&self, why: String) {
        let _ = self.0.send(Outgoing::Close(why));
    }
}

/// The phones' server, running: dropped, it stops and closes every connection.
pub struct PhoneServer {
    address: SocketAddr,
    arrivals: mpsc::Receiver<Arrival>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

/// What every connection of one server shares.
struct Shared {
    secret: String,
    arrivals: mpsc::Sender<Arrival>,
    next_connection: AtomicU64,
    /// The connections open, by the address they come from.
    open: Mutex<BTreeMap<IpAddr, usize>>,
}

impl PhoneServer {
    /// Serves the page and its socket on `address` (port 0: any free one) for the table
    /// whose secret is `secret`.
    pub fn start(address: SocketAddr, secret: &str) -> Result<Self, String> {
        let listener = TcpListener::bind(address).map_err(|error| format!("the phones' port {address}: {error}"))?;
        listener.set_nonblocking(true).map_err(|error| error.to_string())?;
        let address = listener.local_addr().map_err(|error| error.to_string())?;
        let (arrivals_in, arrivals) = mpsc::channel();
        let shared = Arc::new(Shared {
            secret: secret.to_owned(),
            arrivals: arrivals_in,
            next_connection: AtomicU64::new(1),
            open: Mutex::new(BTreeMap::new()),
        });
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .enable_time()
            .build()
            .map_err(|error| format!("the phones' server: {error}"))?;
        let thread = std::thread::Builder::new()
            .name("phones".into())
            .spawn(move || {
                runtime.block_on(async move {
                    let Ok(listener) = tokio::net::TcpListener::from_std(listener) else { return };
                    let routes = Router::new()
                        .route("/", get(page_file_at_root))
                        .route("/ws", get(open_socket))
                        .route("/art/{*name}", get(art_file))
                        .route("/{*path}", get(page_file))
                        .with_state(shared);
                    let serving = axum::serve(listener, routes.into_make_service_with_connect_info::<SocketAddr>())
                        .with_graceful_shutdown(async move {
                            let _ = stopped.await;
                        });
                    let _ = serving.await;
                    // The connections close saying why, as the table last told them.
                    tokio::time::sleep(Duration::from_millis(100)).await;
                });
                // Connections still open end with the runtime.
                runtime.shutdown_timeout(Duration::from_millis(200));
            })
            .map_err(|error| format!("the phones' server: {error}"))?;
        Ok(PhoneServer { address, arrivals, stop: Some(stop), thread: Some(thread) })
    }

    /// Where the server listens.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// What arrived since last asked, without waiting.
    pub fn arrived(&self) -> Vec<Arrival> {
        self.arrivals.try_iter().collect()
    }
}

impl Drop for PhoneServer {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The page's own files, as compiled in.
fn page_response(path: &str) -> Response {
    let Some((_, text)) = EMBEDDED_PAGE.iter().find(|(name, _)| *name == path) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let kind = match path.rsplit('.').next() {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        _ => "application/octet-stream",
    };
    served(text, kind, "no-store")
}

/// A piece of the game's art, as the binary holds it: `art/duel/pistol.svg`. The art never
/// changes while the binary runs, so the phone keeps it.
async fn art_file(Path(name): Path<String>) -> Response {
    match name.strip_suffix(".svg").and_then(crate::artwork::source) {
        Some(text) => served(text, "image/svg+xml", "max-age=86400"),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

/// `text` served as `kind`, kept by the browser as `keep` says.
fn served(text: &'static str, kind: &'static str, keep: &'static str) -> Response {
    let mut response = Response::new(Body::from(text));
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    // The page loads nothing from elsewhere and tells nowhere where it came from.
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
        ),
    );
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(keep));
    response
}

async fn page_file_at_root() -> Response {
    page_response("index.html")
}

async fn page_file(Path(path): Path<String>) -> Response {
    page_response(&path)
}

/// The socket, opened only for the page this server served, within the caps.
async fn open_socket(
    upgrade: WebSocketUpgrade,
    headers: HeaderMap,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    State(shared): State<Arc<Shared>>,
) -> Response {
    if !same_origin(&headers) {
        return (StatusCode::FORBIDDEN, "only the table's own page may connect").into_response();
    }
    let Some(place) = Place::take(&shared, peer.ip()) else {
        return (StatusCode::TOO_MANY_REQUESTS, "too many connections").into_response();
    };
    upgrade.max_message_size(MOST_BYTES).max_frame_size(MOST_BYTES).on_upgrade(move |socket| async move {
        let connection = shared.next_connection.fetch_add(1, Ordering::Relaxed);
        serve_phone(socket, &shared, connection).await;
        drop(place);
    })
}

/// Whether the request comes from a page of the server's own origin: a browser names the
/// page's origin, and a page elsewhere that a phone has open must not reach the table. A
/// request with no origin comes from no browser page.
fn same_origin(headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else { return true };
    let host = headers.get(header::HOST).and_then(|host| host.to_str().ok());
    match (origin.to_str(), host) {
        (Ok(origin), Some(host)) => origin == format!("http://{host}"),
        _ => false,
    }
}

/// A connection's place among the server's: given back when the connection ends.
struct Place {
    shared: Arc<Shared>,
    address: IpAddr,
}

impl Place {
    fn take(shared: &Arc<Shared>, address: IpAddr) -> Option<Place> {
        let mut open = shared.open.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let in_all: usize = open.values().sum();
        let here = open.entry(address).or_default();
        if *here >= MOST_FROM_ONE_ADDRESS || in_all >= MOST_IN_ALL {
            return None;
        }
        *here += 1;
        Some(Place { shared: shared.clone(), address })
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        let mut open = self.shared.open.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(here) = open.get_mut(&self.address) {
            *here -= 1;
            if *here == 0 {
                open.remove(&self.address);
            }
        }
    }
}

/// Why a phone's connection is closed, in its language.
fn refusal(language: Language, id: &'static str) -> String {
    say_in(language, &Line::new(id), &[])
}

/// How a phone is to take a connection closed: the table is done with it (a wrong secret,
/// the table closed, its seat taken back elsewhere), or it may try again at once (it was
/// too slow to open).
#[derive(Clone, Copy)]
enum Closing {
    Final = 4000,
    TryAgain = 4001,
}

/// Sends a close frame saying `why` (cut to what a close frame carries).
async fn close(socket: &mut WebSocket, closing: Closing, why: String) {
    let mut reason = why;
    while reason.len() > 120 {
        reason.pop();
    }
    let frame = CloseFrame { code: closing as u16, reason: reason.into() };
    let _ = socket.send(Message::Close(Some(frame))).await;
}

/// One phone's connection, from its opening to its end.
async fn serve_phone(mut socket: WebSocket, shared: &Shared, connection: ConnectionId) {
    let opened = tokio::time::timeout(OPENING_DEADLINE, open_seal(&mut socket, &shared.secret)).await;
    let (mut sealer, language) = match opened {
        Ok(Ok(opened)) => opened,
        Ok(Err(why)) => return close(&mut socket, Closing::Final, why).await,
        Err(_) => {
            let why = refusal(Language::English, "phone-refused-too-slow");
            return close(&mut socket, Closing::TryAgain, why).await;
        }
    };
    let (line, mut outgoing) = unbounded_channel();
    let tell = |arrival: Arrival| {
        let _ = shared.arrivals.send(arrival);
    };
    tell(Arrival::Opened { connection, language, line: PhoneLine(line) });
    talk(&mut socket, &mut sealer, &mut outgoing, language, |frame| tell(Arrival::Frame { connection, frame })).await;
    tell(Arrival::Closed { connection });
}

/// The exchange of openings and the phone's first sealed frame: the connection's sealer
/// and the phone's language, or why the phone is turned away, in words.
async fn open_seal(socket: &mut WebSocket, secret: &str) -> Result<(Sealer, Language), String> {
    let Some(Ok(Message::Binary(opening))) = socket.recv().await else {
        return Err(refusal(Language::English, "phone-refused-garbled"));
    };
    // The language rides after the key, so that even a refusal before the seal is in words
    // the player reads.
    let language = std::str::from_utf8(opening.get(OPENING_BYTES..).unwrap_or_default())
        .ok()
        .and_then(Language::from_locale)
        .filter(|language| Language::PLAYABLE.contains(language))
        .unwrap_or(Language::English);
    let phone_public = match read_opening(&opening[..opening.len().min(OPENING_BYTES)]) {
        Ok(public) => public,
        Err(OpeningError::Garbled) => return Err(refusal(language, "phone-refused-garbled")),
        Err(OpeningError::Version { host, phone }) => {
            let line = Line::new("phone-refused-version").number("host", host).number("phone", phone);
            return Err(say_in(language, &line, &[]));
        }
    };
    let host = Opening::new();
    let frame = host.frame();
    let mut sealer = host.host_side(&phone_public, secret);
    socket.send(Message::Binary(frame.into())).await.map_err(|error| error.to_string())?;
    let Some(Ok(Message::Binary(first))) = socket.recv().await else {
        return Err(refusal(language, "phone-refused-garbled"));
    };
    match sealer.open(&first).as_deref().and_then(FromPhone::from_json) {
        Some(FromPhone::Hello {}) => Ok((sealer, language)),
        Some(_) => Err(refusal(language, "phone-refused-garbled")),
        None => Err(refusal(language, "phone-refused-wrong-secret")),
    }
}

/// How a phone has behaved: its allowance of frames, and the garbage it sent.
struct Conduct {
    allowance: f64,
    at: tokio::time::Instant,
    garbage: u32,
}

impl Conduct {
    /// Counts a frame arrived now; whether it is within the allowance.
    fn allows_one_more(&mut self) -> bool {
        let now = tokio::time::Instant::now();
        let since = now.duration_since(self.at).as_secs_f64();
        self.allowance = (self.allowance + since * PER_SECOND).min(BURST) - 1.0;
        self.at = now;
        self.allowance >= 0.0
    }
}

/// The connection's life once sealed: the phone's frames opened and handed to `heard`,
/// the table's frames sealed and sent, until either side ends it.
async fn talk(
    socket: &mut WebSocket,
    sealer: &mut Sealer,
    outgoing: &mut UnboundedReceiver<Outgoing>,
    language: Language,
    mut heard: impl FnMut(FromPhone),
) {
    let mut conduct = Conduct { allowance: BURST, at: tokio::time::Instant::now(), garbage: 0 };
    let mut pings = tokio::time::interval(PING_EVERY);
    let mut last_heard = tokio::time::Instant::now();
    loop {
        tokio::select! {
            received = socket.recv() => {
                let Some(Ok(message)) = received else { return };
                last_heard = tokio::time::Instant::now();
                let bytes = match message {
                    Message::Binary(bytes) => bytes,
                    Message::Close(_) => return,
                    Message::Ping(_) | Message::Pong(_) => continue,
                    Message::Text(_) => Default::default(),
                };
                if !conduct.allows_one_more() {
                    let why = refusal(language, "phone-refused-flooding");
                    let _ = send_sealed(socket, sealer, &ToPhone::Refused { why: why.clone() }).await;
                    return close(socket, Closing::Final, why).await;
                }
                match sealer.open(&bytes).as_deref().and_then(FromPhone::from_json) {
                    Some(frame) => heard(frame),
                    None => {
                        conduct.garbage += 1;
                        let why = refusal(language, "phone-refused-garbled");
                        if conduct.garbage >= GARBAGE_LIMIT {
                            return close(socket, Closing::Final, why).await;
                        }
                        if send_sealed(socket, sealer, &ToPhone::Refused { why }).await.is_err() {
                            return;
                        }
                    }
                }
            }
            sent = outgoing.recv() => match sent {
                Some(Outgoing::Frame(frame)) => {
                    // A question asked earns its answer: a phone deciding at once, turn
                    // after turn, is never taken for a flood.
                    if let ToPhone::Table { choices, .. } = frame.as_ref() && !choices.is_empty() {
                        conduct.allowance = (conduct.allowance + 1.0).min(BURST);
                    }
                    if send_sealed(socket, sealer, &frame).await.is_err() {
                        return;
                    }
                }
                Some(Outgoing::Close(why)) => return close(socket, Closing::Final, why).await,
                None => return,
            },
            _ = pings.tick() => {
                if last_heard.elapsed() >= SILENCE_LIMIT {
                    return;
                }
                if socket.send(Message::Ping(Default::default())).await.is_err() {
                    return;
                }
            }
        }
    }
}

async fn send_sealed(socket: &mut WebSocket, sealer: &mut Sealer, frame: &ToPhone) -> Result<(), axum::Error> {
    let sealed = sealer.seal(frame.to_json().as_bytes());
    socket.send(Message::Binary(sealed.into())).await
}
