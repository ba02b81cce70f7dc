//! Users: one row per e-mail address, created when a one-time code is
//! verified (spec §4: no passwords).

use crate::error::AppResult;
use crate::storage::{Db, Sql};
use serde::Serialize;
use sqlx::any::AnyRow;
use sqlx::Row;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Role {
    Traveller,
    /// Staff: logged out on the public site (spec §4 Auth, §6).
    Admin,
}

#[derive(Debug, Clone)]
pub struct User {
    pub id: String,
    pub email: String,
    pub role: Role,
    pub marketing_consent: Option<bool>,
    pub privacy_version: i64,
    pub edition: String,
    pub picture_hue: u16,
    pub details: Details,
}

/// What checkout needs to know of the traveller (empty until given on the profile).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Details {
    pub first_name: String,
    pub last_name: String,
    /// Upper case, without separators (see `caravan_site::tax_code`).
    pub tax_code: String,
}

/// What the islands and `/api/session` see of a user.
#[derive(Debug, Serialize, utoipa::ToSchema, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(missing_as_null)]
pub struct UserView {
    pub id: String,
    pub email: String,
    pub picture_image: String,
    pub marketing_consent: Option<bool>,
}

impl User {
    pub fn view(&self) -> UserView {
        UserView {
            id: self.id.clone(),
            email: self.email.clone(),
            picture_image: self.picture_image(),
            marketing_consent: self.marketing_consent,
        }
    }

    /// A drawn avatar until people upload photos.
    pub fn picture_image(&self) -> String {
        format!("/images/avatar/{}.svg", self.picture_hue)
    }
}

const COLUMNS: &str = "id, email, role, marketing_consent, privacy_version, edition, first_name, last_name, tax_code";

fn from_row(row: &AnyRow) -> AppResult<User> {
    let id: String = row.try_get("id")?;
    // The hue comes from the id, so the same person keeps the same colour.
    let picture_hue = (id.bytes().fold(0u32, |h, b| h.wrapping_mul(31).wrapping_add(b as u32)) % 360) as u16;
    Ok(User {
        email: row.try_get("email")?,
        role: if row.try_get::<String, _>("role")? == "admin" { Role::Admin } else { Role::Traveller },
        marketing_consent: row.try_get::<Option<i64>, _>("marketing_consent")?.map(|v| v != 0),
        privacy_version: row.try_get("privacy_version")?,
        edition: row.try_get("edition")?,
        picture_hue,
        details: Details {
            first_name: row.try_get("first_name")?,
            last_name: row.try_get("last_name")?,
            tax_code: row.try_get("tax_code")?,
        },
        id,
    })
}

pub async fn find_by_email(db: &Db, email: &str) -> AppResult<Option<User>> {
    let mut sql = Sql::new(&format!("SELECT {COLUMNS} FROM users WHERE email = "));
    sql.bind(email);
    sql.query().fetch_optional(&db.pool).await?.as_ref().map(from_row).transpose()
}

pub async fn find(db: &Db, id: &str) -> AppResult<Option<User>> {
    let mut sql = Sql::new(&format!("SELECT {COLUMNS} FROM users WHERE id = "));
    sql.bind(id);
    sql.query().fetch_optional(&db.pool).await?.as_ref().map(from_row).transpose()
}

/// The account an outside provider's subject is linked to.
pub async fn find_by_identity(db: &Db, issuer: &str, subject: &str) -> AppResult<Option<User>> {
    let columns = COLUMNS.split(", ").map(|c| format!("u.{}", c.trim())).collect::<Vec<_>>().join(", ");
    let mut sql = Sql::new(&format!("SELECT {columns} FROM users u JOIN user_identities i ON i.user_id = u.id WHERE i.issuer = "));
    sql.bind(issuer).push(" AND i.subject = ").bind(subject);
    sql.query().fetch_optional(&db.pool).await?.as_ref().map(from_row).transpose()
}

/// Links an outside provider's subject to an account (once: a subject
/// already linked keeps its account).
pub async fn link_identity(db: &Db, issuer: &str, subject: &str, user_id: &str) -> AppResult<()> {
    let mut sql = Sql::new("INSERT INTO user_identities (issuer, subject, user_id, created_at) VALUES (");
    sql.bind(issuer)
        .push(", ")
        .bind(subject)
        .push(", ")
        .bind(user_id)
        .push(", ")
        .bind(super::secrets::now())
        .push(") ON CONFLICT (issuer, subject) DO NOTHING");
    sql.query().execute(&db.pool).await?;
    Ok(())
}

/// The user of `email`, created if new. Continuing after the code accepts
/// the privacy policy and terms (spec §5), so a new user starts on the
/// current version. Two concurrent verifications create one row.
pub async fn find_or_create(db: &Db, email: &str, consent: Option<bool>, edition: &str, privacy_version: i64) -> AppResult<User> {
    let mut sql = Sql::new("INSERT INTO users (id, email, role, marketing_consent, privacy_version, edition, created_at) VALUES (");
    sql.bind(uuid::Uuid::new_v4().to_string())
        .push(", ")
        .bind(email)
        .push(", 'traveller', ")
        .bind(consent.map_or(crate::storage::Arg::NullInt, |c| (c as i64).into()))
        .push(", ")
        .bind(privacy_version)
        .push(", ")
        .bind(edition)
        .push(", ")
        .bind(super::secrets::now())
        .push(") ON CONFLICT (email) DO NOTHING");
    sql.query().execute(&db.pool).await?;
    find_by_email(db, email).await?.ok_or_else(|| crate::error::AppError::Corrupt(format!("user {email} vanished after insert")))
}

pub async fn set_marketing_consent(db: &Db, id: &str, consent: bool) -> AppResult<()> {
    let mut sql = Sql::new("UPDATE users SET marketing_consent = ");
    sql.bind(consent as i64).push(" WHERE id = ").bind(id);
    sql.query().execute(&db.pool).await?;
    Ok(())
}

pub async fn set_details(db: &Db, id: &str, details: &Details) -> AppResult<()> {
    let mut sql = Sql::new("UPDATE users SET first_name = ");
    sql.bind(details.first_name.as_str()).push(", last_name = ").bind(details.last_name.as_str());
    sql.push(", tax_code = ").bind(details.tax_code.as_str()).push(" WHERE id = ").bind(id);
    sql.query().execute(&db.pool).await?;
    Ok(())
}

pub async fn accept_privacy(db: &Db, id: &str, version: i64) -> AppResult<()> {
    let mut sql = Sql::new("UPDATE users SET privacy_version = ");
    sql.bind(version).push(" WHERE id = ").bind(id);
    sql.query().execute(&db.pool).await?;
    Ok(())
}
