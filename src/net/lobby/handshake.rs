//! One joiner's exchange with the lobby, on a socket that never blocks: its hello read,
//! the host's element sent, its sealed request read and answered, each step as far as the
//! bytes that have come allow, all within [`HANDSHAKE_DEADLINE`]. An answer to a wrong
//! code is held as long as the guard says before it goes.

use std::io::{ErrorKind, Read, Write};
use std::net::{IpAddr, TcpStream};
use std::time::{Duration, Instant};

use super::exchange::{Exchange, Granted, HostAnswer, HostHello, MOST_BYTES, Request, frame, take_frame, to_bytes};
use super::guard::Guard;
use super::{HANDSHAKE_DEADLINE, LobbyRefusal};
use crate::net::protocol::PROTOCOL_VERSION;

/// How long an answer may take to leave, once due: a joiner that does not read it is
/// dropped.
const ANSWER_LEAVES_WITHIN: Duration = Duration::from_secs(1);

/// How an exchange ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ending {
    /// The joiner was answered: granted, or refused for a reason other than its code.
    Answered,
    /// The joiner's code was wrong, and it was told so.
    WrongCode,
    /// The joiner went, was too slow, or spoke no lobby's protocol.
    Dropped,
}

/// Where an exchange stands after a step.
pub(super) enum Step {
    Going,
    Ended(Ending),
}

enum Stage {
    /// The joiner's version and element awaited.
    Hello,
    /// The joiner's sealed request awaited.
    Request { exchange: Exchange, joiner: [u8; 32] },
    /// An answer held until `until`.
    Holding { until: Instant, answer: Vec<u8>, ending: Ending },
    /// The last frame leaving.
    Answering { ending: Ending, due: Instant },
}

pub(super) struct Handshake {
    stream: TcpStream,
    pub(super) peer: IpAddr,
    pub(super) started: Instant,
    received: Vec<u8>,
    to_send: Vec<u8>,
    stage: Stage,
}

impl Handshake {
    pub(super) fn start(stream: TcpStream, peer: IpAddr, now: Instant) -> std::io::Result<Self> {
        stream.set_nonblocking(true)?;
        // Each side answers the other's frame at once: nothing to gain by gathering writes.
        stream.set_nodelay(true)?;
        Ok(Handshake { stream, peer, started: now, received: Vec::new(), to_send: Vec::new(), stage: Stage::Hello })
    }

    /// Moves the exchange on as far as it can at `now`: `secret` is the code's, the guard
    /// holds wrong codes' answers, and `grant` answers a request made with the code.
    pub(super) fn step(
        &mut self,
        now: Instant,
        secret: &str,
        guard: &mut Guard,
        grant: &mut dyn FnMut(Request) -> Result<Granted, LobbyRefusal>,
    ) -> Step {
        if self.receive().is_err() {
            return Step::Ended(Ending::Dropped);
        }
        loop {
            let stage = std::mem::replace(&mut self.stage, Stage::Hello);
            let (next, moved) = match stage {
                Stage::Hello => match take_frame(&mut self.received) {
                    Err(_) => return Step::Ended(Ending::Dropped),
                    Ok(None) => (Stage::Hello, false),
                    Ok(Some(hello)) => match self.hello(&hello, secret, now) {
                        Some(next) => (next, true),
                        None => return Step::Ended(Ending::Dropped),
                    },
                },
                Stage::Request { exchange, joiner } => match take_frame(&mut self.received) {
                    Err(_) => return Step::Ended(Ending::Dropped),
                    Ok(None) => (Stage::Request { exchange, joiner }, false),
                    Ok(Some(sealed)) => {
                        let Some(key) = exchange.finish_as_host(&joiner) else { return Step::Ended(Ending::Dropped) };
                        match key.open(false, &sealed) {
                            None => {
                                let answer = to_bytes(&HostAnswer::Refused(LobbyRefusal::WrongCode));
                                let until = now + guard.strike(self.peer, now);
                                (Stage::Holding { until, answer, ending: Ending::WrongCode }, true)
                            }
                            Some(opened) => {
                                let Ok(request) = postcard::from_bytes::<Request>(&opened) else {
                                    return Step::Ended(Ending::Dropped);
                                };
                                let answer = match grant(request) {
                                    Ok(granted) => HostAnswer::Sealed(key.seal(true, &to_bytes(&granted))),
                                    Err(refusal) => HostAnswer::Refused(refusal),
                                };
                                self.to_send.extend(frame(&to_bytes(&answer)));
                                (Stage::Answering { ending: Ending::Answered, due: now }, true)
                            }
                        }
                    }
                },
                Stage::Holding { until, answer, ending } if now >= until => {
                    self.to_send.extend(frame(&answer));
                    (Stage::Answering { ending, due: now }, true)
                }
                held @ Stage::Holding { .. } => (held, false),
                answering @ Stage::Answering { .. } => (answering, false),
            };
            self.stage = next;
            if !moved {
                break;
            }
        }
        if self.send().is_err() {
            return Step::Ended(Ending::Dropped);
        }
        match &self.stage {
            Stage::Answering { ending, .. } if self.to_send.is_empty() => Step::Ended(*ending),
            Stage::Answering { due, .. } if now.duration_since(*due) >= ANSWER_LEAVES_WITHIN => {
                Step::Ended(Ending::Dropped)
            }
            Stage::Hello | Stage::Request { .. } if now.duration_since(self.started) >= HANDSHAKE_DEADLINE => {
                Step::Ended(Ending::Dropped)
            }
            _ => Step::Going,
        }
    }

    /// Answers the joiner's hello: a refusal where its version differs, else the host's
    /// element, its request then awaited. `None` where the hello is no lobby's.
    fn hello(&mut self, hello: &[u8], secret: &str, now: Instant) -> Option<Stage> {
        let (version, joiner) = hello.split_first_chunk::<2>()?;
        let joiner: [u8; 32] = joiner.try_into().ok()?;
        let client = u16::from_le_bytes(*version);
        if client != PROTOCOL_VERSION {
            let refused = HostHello::Refused(LobbyRefusal::Version { host: PROTOCOL_VERSION, client });
            self.to_send.extend(frame(&to_bytes(&refused)));
            return Some(Stage::Answering { ending: Ending::Answered, due: now });
        }
        let (exchange, element) = Exchange::host(secret);
        self.to_send.extend(frame(&to_bytes(&HostHello::Element(element))));
        Some(Stage::Request { exchange, joiner })
    }

    /// Takes in what has come, as much as a lobby message may weigh; an error where the
    /// joiner closed, or sent more than that.
    fn receive(&mut self) -> std::io::Result<()> {
        let mut buffer = [0u8; 1024];
        loop {
            match self.stream.read(&mut buffer) {
                Ok(0) if matches!(self.stage, Stage::Hello | Stage::Request { .. }) => {
                    return Err(ErrorKind::UnexpectedEof.into());
                }
                Ok(0) => return Ok(()),
                Ok(read) => {
                    self.received.extend_from_slice(&buffer[..read]);
                    if self.received.len() > MOST_BYTES + 4 {
                        return Err(ErrorKind::InvalidData.into());
                    }
                }
                Err(error) if error.kind() == ErrorKind::WouldBlock => return Ok(()),
                Err(error) if error.kind() == ErrorKind::Interrupted => {}
                Err(error) => return Err(error),
            }
        }
    }

    /// Sends what waits, as far as the socket takes it.
    fn send(&mut self) -> std::io::Result<()> {
        while !self.to_send.is_empty() {
            match self.stream.write(&self.to_send) {
                Ok(0) => return Err(ErrorKind::WriteZero.into()),
                Ok(written) => {
                    self.to_send.drain(..written);
                }
                Err(error) if error.kind() == ErrorKind::WouldBlock => return Ok(()),
                Err(error) if error.kind() == ErrorKind::Interrupted => {}
                Err(error) => return Err(error),
            }
        }
        Ok(())
    }
}
