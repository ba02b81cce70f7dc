//! Answers worked out for a query and kept with the snapshot they came from (see [`Kept`]).

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
    /// The value kept for `key`, or the one `work_out` gives (then kept).
    pub fn get_or_work_out(&self, key: String, work_out: impl FnOnce() -> V) -> Arc<V> {
        if let Some(kept) = self.0.get(&key) {
            return kept;
        }
        let value = Arc::new(work_out());
        self.0.insert(key, value.clone());
        value
    }
}

impl<V> std::fmt::Debug for Kept<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Kept").field("entries", &self.0.entry_count()).finish()
    }
}
