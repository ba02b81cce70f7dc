//! Answers worked out for a query and kept with the snapshot they came from (see [`Kept`]).

use caravan_site::edition::Language;
use std::sync::Arc;

/// Something worked out for a query (its text, its filters) and kept by it: a search and the next
/// one a traveller makes (a filter, the sort, the next page) often ask alike. At most `V::KEPT`
/// by weight; kept with the snapshot it was worked out from, so never stale.
pub struct Kept<V>(moka::sync::Cache<String, Arc<V>>);

/// What a [`Kept`] value weighs, and how much of it a snapshot keeps.
pub trait Weighed {
    /// The total weight kept.
    const KEPT: u64;
    fn weight(&self) -> u32;
}

/// A list weighs its length: at most 2 million items kept over all the lists (a few bytes an
/// item: travels' scores, by their position in the snapshot).
impl<T> Weighed for Vec<T> {
    const KEPT: u64 = 2_000_000;
    fn weight(&self) -> u32 {
        u32::try_from(self.len()).unwrap_or(u32::MAX)
    }
}

impl<V: Weighed + Send + Sync + 'static> Default for Kept<V> {
    fn default() -> Kept<V> {
        Kept(moka::sync::Cache::builder().weigher(|_, value: &Arc<V>| value.weight().max(1)).max_capacity(V::KEPT).build())
    }
}

impl<V: Send + Sync + 'static> Kept<V> {
    /// The value kept for `key`, or the one `work_out` gives (then kept). Callers asking for the
    /// same key at once wait for one `work_out` rather than each working it out.
    pub fn get_or_work_out(&self, key: String, work_out: impl FnOnce() -> V) -> Arc<V> {
        self.0.get_with(key, || Arc::new(work_out()))
    }
}

/// Text written once for an item of the snapshot in one language, kept by the item's position: a
/// departure's JSON in the API's answers. At most 16 MB of it (a departure writes about 450 bytes).
pub struct KeptText(moka::sync::Cache<(usize, Language), Arc<str>>);

impl Default for KeptText {
    fn default() -> KeptText {
        let weight = |_: &(usize, Language), text: &Arc<str>| u32::try_from(text.len()).unwrap_or(u32::MAX).max(1);
        KeptText(moka::sync::Cache::builder().weigher(weight).max_capacity(16 << 20).build())
    }
}

impl KeptText {
    /// The text kept for `item` in `language`, or the one `write` gives (then kept); `None` when
    /// `write` fails.
    pub fn get_or_write(&self, item: usize, language: Language, write: impl FnOnce() -> Option<String>) -> Option<Arc<str>> {
        self.0.optionally_get_with((item, language), || write().map(Arc::from))
    }
}

impl std::fmt::Debug for KeptText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KeptText").field("entries", &self.0.entry_count()).finish()
    }
}

impl<V> std::fmt::Debug for Kept<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Kept").field("entries", &self.0.entry_count()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Barrier;

    /// Eight searches alike arriving together work the answer out once: the others wait for it.
    #[test]
    fn callers_asking_for_the_same_key_at_once_work_it_out_once() {
        let kept: Kept<Vec<u32>> = Kept::default();
        let worked_out = AtomicUsize::new(0);
        let together = Barrier::new(8);
        let answers: Vec<Arc<Vec<u32>>> = std::thread::scope(|scope| {
            let askers: Vec<_> = (0..8)
                .map(|_| {
                    scope.spawn(|| {
                        together.wait();
                        kept.get_or_work_out("europe|price".into(), || {
                            worked_out.fetch_add(1, Ordering::SeqCst);
                            // Long enough for every asker to arrive while it is being worked out.
                            std::thread::sleep(std::time::Duration::from_millis(100));
                            vec![3, 1, 2]
                        })
                    })
                })
                .collect();
            askers.into_iter().map(|asker| asker.join().expect("asker")).collect()
        });
        assert_eq!(worked_out.load(Ordering::SeqCst), 1);
        assert!(answers.iter().all(|answer| **answer == [3, 1, 2]));
    }
}
