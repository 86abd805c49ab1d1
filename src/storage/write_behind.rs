//! Files written on a thread of their own, so that whoever saves never waits on the disk.
//! A write asked for while an older one of the same file still waits replaces it: when
//! saves come faster than the disk takes them, each file skips to its latest contents,
//! and none falls further behind than one write. Each write is atomic, as
//! `write_atomically` makes it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;

/// What a file is to hold, made on the writing thread: the serialising is work the saver
/// should not wait on either.
type Contents = Box<dyn FnOnce() -> Vec<u8> + Send>;

/// The writes waiting, and what went wrong with the last write of each file.
#[derive(Default)]
struct Queue {
    due: BTreeMap<PathBuf, Contents>,
    problems: BTreeMap<PathBuf, String>,
    /// The files being written now, out of `due`.
    writing: usize,
    closing: bool,
}

struct Shared {
    queue: Mutex<Queue>,
    /// Rung when a write is asked for, when the writer goes idle, and on closing.
    changed: Condvar,
}

impl Shared {
    fn queue(&self) -> MutexGuard<'_, Queue> {
        // A panic on the writing thread leaves the queue as it stood: still usable.
        self.queue.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// A thread writing files behind their savers. Dropping it writes what is due, then ends
/// the thread.
pub struct WriteBehind {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

impl WriteBehind {
    pub fn start() -> Self {
        let shared = Arc::new(Shared { queue: Mutex::new(Queue::default()), changed: Condvar::new() });
        let thread = std::thread::Builder::new()
            .name("write-behind".to_owned())
            .spawn({
                let shared = shared.clone();
                move || write_until_closed(&shared)
            })
            .expect("a thread to write files");
        WriteBehind { shared, thread: Some(thread) }
    }

    /// Writes `path` with what `contents` makes, soon; an earlier write of `path` still
    /// waiting is dropped for this one.
    pub fn write(&self, path: PathBuf, contents: impl FnOnce() -> Vec<u8> + Send + 'static) {
        self.shared.queue().due.insert(path, Box::new(contents));
        self.shared.changed.notify_all();
    }

    /// Why the last write of `path` failed, once: `None` when it succeeded or was not tried.
    pub fn problem(&self, path: &Path) -> Option<String> {
        self.shared.queue().problems.remove(path)
    }

    /// Waits until every write asked for so far has been tried.
    pub fn settle(&self) {
        let mut queue = self.shared.queue();
        while !queue.due.is_empty() || queue.writing > 0 {
            queue = self.shared.changed.wait(queue).unwrap_or_else(|poisoned| poisoned.into_inner());
        }
    }
}

impl Drop for WriteBehind {
    fn drop(&mut self) {
        self.shared.queue().closing = true;
        self.shared.changed.notify_all();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The writing thread: takes every due write at once and makes them, until closed with
/// nothing due.
fn write_until_closed(shared: &Shared) {
    loop {
        let due = {
            let mut queue = shared.queue();
            while queue.due.is_empty() && !queue.closing {
                queue = shared.changed.wait(queue).unwrap_or_else(|poisoned| poisoned.into_inner());
            }
            if queue.due.is_empty() {
                return;
            }
            let due = std::mem::take(&mut queue.due);
            queue.writing = due.len();
            due
        };
        let written: Vec<(PathBuf, Option<String>)> = due
            .into_iter()
            .map(|(path, contents)| {
                let problem = super::write_atomically(&path, &contents()).err();
                (path, problem.map(|problem| problem.to_string()))
            })
            .collect();
        let mut queue = shared.queue();
        for (path, problem) in written {
            match problem {
                Some(problem) => queue.problems.insert(path, problem),
                None => queue.problems.remove(&path),
            };
        }
        queue.writing = 0;
        shared.changed.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("saloon-write-behind-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        dir
    }

    #[test]
    fn each_file_ends_holding_its_latest_contents() {
        let dir = scratch("latest");
        let writer = WriteBehind::start();
        for round in 0..50 {
            for file in 0..4 {
                writer.write(dir.join(format!("{file}.txt")), move || format!("{file} at {round}").into_bytes());
            }
        }
        writer.settle();
        for file in 0..4 {
            let written = std::fs::read_to_string(dir.join(format!("{file}.txt"))).expect("the file is written");
            assert_eq!(written, format!("{file} at 49"));
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn what_is_due_is_written_before_the_writer_is_gone() {
        let dir = scratch("drop");
        let writer = WriteBehind::start();
        writer.write(dir.join("last.txt"), || b"the last word".to_vec());
        drop(writer);
        assert_eq!(std::fs::read(dir.join("last.txt")).expect("written on drop"), b"the last word");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_failed_write_is_told_once_for_its_file() {
        let dir = scratch("problem");
        // A folder where the file should be: the write cannot take its name.
        let blocked = dir.join("blocked.txt");
        std::fs::create_dir_all(blocked.join("inside")).expect("a folder in the way");
        let writer = WriteBehind::start();
        writer.write(blocked.clone(), || b"lost".to_vec());
        writer.write(dir.join("fine.txt"), || b"kept".to_vec());
        writer.settle();
        assert!(writer.problem(&blocked).is_some(), "the failure is told");
        assert_eq!(writer.problem(&blocked), None, "and told once");
        assert_eq!(writer.problem(&dir.join("fine.txt")), None);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
