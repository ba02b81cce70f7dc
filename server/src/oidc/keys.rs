//! The built-in provider's signing keys: ES256 (P-256) pairs made by
//! `ring`, kept in the database so every instance signs with the same key,
//! and published as a JWKS. The newest key signs; `caravan keys rotate`
//! adds a new one, and a replaced key stays published for an id_token's
//! lifetime so tokens it signed still verify.

use crate::error::{AppError, AppResult};
use crate::storage::{Db, Sql};
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use base64::Engine;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey};
use ring::rand::SystemRandom;
use ring::signature::{EcdsaKeyPair, KeyPair, ECDSA_P256_SHA256_FIXED_SIGNING};
use serde_json::{json, Value};
use sqlx::Row;

/// How long an id_token is valid, and so how long a replaced key is published.
pub const ID_TOKEN_LIFETIME_SECS: i64 = 3600;
pub const ALGORITHM: Algorithm = Algorithm::ES256;
const ID_TOKEN_LIFETIME_US: i64 = ID_TOKEN_LIFETIME_SECS * 1_000_000;

/// Keys are ordered by when they were made, in microseconds: a rotation in
/// the same second as the previous key must still make the newest sign.
fn now_us() -> i64 {
    chrono::Utc::now().timestamp_micros()
}

/// One stored key pair.
pub struct StoredKey {
    pub kid: String,
    private_pkcs8: String,
    x: String,
    y: String,
    /// Microseconds since the epoch.
    created_at: i64,
}

impl StoredKey {
    pub fn encoding(&self) -> AppResult<EncodingKey> {
        let der = STANDARD.decode(&self.private_pkcs8).map_err(|e| AppError::Corrupt(format!("signing key unreadable: {e}")))?;
        Ok(EncodingKey::from_ec_der(&der))
    }

    pub fn decoding(&self) -> AppResult<DecodingKey> {
        DecodingKey::from_ec_components(&self.x, &self.y).map_err(|e| AppError::Corrupt(format!("public key unreadable: {e}")))
    }

    fn jwk(&self) -> Value {
        json!({ "kty": "EC", "crv": "P-256", "x": self.x, "y": self.y, "kid": self.kid, "use": "sig", "alg": "ES256" })
    }
}

fn generate() -> AppResult<StoredKey> {
    let rng = SystemRandom::new();
    let failed = |what: &str| AppError::Corrupt(format!("key generation failed: {what}"));
    let pkcs8 = EcdsaKeyPair::generate_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, &rng).map_err(|_| failed("generate"))?;
    let pair = EcdsaKeyPair::from_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, pkcs8.as_ref(), &rng).map_err(|_| failed("parse"))?;
    // An uncompressed P-256 point: 0x04, then 32 bytes of x and 32 of y.
    let point = pair.public_key().as_ref();
    if point.len() != 65 || point[0] != 4 {
        return Err(failed("unexpected public key form"));
    }
    let (x, y) = (URL_SAFE_NO_PAD.encode(&point[1..33]), URL_SAFE_NO_PAD.encode(&point[33..]));
    // The key id is a hash of the public key, so it names exactly this key.
    let kid = crate::accounts::secrets::hash(&format!("{x}.{y}"))[..16].to_string();
    Ok(StoredKey { kid, private_pkcs8: STANDARD.encode(pkcs8.as_ref()), x, y, created_at: now_us() })
}

async fn insert(db: &Db, key: &StoredKey) -> AppResult<()> {
    let mut sql = Sql::new("INSERT INTO oidc_keys (kid, private_pkcs8, public_x, public_y, created_at) VALUES (");
    sql.bind(key.kid.as_str())
        .push(", ")
        .bind(key.private_pkcs8.as_str())
        .push(", ")
        .bind(key.x.as_str())
        .push(", ")
        .bind(key.y.as_str())
        .push(", ")
        .bind(key.created_at)
        .push(")");
    sql.query().execute(&db.pool).await?;
    Ok(())
}

/// Every stored key, newest first.
async fn all(db: &Db) -> AppResult<Vec<StoredKey>> {
    let rows = Sql::new("SELECT kid, private_pkcs8, public_x, public_y, created_at FROM oidc_keys ORDER BY created_at DESC, kid")
        .query()
        .fetch_all(&db.pool)
        .await?;
    rows.iter()
        .map(|row| {
            Ok(StoredKey {
                kid: row.try_get("kid")?,
                private_pkcs8: row.try_get("private_pkcs8")?,
                x: row.try_get("public_x")?,
                y: row.try_get("public_y")?,
                created_at: row.try_get("created_at")?,
            })
        })
        .collect()
}

/// How many of `keys` (newest first) a relying party may meet: the newest,
/// and each older one until an id_token's lifetime after its successor took over.
fn published_len(keys: &[StoredKey], at_us: i64) -> usize {
    let retired = keys.windows(2).position(|pair| pair[0].created_at <= at_us - ID_TOKEN_LIFETIME_US);
    retired.map_or(keys.len(), |i| i + 1)
}

/// The published keys, newest first (making the first one if there is none).
async fn published(db: &Db) -> AppResult<Vec<StoredKey>> {
    let mut keys = all(db).await?;
    if keys.is_empty() {
        signing_key(db).await?;
        keys = all(db).await?;
    }
    keys.truncate(published_len(&keys, now_us()));
    Ok(keys)
}

/// The key that signs now; the first call on an empty database makes one.
pub async fn signing_key(db: &Db) -> AppResult<StoredKey> {
    if let Some(key) = all(db).await?.into_iter().next() {
        return Ok(key);
    }
    let key = generate()?;
    insert(db, &key).await?;
    // Two instances starting at once may both have made one: the newest signs.
    all(db).await?.into_iter().next().ok_or_else(|| AppError::Corrupt("no signing key".into()))
}

/// The published key with this id (verifying an `id_token_hint`).
pub async fn published_key(db: &Db, kid: &str) -> AppResult<Option<StoredKey>> {
    Ok(published(db).await?.into_iter().find(|k| k.kid == kid))
}

/// `{ "keys": [...] }` for `jwks_uri`.
pub async fn jwks(db: &Db) -> AppResult<Value> {
    let keys: Vec<Value> = published(db).await?.iter().map(StoredKey::jwk).collect();
    Ok(json!({ "keys": keys }))
}

/// `caravan keys rotate`: a new signing key; keys no longer published are
/// deleted. Returns the new key id.
pub async fn rotate(db: &Db) -> AppResult<String> {
    let key = generate()?;
    insert(db, &key).await?;
    let keys = all(db).await?;
    for old in &keys[published_len(&keys, now_us())..] {
        let mut sql = Sql::new("DELETE FROM oidc_keys WHERE kid = ");
        sql.bind(old.kid.as_str());
        sql.query().execute(&db.pool).await?;
    }
    Ok(key.kid)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(kid: &str, created_at: i64) -> StoredKey {
        StoredKey { kid: kid.into(), private_pkcs8: String::new(), x: String::new(), y: String::new(), created_at }
    }

    #[test]
    fn a_replaced_key_stays_published_for_one_token_lifetime() {
        let second = 1_000_000;
        let at = 100_000 * second;
        let kids = |keys: Vec<StoredKey>| keys[..published_len(&keys, at)].iter().map(|k| k.kid.clone()).collect::<Vec<_>>();
        // Rotated a minute ago: the old key still verifies tokens it signed.
        assert_eq!(kids(vec![key("new", at - 60 * second), key("old", at - 90_000 * second)]), ["new", "old"]);
        // Rotated over an hour ago: every token the old key signed has expired.
        assert_eq!(kids(vec![key("new", at - ID_TOKEN_LIFETIME_US - 1), key("old", at - 90_000 * second)]), ["new"]);
        // Rotations in one second: microseconds keep them in order.
        assert_eq!(kids(vec![key("c", at - 10), key("b", at - 20), key("a", at - 30)]), ["c", "b", "a"]);
        assert!(kids(Vec::new()).is_empty());
    }

    #[test]
    fn generated_keys_sign_and_verify() {
        let key = generate().unwrap();
        let claims = json!({ "sub": "u1", "exp": crate::accounts::secrets::now() + 60 });
        let header = jsonwebtoken::Header { kid: Some(key.kid.clone()), ..jsonwebtoken::Header::new(ALGORITHM) };
        let token = jsonwebtoken::encode(&header, &claims, &key.encoding().unwrap()).unwrap();
        let mut validation = jsonwebtoken::Validation::new(ALGORITHM);
        validation.required_spec_claims.clear();
        let read = jsonwebtoken::decode::<Value>(&token, &key.decoding().unwrap(), &validation).unwrap();
        assert_eq!(read.claims["sub"], "u1");
        let other = generate().unwrap();
        assert!(jsonwebtoken::decode::<Value>(&token, &other.decoding().unwrap(), &validation).is_err(), "another key does not verify it");
    }
}
