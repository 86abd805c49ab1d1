//! A hosted table turned on a thread of its own, as a window hosts one: the window's
//! frames never wait on the network, and the table keeps its clients' connections alive
//! whatever the window does (a menu open, a slow frame). What the table tells comes over
//! as it happens; dropping the host closes the table.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, channel};
use std::thread::JoinHandle;

use super::hosting::{HostNews, HostedTable, TICK};
use crate::games::Registered;

/// A table hosted on a thread of its own until its match ends, or it is dropped.
pub struct BackgroundHost {
    stop: Arc<AtomicBool>,
    news: Receiver<HostNews>,
    thread: Option<JoinHandle<()>>,
}

impl BackgroundHost {
    /// Turns `table` on a thread of its own until its match is over and its clients told,
    /// or the host is dropped. A table that cannot go on says why as its last news.
    pub fn start<G: Registered>(mut table: HostedTable<G>) -> Self {
        let stop = Arc::new(AtomicBool::new(false));
        let (tell, news) = channel();
        let stopping = stop.clone();
        let thread = std::thread::spawn(move || {
            while !stopping.load(Ordering::Relaxed) {
                match table.turn(|news| drop(tell.send(news))) {
                    Ok(false) => std::thread::sleep(TICK),
                    Ok(true) => return,
                    Err(why) => {
                        let _ = tell.send(HostNews::Failed(why));
                        return;
                    }
                }
            }
            // Closed mid-match: the clients hear so now, not when their connections time out.
            table.say_goodbye();
        });
        BackgroundHost { stop, news, thread: Some(thread) }
    }

    /// What the table told since last asked.
    pub fn news(&self) -> Vec<HostNews> {
        self.news.try_iter().collect()
    }

    /// Whether the table is still open: its match not over, or its clients not yet told.
    pub fn is_open(&self) -> bool {
        self.thread.as_ref().is_some_and(|thread| !thread.is_finished())
    }
}

impl Drop for BackgroundHost {
    /// Closes the table: its lobby stops answering, its announcement is withdrawn, and its
    /// clients are told their host has gone. What it saved stays saved.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::*;
    use crate::net::{HostOptions, HostedSeat, JoinError, JoinStep, Joining, TableClient, TableNews, join};
    use crate::rules::duel::Duel;

    /// A table turned in the background takes a joiner in while the caller does nothing,
    /// and tells it; dropped, it closes: its lobby answers nobody.
    #[test]
    fn a_table_hosted_in_the_background_takes_joiners_until_dropped() {
        let save = std::env::temp_dir().join(format!("saloon-background-{}.ron", std::process::id()));
        let seats = vec![HostedSeat::Remote, HostedSeat::Computer(crate::ai::BotKind::Easy)];
        let (table, code) = HostOptions::loopback(seats, save.clone()).open_built_in::<Duel>(5).expect("a table");
        let host = BackgroundHost::start(table);
        let mut joining = Joining::seat(code.clone());
        // The joiner's connection, once taken in: held open while the host's news comes.
        let mut entered = None;
        let until = Instant::now() + Duration::from_secs(20);
        let mut heard = Vec::new();
        while !heard.iter().any(|news| matches!(news, HostNews::Joined { seat: 0, .. })) {
            assert!(Instant::now() < until, "the host never told the join: {heard:?}");
            if entered.is_none() {
                match joining.poll() {
                    JoinStep::Waiting => {}
                    JoinStep::Joined(entry) => entered = Some(entry),
                    JoinStep::Refused(refusal) => panic!("the join was refused: {refusal}"),
                    JoinStep::Failed(why) => panic!("the join failed: {why}"),
                }
            }
            heard.extend(host.news());
            std::thread::sleep(Duration::from_millis(2));
        }
        assert!(host.is_open(), "the match goes on");
        let mut client = TableClient::<Duel>::new(entered.expect("the joiner was taken in")).expect("a client");
        drop(host);
        assert!(matches!(join(&code), Err(JoinError::Io(_))), "the lobby still answers");
        // The client is told at once, long before a silent host's connection times out.
        let until = Instant::now() + Duration::from_secs(20);
        let lost = loop {
            assert!(Instant::now() < until, "the client never heard the host leave");
            let news = client.poll().expect("the client asks for its seat back");
            if let Some(why) =
                news.into_iter().find_map(|news| if let TableNews::Lost(why) = news { Some(why) } else { None })
            {
                break why;
            }
            std::thread::sleep(Duration::from_millis(2));
        };
        assert!(lost.contains("terminated by server"), "the host said no goodbye: {lost}");
        assert!(client.is_rejoining(), "the client keeps its seat and asks for it back");
        let _ = std::fs::remove_file(save);
    }
}
