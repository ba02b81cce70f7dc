//! How the snapshot's rows are read. PostgreSQL: through the sqlx pool. SQLite: with rusqlite on
//! a blocking thread that decodes the rows and hands them over in batches. sqlx's SQLite driver
//! sends every row across threads on its own (a million departures, four million rows with their
//! prices and histories): a third of the load was spent waking threads and contending on
//! SQLite's allocator, and the load took 54 s at 1M departures.

use crate::error::{AppError, AppResult};
use crate::storage::Db;
use std::path::Path;

/// A row the snapshot reads, from either database: its fields in the order the query selects
/// them, which is checked once per query (SQLite decodes by position).
pub(super) trait Row: Sized + Send + Unpin + 'static + for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> {
    const COLUMNS: &'static [&'static str];
    fn from_sqlite(row: &rusqlite::Row<'_>) -> rusqlite::Result<Self>;
}

/// A row read by column name: what `#[derive(sqlx::FromRow)]` writes, without sqlx's `macros`
/// feature (`storage::migrations` says why it is left out), and the same row for rusqlite.
macro_rules! row {
    (struct $name:ident { $($field:ident: $ty:ty),* $(,)? }) => {
        struct $name {
            $($field: $ty),*
        }

        impl<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> for $name {
            fn from_row(row: &'r sqlx::any::AnyRow) -> Result<Self, sqlx::Error> {
                use sqlx::Row;
                Ok($name { $($field: row.try_get(stringify!($field))?),* })
            }
        }

        impl $crate::catalogue::load::read::Row for $name {
            const COLUMNS: &'static [&'static str] = &[$(stringify!($field)),*];
            fn from_sqlite(row: &rusqlite::Row<'_>) -> rusqlite::Result<Self> {
                let mut position = 0..;
                Ok($name { $($field: row.get(position.next().unwrap_or_default())?),* })
            }
        }
    };
}

/// Rows per hand-over from the SQLite reader: one wake-up per batch, not per row.
const BATCH: usize = 2048;

/// Every row of the query, in a list (the small tables).
pub(super) async fn rows<T: Row>(db: &Db, sql: &str) -> AppResult<Vec<T>> {
    let mut all = Vec::new();
    each_row(db, sql, |row| {
        all.push(row);
        Ok(())
    })
    .await?;
    Ok(all)
}

/// Hands over the rows one by one as they arrive: the million-row tables are never held twice,
/// as database rows and as the snapshot.
pub(super) async fn each_row<T: Row>(db: &Db, sql: &str, mut each: impl FnMut(T) -> AppResult<()>) -> AppResult<()> {
    let Some(file) = &db.sqlite_file else {
        use futures_util::TryStreamExt;
        let mut stream = sqlx::query_as::<_, T>(sql).fetch(&db.pool);
        while let Some(row) = stream.try_next().await? {
            each(row)?;
        }
        return Ok(());
    };
    let (batches, mut received) = tokio::sync::mpsc::channel::<AppResult<Vec<T>>>(4);
    let (file, sql) = (file.clone(), sql.to_string());
    // Dropping `received` (an error below) makes the reader's next send fail, and it stops.
    let reader = tokio::task::spawn_blocking(move || {
        if let Err(error) = read_sqlite(&file, &sql, &batches) {
            let _ = batches.blocking_send(Err(error));
        }
    });
    while let Some(batch) = received.recv().await {
        for row in batch? {
            each(row)?;
        }
    }
    reader.await.map_err(|e| AppError::Corrupt(format!("snapshot reader stopped: {e}")))
}

fn read_sqlite<T: Row>(file: &Path, sql: &str, batches: &tokio::sync::mpsc::Sender<AppResult<Vec<T>>>) -> AppResult<()> {
    use rusqlite::OpenFlags;
    // Read-write flags (without create) so a database whose write-ahead log files were removed at
    // the last close still opens; `query_only` keeps this connection from writing anyway.
    let connection = rusqlite::Connection::open_with_flags(file, OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX)?;
    connection.busy_timeout(std::time::Duration::from_secs(5))?;
    connection.pragma_update(None, "query_only", true)?;
    let mut statement = connection.prepare(sql)?;
    if statement.column_names() != T::COLUMNS {
        return Err(AppError::Corrupt(format!("the query selects {:?}, its row reads {:?}", statement.column_names(), T::COLUMNS)));
    }
    let mut rows = statement.query([])?;
    let mut batch = Vec::with_capacity(BATCH);
    while let Some(row) = rows.next()? {
        batch.push(T::from_sqlite(row)?);
        if batch.len() == BATCH && batches.blocking_send(Ok(std::mem::replace(&mut batch, Vec::with_capacity(BATCH)))).is_err() {
            return Ok(());
        }
    }
    if !batch.is_empty() {
        let _ = batches.blocking_send(Ok(batch));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn seeded(name: &str) -> (Db, std::path::PathBuf) {
        crate::catalogue::load::test_db(&format!("read-{name}"), chrono::NaiveDate::from_ymd_opt(2026, 3, 1).unwrap()).await
    }

    #[tokio::test]
    async fn rusqlite_and_the_sqlx_pool_read_the_same_snapshot() {
        let (db, dir) = seeded("same").await;
        assert!(db.sqlite_file.is_some(), "a file database reads through rusqlite");
        let fast = crate::catalogue::load::snapshot(&db).await.unwrap();
        let pooled = Db { sqlite_file: None, ..db.clone() };
        let slow = crate::catalogue::load::snapshot(&pooled).await.unwrap();
        db.close().await;
        let _ = std::fs::remove_dir_all(&dir);

        let prices = fast.tours.iter().flat_map(|t| t.prices.iter().flatten()).count();
        assert!(prices > 2 * BATCH, "the prices come in several batches: {prices}");
        let reduced_with_history = fast.tours.iter().flat_map(|t| t.prices.iter().flatten()).filter(|p| p.lowest_before.is_some()).count();
        assert!(reduced_with_history > 0, "some reduced prices carry their lowest earlier price");
        assert_eq!(format!("{:?}", fast.tours), format!("{:?}", slow.tours));
        assert_eq!(format!("{:?}", fast.travels), format!("{:?}", slow.travels));
        assert_eq!(format!("{:?}", fast.coordinators), format!("{:?}", slow.coordinators));
    }

    row! {
        struct SlugRow {
            id: i64,
            slug: String,
        }
    }

    #[tokio::test]
    async fn a_query_whose_columns_are_out_of_order_is_refused_not_misread() {
        let (db, dir) = seeded("order").await;
        let swapped = rows::<SlugRow>(&db, "SELECT slug, id FROM travels").await;
        let read = rows::<SlugRow>(&db, "SELECT id, slug FROM travels ORDER BY id").await;
        db.close().await;
        let _ = std::fs::remove_dir_all(&dir);

        assert!(matches!(swapped, Err(AppError::Corrupt(ref m)) if m.contains("slug")), "{:?}", swapped.err());
        let read = read.unwrap();
        assert_eq!(read.len(), 60);
        assert!(read.windows(2).all(|w| w[0].id < w[1].id) && read.iter().all(|r| !r.slug.is_empty()));
    }
}
