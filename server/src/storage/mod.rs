//! Storage: one code path for SQLite (embedded default) and PostgreSQL, through
//! sqlx's Any driver. SQL is written once in the portable subset both accept
//! (`$n` placeholders, BIGINT, TEXT dates); migrations live in `server/migrations`.

mod demo_bookings;
mod migrations;
pub mod seed;
mod versions;

pub use versions::bump_version;

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::{AnyPool, Executor};
use std::str::FromStr;
use std::time::Duration;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    pub fn name(self) -> &'static str {
        match self {
            Backend::Sqlite => "sqlite",
            Backend::Postgres => "postgres",
        }
    }
}

/// The connection pool and which backend is behind it.
#[derive(Debug, Clone)]
pub struct Db {
    pub pool: AnyPool,
    pub backend: Backend,
    /// The SQLite database file, for the catalogue snapshot's bulk reads (`catalogue::load::read`);
    /// `None` on PostgreSQL.
    pub sqlite_file: Option<std::path::PathBuf>,
}

/// A value bound to a `$n` placeholder.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    Int(i64),
    Text(String),
    Float(f64),
    NullText,
    NullInt,
}

impl From<i64> for Arg {
    fn from(v: i64) -> Self {
        Arg::Int(v)
    }
}
impl From<bool> for Arg {
    fn from(v: bool) -> Self {
        Arg::Int(v as i64)
    }
}
impl From<f64> for Arg {
    fn from(v: f64) -> Self {
        Arg::Float(v)
    }
}
impl From<String> for Arg {
    fn from(v: String) -> Self {
        Arg::Text(v)
    }
}
impl From<&str> for Arg {
    fn from(v: &str) -> Self {
        Arg::Text(v.to_string())
    }
}
impl From<Option<i64>> for Arg {
    fn from(v: Option<i64>) -> Self {
        v.map_or(Arg::NullInt, Arg::Int)
    }
}
impl From<Option<&str>> for Arg {
    fn from(v: Option<&str>) -> Self {
        v.map_or(Arg::NullText, Arg::from)
    }
}

/// SQL text with its arguments, numbering placeholders as they are pushed so
/// dynamic queries (search filters) stay injection-free.
#[derive(Debug, Default, Clone)]
pub struct Sql {
    pub text: String,
    pub args: Vec<Arg>,
}

impl Sql {
    pub fn new(text: &str) -> Sql {
        Sql { text: text.to_string(), args: Vec::new() }
    }

    pub fn push(&mut self, text: &str) -> &mut Self {
        self.text.push_str(text);
        self
    }

    /// Appends a placeholder bound to `value`.
    pub fn bind(&mut self, value: impl Into<Arg>) -> &mut Self {
        self.args.push(value.into());
        self.text.push_str(&format!("${}", self.args.len()));
        self
    }

    /// Appends `(p1, p2, …)` for a list of values.
    pub fn bind_list<T: Into<Arg>>(&mut self, values: impl IntoIterator<Item = T>) -> &mut Self {
        self.text.push('(');
        for (i, v) in values.into_iter().enumerate() {
            if i > 0 {
                self.text.push_str(", ");
            }
            self.bind(v);
        }
        self.text.push(')');
        self
    }

    pub fn query(&self) -> sqlx::query::Query<'_, sqlx::Any, sqlx::any::AnyArguments<'_>> {
        let mut q = sqlx::query(&self.text);
        for arg in &self.args {
            q = match arg {
                Arg::Int(v) => q.bind(*v),
                Arg::Text(v) => q.bind(v.as_str()),
                Arg::Float(v) => q.bind(*v),
                Arg::NullText => q.bind(None::<String>),
                Arg::NullInt => q.bind(None::<i64>),
            };
        }
        q
    }
}

/// The file of a `sqlite://path[?options]` address; `None` for an in-memory database.
fn sqlite_path(url: &str) -> Option<&str> {
    let path = url.strip_prefix("sqlite://")?;
    let path = path.split('?').next().unwrap_or(path);
    (!path.is_empty() && path != ":memory:" && !url.contains("mode=memory")).then_some(path)
}

impl Db {
    /// Connects (creating the SQLite file and folder if needed) and migrates.
    pub async fn connect(url: &str) -> Result<Db, sqlx::Error> {
        sqlx::any::install_default_drivers();
        let backend = if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            Backend::Postgres
        } else if url.starts_with("sqlite:") {
            Backend::Sqlite
        } else {
            return Err(sqlx::Error::Configuration(format!("unsupported DATABASE_URL scheme: {url}").into()));
        };
        let url = match backend {
            Backend::Sqlite => {
                if let Some(path) = sqlite_path(url) {
                    if let Some(dir) = std::path::Path::new(path).parent().filter(|d| !d.as_os_str().is_empty()) {
                        std::fs::create_dir_all(dir).map_err(sqlx::Error::Io)?;
                    }
                }
                if url.contains('?') {
                    url.to_string()
                } else {
                    format!("{url}?mode=rwc")
                }
            }
            Backend::Postgres => url.to_string(),
        };
        let options = AnyConnectOptions::from_str(&url)?;
        let pool = AnyPoolOptions::new()
            .max_connections(match backend {
                Backend::Sqlite => 8,
                Backend::Postgres => 16,
            })
            .acquire_timeout(Duration::from_secs(10))
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        // WAL lets readers run while the seeder or a writer works.
                        conn.execute(
                            "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;",
                        )
                        .await?;
                    }
                    Ok(())
                })
            })
            .connect_with(options)
            .await?;
        let sqlite_file = match backend {
            Backend::Sqlite => sqlite_path(&url).map(std::path::PathBuf::from),
            Backend::Postgres => None,
        };
        let db = Db { pool, backend, sqlite_file };
        let migrate = |e| sqlx::Error::Migrate(Box::new(e));
        migrations::migrator().await.map_err(migrate)?.run(&db.pool).await.map_err(migrate)?;
        Ok(db)
    }

    /// A transaction that is going to write. On SQLite it takes the write
    /// lock at `BEGIN IMMEDIATE` (waiting on the busy timeout like any
    /// writer): a deferred one that reads first would fail at once with
    /// SQLITE_BUSY when another writer commits between its read and write.
    pub async fn begin_write(&self) -> Result<sqlx::Transaction<'static, sqlx::Any>, sqlx::Error> {
        match self.backend {
            Backend::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await,
            Backend::Postgres => self.pool.begin().await,
        }
    }

    /// Closes the pool; on SQLite first folds the write-ahead log back into
    /// the database file, so a stopped server leaves one complete file.
    pub async fn close(&self) {
        if self.backend == Backend::Sqlite {
            if let Err(error) = sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)").execute(&self.pool).await {
                tracing::warn!(%error, "WAL checkpoint at shutdown failed");
            }
        }
        self.pool.close().await;
    }

    pub async fn meta(&self, key: &str) -> Result<Option<String>, sqlx::Error> {
        let mut sql = Sql::new("SELECT value FROM meta WHERE key = ");
        sql.bind(key);
        let row = sql.query().fetch_optional(&self.pool).await?;
        row.map(|r| sqlx::Row::try_get::<String, _>(&r, "value")).transpose()
    }
}

/// Rows per INSERT statement: under both backends' parameter limits, and
/// small enough that SQLite's by-name parameter lookup (linear in the
/// statement's parameters) stays cheap.
const BATCH_ROWS: usize = 100;

/// Multi-row INSERT in batches.
pub(crate) async fn insert(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    table: &str,
    columns: &[&str],
    rows: Vec<Vec<Arg>>,
) -> Result<(), sqlx::Error> {
    for chunk in rows.chunks(BATCH_ROWS) {
        let mut sql = Sql::new(&format!("INSERT INTO {table} ({}) VALUES ", columns.join(", ")));
        for (i, row) in chunk.iter().enumerate() {
            if i > 0 {
                sql.push(", ");
            }
            sql.bind_list(row.iter().cloned());
        }
        sql.query().execute(&mut **tx).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_numbered_in_order() {
        let mut sql = Sql::new("SELECT 1 WHERE a = ");
        sql.bind(1i64).push(" AND b IN ").bind_list(["x", "y"]).push(" AND c = ").bind(true);
        assert_eq!(sql.text, "SELECT 1 WHERE a = $1 AND b IN ($2, $3) AND c = $4");
        assert_eq!(sql.args, vec![Arg::Int(1), Arg::Text("x".into()), Arg::Text("y".into()), Arg::Int(1)]);
    }
}
