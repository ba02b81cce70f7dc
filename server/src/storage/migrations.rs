//! The schema's migrations, compiled into the binary: the files of
//! `server/migrations`, each turned into the migration sqlx's `migrate!` would
//! embed (same version, description and checksum), so databases migrated
//! before need nothing.
//!
//! Why not `migrate!`: it is a procedural macro of sqlx's `macros` feature,
//! which compiles sqlx and both database drivers a second time, for the
//! compiler (about a minute of a fresh build on 2 cores). A test checks that
//! the list below is the folder's, so a new file cannot be left out.

use futures_util::future::BoxFuture;
use sqlx::error::BoxDynError;
use sqlx::migrate::{Migration, MigrationSource, MigrationType, Migrator};
use std::borrow::Cow;

/// `(file name, SQL)` of every migration file.
macro_rules! embedded {
    ($($file:literal),* $(,)?) => { [$(($file, include_str!(concat!("../../migrations/", $file)))),*] };
}

const FILES: [(&str, &str); 16] = embedded![
    "0001_catalogue.sql",
    "0002_catalogue_version.sql",
    "0003_drop_search_text.sql",
    "0004_trip_details.sql",
    "0005_accounts.sql",
    "0006_alerts.sql",
    "0007_event_cities.sql",
    "0008_photos.sql",
    "0009_rate_slots.sql",
    "0010_alert_pending_changes.sql",
    "0011_oidc_keys_identities.sql",
    "0012_wishlist_item_index.sql",
    "0013_review_stars.sql",
    "0014_user_details.sql",
    "0015_bookings.sql",
    "0016_traveller_profiles.sql",
];

/// The migrations, ready to run.
pub async fn migrator() -> Result<Migrator, sqlx::migrate::MigrateError> {
    Migrator::new(Embedded).await
}

#[derive(Debug)]
struct Embedded;

impl<'s> MigrationSource<'s> for Embedded {
    fn resolve(self) -> BoxFuture<'s, Result<Vec<Migration>, BoxDynError>> {
        Box::pin(async move { FILES.iter().map(|(file, sql)| migration(file, sql)).collect() })
    }
}

/// `0007_event_cities.sql` is version 7, "event cities", as sqlx reads a migrations folder.
fn migration(file: &str, sql: &'static str) -> Result<Migration, BoxDynError> {
    let (version, rest) = file.split_once('_').ok_or_else(|| format!("{file}: no `<version>_` prefix"))?;
    let version: i64 = version.parse().map_err(|_| format!("{file}: the version is not a number"))?;
    let kind = MigrationType::from_filename(rest);
    let description = rest.trim_end_matches(kind.suffix()).replace('_', " ");
    let no_transaction = sql.starts_with("-- no-transaction");
    Ok(Migration::new(version, Cow::Owned(description), kind, Cow::Borrowed(sql), no_transaction))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_of_the_folder_is_embedded_in_version_order() {
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
        let mut on_disk: Vec<String> = std::fs::read_dir(folder)
            .map(|entries| entries.filter_map(|e| e.ok()?.file_name().into_string().ok()).collect())
            .unwrap_or_default();
        on_disk.sort();
        let embedded: Vec<&str> = FILES.iter().map(|(file, _)| *file).collect();
        assert_eq!(embedded, on_disk);
    }

    #[tokio::test]
    async fn the_migrations_are_those_sqlx_reads_from_the_folder() {
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
        let from_folder = Migrator::new(folder.as_path()).await.map(|m| m.iter().cloned().collect::<Vec<_>>()).unwrap_or_default();
        let embedded = migrator().await.map(|m| m.iter().cloned().collect::<Vec<_>>()).unwrap_or_default();
        let key = |m: &Migration| (m.version, m.description.to_string(), m.checksum.to_vec(), m.no_tx);
        assert_eq!(embedded.iter().map(key).collect::<Vec<_>>(), from_folder.iter().map(key).collect::<Vec<_>>());
        assert_eq!(embedded.len(), FILES.len());
    }
}
