//! The one-time code steps, shared by the JSON API (the group-info and
//! save-by-e-mail modal) and the identity provider's login pages: check the
//! address, send a code, verify it. Each step returns a localised refusal
//! the caller shows as JSON or on the page.

use super::codes::{self, Checked, CodeRequest, PendingSave};
use super::rate_limit::{self, Limit};
use super::users::{self, User};
use super::wishlist::{self, Item, WishKind};
use crate::error::{AppError, AppResult, ErrorCode};
use crate::http::{ClientAddr, Visit};
use crate::AppState;
use search_core::validation::normalize_email;

/// The address as stored, or 'Invalid email' (spec §5).
pub fn valid_email(visit: &Visit, raw: &str) -> AppResult<String> {
    let email = normalize_email(raw);
    // The rule the mailer itself applies: an address only the form accepted
    // gave a 503 (issues 17 and 23).
    if crate::mail::deliverable_address(&email).is_some() {
        Ok(email)
    } else {
        Err(AppError::refused(ErrorCode::InvalidEmail, visit.t("error-invalid-email")))
    }
}

/// Counts one event, or refuses with 429 and how long to wait.
pub async fn limit(state: &AppState, visit: &Visit, limit: Limit, key: &str) -> AppResult<()> {
    match rate_limit::hit(&state.db, limit, key, super::secrets::now()).await? {
        Ok(()) => Ok(()),
        Err(seconds) => {
            tracing::warn!(limit = limit.name, "rate limit reached");
            state.metrics.rate_limited(limit.name);
            Err(too_many(visit, seconds))
        }
    }
}

pub fn too_many(visit: &Visit, seconds: i64) -> AppError {
    AppError::refused(ErrorCode::RateLimited, visit.t_args("error-rate-limited", &[("seconds", seconds.into())]))
        .with(|e| e.retry_after_seconds = Some(seconds))
}

/// Step 1: is this address a user already? (step-2-new-user or -existing-user)
pub async fn lookup(state: &AppState, visit: &Visit, client: &ClientAddr, raw_email: &str) -> AppResult<(String, Option<User>)> {
    let email = valid_email(visit, raw_email)?;
    count_lookup(state, visit, client, &email).await?;
    let user = users::find_by_email(&state.db, &email).await?;
    Ok((email, user))
}

/// Counts one answer that tells a known address from a new one.
async fn count_lookup(state: &AppState, visit: &Visit, client: &ClientAddr, email: &str) -> AppResult<()> {
    limit(state, visit, rate_limit::LOOKUPS_PER_CLIENT, &client.0).await?;
    limit(state, visit, rate_limit::LOOKUPS_PER_EMAIL, email).await
}

/// A pending save must name something in the catalogue.
pub fn check_save(state: &AppState, visit: &Visit, kind: WishKind, id: &str) -> AppResult<Item> {
    let snapshot = state.catalogue.snapshot();
    let found = match kind {
        WishKind::Travel => {
            id.parse::<i64>().ok().and_then(|n| snapshot.travel_by_id(n)).map(|t| Item { kind, id: t.id.to_string(), travel_id: t.id })
        }
        WishKind::Tour => snapshot.tour_by_id(id).map(|t| Item { kind, id: t.id.clone(), travel_id: snapshot.travels[t.travel].id }),
    };
    found.ok_or_else(|| AppError::refused(ErrorCode::NotFound, visit.t("error-item-not-found")))
}

/// Step 2: sends a code. New users must have chosen about marketing
/// (spec §4 group-info modal); limits per address and per client apply.
pub async fn send_code(
    state: &AppState,
    visit: &Visit,
    client: &ClientAddr,
    raw_email: &str,
    marketing_consent: Option<bool>,
    save: Option<(WishKind, String)>,
    purpose: crate::mail::CodeFor,
) -> AppResult<()> {
    let email = valid_email(visit, raw_email)?;
    let known = users::find_by_email(&state.db, &email).await?.is_some();
    if !known && marketing_consent.is_none() {
        // This refusal tells that the address is new: it counts as a lookup.
        count_lookup(state, visit, client, &email).await?;
        return Err(AppError::refused(ErrorCode::ConsentRequired, visit.t("error-consent-required")));
    }
    let pending = match save {
        Some((kind, id)) => Some(check_save(state, visit, kind, &id)?).map(|item| PendingSave { kind: item.kind, id: item.id }),
        None => None,
    };
    // The countdown first: a too-early resend uses up no allowance.
    if let Some(seconds) = codes::wait_before_resend(&state.db, &email).await? {
        return Err(too_many(visit, seconds));
    }
    limit(state, visit, rate_limit::CODES_PER_CLIENT, &client.0).await?;
    limit(state, visit, rate_limit::CODES_PER_EMAIL, &email).await?;
    // Then claimed, not just read, once the code will go out: of simultaneous
    // requests for one address, one sends a code.
    limit(state, visit, rate_limit::RESEND_COUNTDOWN, &email).await?;
    let request = CodeRequest {
        marketing_consent: if known { None } else { marketing_consent },
        edition: visit.host.edition.fluent_locale().to_string(),
        pending,
    };
    let code = codes::issue(&state.db, &email, &request).await?;
    let mail = crate::mail::code_mail(visit.host.edition.fluent_locale(), &email, &code, purpose);
    if let Err(error) = state.mailer.send(mail).await {
        tracing::error!(%error, "one-time code mail not sent");
        codes::forget(&state.db, &email).await?;
        // No code went out: the visitor may try again at once.
        rate_limit::release(&state.db, rate_limit::RESEND_COUNTDOWN, &email).await?;
        return Err(AppError::refused(ErrorCode::MailFailed, visit.t("error-mail-failed")));
    }
    Ok(())
}

/// What a verified code gives: the user, and the save it carried (stored).
pub struct Verified {
    pub user: User,
    pub saved: Option<Item>,
}

/// Step 3: checks the code; on success the user exists (created if new,
/// which accepts the current privacy policy and terms) and a pending save
/// is stored.
pub async fn verify(state: &AppState, visit: &Visit, client: &ClientAddr, raw_email: &str, code: &str) -> AppResult<Verified> {
    let email = valid_email(visit, raw_email)?;
    limit(state, visit, rate_limit::CHECKS_PER_CLIENT, &client.0).await?;
    let request = match codes::check(&state.db, &email, code).await? {
        Checked::Right(request) => {
            // The code is used up: a new one may be asked at once (to log in again).
            rate_limit::release(&state.db, rate_limit::RESEND_COUNTDOWN, &email).await?;
            request
        }
        Checked::Wrong { remaining_tries } => {
            return Err(
                AppError::refused(ErrorCode::WrongCode, visit.t("error-wrong-code")).with(|e| e.remaining_tries = Some(remaining_tries))
            )
        }
        Checked::Expired => return Err(AppError::refused(ErrorCode::CodeExpired, visit.t("error-code-expired"))),
        Checked::TooManyTries => return Err(AppError::refused(ErrorCode::TooManyTries, visit.t("error-too-many-tries"))),
        Checked::Missing => return Err(AppError::refused(ErrorCode::CodeMissing, visit.t("error-code-missing"))),
    };
    let user =
        users::find_or_create(&state.db, &email, request.marketing_consent, &request.edition, state.config.privacy_policy_version).await?;
    let saved = match request.pending {
        // The catalogue may have changed since the code was sent: save only what still exists.
        Some(pending) => match check_save(state, visit, pending.kind, &pending.id) {
            Ok(item) => {
                wishlist::save(&state.db, &user.id, &item).await?;
                Some(item)
            }
            Err(_) => None,
        },
        None => None,
    };
    Ok(Verified { user, saved })
}
