//! The joiner's side of the lobby: one blocking exchange, on a thread of the joiner's
//! own, that ends with a connect token or a refusal in words.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use renet_netcode::ConnectToken;

use super::exchange::{Exchange, Granted, HostAnswer, HostHello, MOST_BYTES, Request, frame, to_bytes};
use super::{JoinCode, JoinError, LobbyRefusal};
use crate::net::protocol::PROTOCOL_VERSION;
use crate::net::seat_claim::SeatClaim;

/// How long a joiner waits on the host at each step: longer than the lobby holds the
/// answer to a wrong code.
const PATIENCE: Duration = Duration::from_secs(5);

/// What the lobby let a joiner in with: its connect token, and for a seat the claim that
/// takes the seat back.
#[derive(Clone, Debug)]
pub struct Admission {
    pub token: ConnectToken,
    pub claim: Option<SeatClaim>,
}

/// Asks the host of `code` for a free seat.
pub fn join(code: &JoinCode) -> Result<Admission, JoinError> {
    ask(code, PROTOCOL_VERSION, &Request::Seat)
}

/// Asks the host of `code` for a spectator's place.
pub fn watch(code: &JoinCode) -> Result<Admission, JoinError> {
    ask(code, PROTOCOL_VERSION, &Request::Watch)
}

/// Asks the host of `code` for the seat `claim` claims: a player coming back.
pub fn rejoin(code: &JoinCode, claim: &SeatClaim) -> Result<Admission, JoinError> {
    ask(code, PROTOCOL_VERSION, &Request::SeatBack(claim.clone()))
}

/// Asks the host of `code` for `request`, from a client that speaks protocol version
/// `version`.
pub(super) fn ask(code: &JoinCode, version: u16, request: &Request) -> Result<Admission, JoinError> {
    let mut stream = TcpStream::connect_timeout(&code.address, PATIENCE)?;
    // Each side answers the other's frame at once: nothing to gain by gathering writes.
    stream.set_nodelay(true)?;
    stream.set_read_timeout(Some(PATIENCE))?;
    stream.set_write_timeout(Some(PATIENCE))?;
    let (exchange, element) = Exchange::joiner(&code.secret);
    let hello: Vec<u8> = version.to_le_bytes().into_iter().chain(element).collect();
    stream.write_all(&frame(&hello))?;
    let host = match postcard::from_bytes(&read_frame(&mut stream)?).map_err(|_| JoinError::Garbled)? {
        HostHello::Element(host) => host,
        HostHello::Refused(refusal) => return Err(JoinError::Refused(refusal)),
    };
    let key = exchange.finish_as_joiner(&host).ok_or(JoinError::Garbled)?;
    stream.write_all(&frame(&key.seal(false, &to_bytes(request))))?;
    match postcard::from_bytes(&read_frame(&mut stream)?).map_err(|_| JoinError::Garbled)? {
        HostAnswer::Sealed(sealed) => {
            // An answer that does not open under the key came from a host on another
            // code: to the joiner, its code is wrong for the table it reached.
            let opened = key.open(true, &sealed).ok_or(JoinError::Refused(LobbyRefusal::WrongCode))?;
            let granted: Granted = postcard::from_bytes(&opened).map_err(|_| JoinError::Garbled)?;
            let token = ConnectToken::read(&mut granted.token.as_slice()).map_err(|_| JoinError::Garbled)?;
            let seated = matches!(request, Request::Seat | Request::SeatBack(_));
            if seated != granted.claim.is_some()
                || granted.claim.as_ref().is_some_and(|claim| claim.client != token.client_id)
            {
                return Err(JoinError::Garbled);
            }
            Ok(Admission { token, claim: granted.claim })
        }
        HostAnswer::Refused(refusal) => Err(JoinError::Refused(refusal)),
    }
}

fn read_frame(stream: &mut TcpStream) -> std::io::Result<Vec<u8>> {
    let mut length = [0u8; 4];
    stream.read_exact(&mut length)?;
    let length = u32::from_le_bytes(length) as usize;
    if length > MOST_BYTES {
        return Err(std::io::Error::new(std::io::ErrorKind::InvalidData, "a lobby message too long"));
    }
    let mut bytes = vec![0; length];
    stream.read_exact(&mut bytes)?;
    Ok(bytes)
}
