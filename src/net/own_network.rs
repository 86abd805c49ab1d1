//! A network of a test's own, for the tests of what sends multicast (service discovery)
//! or needs an address beyond the loopback: a network namespace with the loopback alone,
//! multicast routed to it, and [`OWN_ADDRESS`] on it as a machine's address on a LAN
//! would be. Nothing sent there leaves it. The tests run as root (`unshare` from
//! util-linux, `ip` from iproute2), as CI does.

use std::net::{IpAddr, Ipv4Addr};

/// Set inside the network a test made for itself.
const INSIDE: &str = "SALOON_TEST_OWN_NETWORK";

/// An address of the test's network that is not the loopback's, as a host on a LAN has.
pub const OWN_ADDRESS: IpAddr = IpAddr::V4(Ipv4Addr::new(10, 77, 0, 1));

/// Runs `body` inside a network of its own: the test named `test` (its path in its test
/// binary) runs again there, in a child process of the same binary, and this one checks
/// that it passed.
pub fn in_own_network(test: &str, body: impl FnOnce()) {
    if std::env::var_os(INSIDE).is_some() {
        body();
        return;
    }
    let set_up = format!(
        "ip link set lo up && ip link set lo multicast on && ip addr add {OWN_ADDRESS}/24 dev lo \
         && ip route add 224.0.0.0/4 dev lo && exec \"$0\" --exact \"$1\" --nocapture --test-threads=1"
    );
    let this_test = std::env::current_exe().expect("the test binary");
    let run = std::process::Command::new("timeout")
        .args(["120", "unshare", "--net", "--", "sh", "-c", &set_up])
        .arg(this_test)
        .arg(test)
        .env(INSIDE, "1")
        .output()
        .expect("`timeout` and `unshare` run");
    let said = String::from_utf8_lossy(&run.stdout).into_owned() + &String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{test} in a network of its own: {}\n{said}", run.status);
    assert!(said.contains("1 passed"), "{test} did not run in its network:\n{said}");
}
