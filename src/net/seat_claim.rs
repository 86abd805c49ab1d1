//! A seat belongs to the player who claimed it. The lobby hands each joiner it seats a
//! claim: the client id the host knows the seat by, and a secret of 256 random bits that
//! no one else is given. Taking the seat back, after a lost connection or a restart,
//! needs the secret; a client id alone claims nothing.
//!
//! A joiner keeps its claim in the data folder, under the table's code
//! (`seats/CODE/CLIENT.ron`, readable by its owner only), locked while it plays the seat:
//! a window or `saloon join` started again with the same code takes the first claim no
//! other player on this machine is using, and with it its seat; the title offers each
//! table a claim is kept for. A finished match removes the claim, and a claim a week old
//! is forgotten.

use std::fs::{File, OpenOptions};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use renet_netcode::generate_random_bytes;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::lobby::JoinCode;
use super::referee::ClientId;

/// The secret that proves a claim: 256 bits from the system's randomness.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct SeatSecret([u8; 32]);

impl SeatSecret {
    pub fn new() -> Self {
        SeatSecret(generate_random_bytes::<32>())
    }

    /// Whether `other` is this secret, compared in time that does not depend on where
    /// they differ.
    pub fn matches(&self, other: &SeatSecret) -> bool {
        self.0.iter().zip(other.0).fold(0u8, |differ, (a, b)| differ | (a ^ b)) == 0
    }
}

impl Default for SeatSecret {
    fn default() -> Self {
        SeatSecret::new()
    }
}

impl std::fmt::Debug for SeatSecret {
    fn fmt(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
        formatter.write_str("SeatSecret(hidden)")
    }
}

/// Written as 64 hexadecimal digits, so that a claim file and a save read as text.
impl Serialize for SeatSecret {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let hex: String = self.0.iter().map(|byte| format!("{byte:02x}")).collect();
        serializer.serialize_str(&hex)
    }
}

impl<'de> Deserialize<'de> for SeatSecret {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let hex = String::deserialize(deserializer)?;
        let bad = || serde::de::Error::custom("a seat's secret is 64 hexadecimal digits");
        if hex.len() != 64 || !hex.is_ascii() {
            return Err(bad());
        }
        let mut bytes = [0u8; 32];
        for (byte, pair) in bytes.iter_mut().zip(hex.as_bytes().chunks(2)) {
            let pair = std::str::from_utf8(pair).map_err(|_| bad())?;
            *byte = u8::from_str_radix(pair, 16).map_err(|_| bad())?;
        }
        Ok(SeatSecret(bytes))
    }
}

/// A seat's claim: whose it is, and the secret that proves it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatClaim {
    pub client: ClientId,
    pub secret: SeatSecret,
}

impl SeatClaim {
    /// A new claim on the seat of `client`.
    pub fn new(client: ClientId) -> Self {
        SeatClaim { client, secret: SeatSecret::new() }
    }
}

/// How long a claim is kept: a table not taken back to within a week is over.
const KEPT_FOR: Duration = Duration::from_secs(7 * 24 * 3600);

/// A claim as its file holds it: with the table's whole code, so that the title can offer
/// the table.
#[derive(Serialize, Deserialize)]
struct KeptClaim {
    code: String,
    claim: SeatClaim,
}

/// The claims this machine's players hold at one table, in the data folder under its code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClaimsKept {
    dir: PathBuf,
    code: String,
}

/// A claim in use by a player here: its file locked until it is dropped, so that no other
/// player on this machine takes the same seat.
#[derive(Debug)]
pub struct HeldClaim {
    pub claim: SeatClaim,
    /// The table's code, as the claim was kept with it.
    code: String,
    /// When the claim was kept.
    kept_at: SystemTime,
    path: PathBuf,
    _lock: File,
}

impl ClaimsKept {
    /// The claims kept under `root` (the data folder's `seats`) for the table of `code`.
    pub fn at(root: &Path, code: &JoinCode) -> Self {
        ClaimsKept { dir: root.join(&code.secret), code: code.to_string() }
    }

    /// The claims kept for the table of `code` in the data folder; `None` where there is
    /// no data folder.
    pub fn in_data_folder(code: &JoinCode) -> Option<Self> {
        seats_folder().map(|root| ClaimsKept::at(&root, code))
    }

    /// Removes every claim kept here that no player here is using: the player gave the
    /// table up.
    pub fn forget_unused(&self) {
        while let Some(held) = self.take_unused() {
            held.forget();
        }
    }

    /// The first claim kept here that no other player here is using, held; a claim file
    /// that does not read is removed.
    pub fn take_unused(&self) -> Option<HeldClaim> {
        let mut paths: Vec<PathBuf> = std::fs::read_dir(&self.dir).ok()?.flatten().map(|entry| entry.path()).collect();
        paths.sort();
        paths.into_iter().find_map(hold)
    }

    /// Keeps `claim`, held: written whole beside its place, locked, then put in place, so
    /// that no reader sees half a claim, nor another player here takes it meanwhile.
    pub fn keep(&self, claim: SeatClaim) -> std::io::Result<HeldClaim> {
        let path = self.dir.join(format!("{}.ron", claim.client));
        let kept = KeptClaim { code: self.code.clone(), claim };
        let text = ron::to_string(&kept).map_err(std::io::Error::other)?;
        let lock = crate::storage::write_atomically_then(&path, text.as_bytes(), |file| {
            file.try_lock().map_err(|_| std::io::Error::other("a claim being written is locked"))
        })?;
        let kept_at = lock.metadata().and_then(|metadata| metadata.modified())?;
        Ok(HeldClaim { claim: kept.claim, code: kept.code, kept_at, path, _lock: lock })
    }
}

/// The data folder's `seats`, where claims are kept.
fn seats_folder() -> Option<PathBuf> {
    crate::storage::data_dir().map(|dir| dir.join("seats"))
}

/// The claim kept in `path`, held, where no other player here is using it; a claim file
/// that does not read, or is older than [`KEPT_FOR`], is removed.
fn hold(path: PathBuf) -> Option<HeldClaim> {
    if path.extension().is_none_or(|extension| extension != "ron") {
        return None;
    }
    let file = OpenOptions::new().read(true).open(&path).ok()?;
    file.try_lock().ok()?;
    let kept_at = file.metadata().and_then(|metadata| metadata.modified()).ok();
    let stale =
        kept_at.and_then(|kept_at| SystemTime::now().duration_since(kept_at).ok()).is_some_and(|age| age > KEPT_FOR);
    let read = std::fs::read_to_string(&path).ok().and_then(|text| ron::from_str::<KeptClaim>(&text).ok());
    match (read, kept_at) {
        (Some(kept), Some(kept_at)) if !stale => {
            Some(HeldClaim { claim: kept.claim, code: kept.code, kept_at, path, _lock: file })
        }
        _ => {
            remove_claim_file(&path);
            None
        }
    }
}

/// Removes the claim file at `path`, and its table's folder where it was the last.
fn remove_claim_file(path: &Path) {
    let _ = std::fs::remove_file(path);
    if let Some(dir) = path.parent() {
        let _ = std::fs::remove_dir(dir);
    }
}

/// The tables a player here holds a seat at that no one here is playing: one for each
/// claim kept under `root` and not in use, the latest kept first.
pub fn tables_with_seats_kept_under(root: &Path) -> Vec<JoinCode> {
    let mut kept: Vec<(SystemTime, JoinCode)> = std::fs::read_dir(root)
        .into_iter()
        .flatten()
        .flatten()
        .flat_map(|table| std::fs::read_dir(table.path()).into_iter().flatten().flatten())
        .filter_map(|claim| {
            let held = hold(claim.path())?;
            Some((held.kept_at, held.code.parse().ok()?))
        })
        .collect();
    kept.sort_by(|a, b| b.0.cmp(&a.0));
    let mut codes: Vec<JoinCode> = Vec::new();
    for (_, code) in kept {
        if !codes.contains(&code) {
            codes.push(code);
        }
    }
    codes
}

/// [`tables_with_seats_kept_under`] the data folder.
pub fn tables_with_seats_kept() -> Vec<JoinCode> {
    seats_folder().map(|root| tables_with_seats_kept_under(&root)).unwrap_or_default()
}

impl HeldClaim {
    /// The claim is done with (its match finished, or its seat is no one's now): its
    /// file is removed, and its folder where it was the last.
    pub fn forget(self) {
        remove_claim_file(&self.path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn root(name: &str) -> PathBuf {
        let root = std::env::temp_dir().join(format!("saloon-claims-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        root
    }

    fn kept(name: &str) -> ClaimsKept {
        ClaimsKept::at(&root(name), &"7KQ2M9XDPA@127.0.0.1:5000".parse().expect("a code"))
    }

    #[test]
    fn a_secret_reads_back_as_written_and_only_matches_itself() {
        let secret = SeatSecret::new();
        let claim = SeatClaim { client: 3, secret };
        let written = ron::to_string(&claim).expect("a claim writes");
        assert_eq!(ron::from_str::<SeatClaim>(&written).expect("and reads"), claim);
        assert!(secret.matches(&secret) && !secret.matches(&SeatSecret::new()));
        assert!(!format!("{claim:?}").contains(&written[20..40]), "a claim's Debug shows its secret");
        assert!(ron::from_str::<SeatSecret>("\"00ff\"").is_err());
    }

    /// A claim kept is taken by one player at a time: a second finds none while the first
    /// holds it, and takes it once the first is gone (its window closed, its process
    /// killed). A claim forgotten is gone.
    #[test]
    fn a_kept_claim_is_taken_by_one_player_at_a_time_until_forgotten() {
        let kept = kept("held");
        let held = kept.keep(SeatClaim::new(2)).expect("the claim is kept");
        let mode =
            std::os::unix::fs::PermissionsExt::mode(&std::fs::metadata(&held.path).expect("its file").permissions());
        assert_eq!(mode & 0o777, 0o600, "a claim is readable by others");
        assert!(kept.take_unused().is_none(), "a claim in use is taken twice");
        let claim = held.claim.clone();
        drop(held);
        let again = kept.take_unused().expect("the claim of a player gone");
        assert_eq!(again.claim, claim);
        again.forget();
        assert!(kept.take_unused().is_none());
    }

    /// The tables offered are those whose claims no player here is using, the latest kept
    /// first, each once.
    #[test]
    fn the_tables_offered_are_those_of_claims_not_in_use() {
        let root = root("offered");
        let codes: Vec<JoinCode> = ["7KQ2M9XDPA@127.0.0.1:5000", "AAAAAAAAAA@127.0.0.1:6000"]
            .map(|code| code.parse().expect("a code"))
            .to_vec();
        let first = ClaimsKept::at(&root, &codes[0]);
        drop(first.keep(SeatClaim::new(1)).expect("kept"));
        drop(first.keep(SeatClaim::new(2)).expect("kept"));
        std::thread::sleep(Duration::from_millis(20));
        let playing = ClaimsKept::at(&root, &codes[1]).keep(SeatClaim::new(1)).expect("kept");
        assert_eq!(tables_with_seats_kept_under(&root), [codes[0].clone()], "a table played here is offered");
        drop(playing);
        assert_eq!(tables_with_seats_kept_under(&root), [codes[1].clone(), codes[0].clone()]);
        std::fs::write(root.join(&codes[0].secret).join("3.ron"), "not a claim").expect("written");
        assert_eq!(tables_with_seats_kept_under(&root).len(), 2);
        assert!(!root.join(&codes[0].secret).join("3.ron").exists(), "a claim that does not read is kept");
        ClaimsKept::at(&root, &codes[0]).forget_unused();
        assert_eq!(tables_with_seats_kept_under(&root), [codes[1].clone()], "a table given up is offered");
        let _ = std::fs::remove_dir_all(&root);
    }
}
