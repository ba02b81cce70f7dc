//! The built-in booking desk: bookings in the site's own database.
//!
//! A booking takes its seats with one conditional statement (`UPDATE tours
//! SET free_seats = free_seats - n … WHERE free_seats >= n`) in the
//! transaction that writes it, so two travellers taking the last seat at
//! once, on one instance or several, never both get it: SQLite serialises
//! writers, PostgreSQL re-checks the condition on the locked row. The
//! departure's status then follows its seats (`search_core::booking::
//! status_for_seats`, the rules of `docs/bookings.md`), and the change goes
//! through the catalogue's events (confirmation alerts, the waitlist's held
//! seat) and a new catalogue version, in the same transaction.

use super::{Booking, BookingRequest, Bookings, BookingsFuture, Invalid, Refusal, Traveller};
use crate::alerts::events::{self, AlertReport, TourBefore, TourChange, TourNow, Watched};
use crate::clock::Clock;
use crate::error::{AppError, AppResult};
use crate::storage::bump_version;
use crate::storage::{Arg, Db, Sql};
use chrono::NaiveDate;
use search_core::booking::{self as rules, Choice, Payment, QuoteError};
use search_core::{Currency, TourStatus};
use sqlx::{Any, Row, Transaction};
use std::collections::BTreeSet;

pub struct Desk {
    db: Db,
    clock: Clock,
    /// How long a seat freed by a cancellation is held for the waitlist.
    hold_secs: i64,
}

/// A departure as the desk reads it inside its transaction.
struct Departure {
    id: String,
    code: String,
    travel_id: i64,
    slug: String,
    starting_date: NaiveDate,
    status: TourStatus,
    free_seats: i64,
    promo: Option<(String, NaiveDate)>,
    private_room_offered: bool,
}

const BOOKING_COLUMNS: &str = "b.reference, b.tour_id, t.code, t.travel_id, t.starting_date, t.ending_date, b.travellers, b.private_room, \
    b.flexible, b.payment, b.promo_code, b.status, b.currency, b.trips, b.flexible_fee, b.total, b.paid, b.balance_due, b.refunded";

impl Desk {
    pub fn new(db: Db, clock: Clock, hold_secs: i64) -> Desk {
        Desk { db, clock, hold_secs }
    }

    async fn departure(tx: &mut Transaction<'_, Any>, tour_id: &str) -> AppResult<Option<Departure>> {
        let mut sql = Sql::new(
            "SELECT t.id, t.code, t.travel_id, v.slug, t.starting_date, t.status, t.free_seats, \
             t.promo_code, t.promo_expires, v.no_sharing_room FROM tours t JOIN travels v ON v.id = t.travel_id WHERE t.id = ",
        );
        sql.bind(tour_id);
        let Some(row) = sql.query().fetch_optional(&mut **tx).await? else { return Ok(None) };
        let date = |column: &str| -> AppResult<NaiveDate> {
            let text: String = row.try_get(column)?;
            text.parse().map_err(|_| AppError::Corrupt(format!("tours.{column} = {text:?}")))
        };
        let promo = match (row.try_get::<Option<String>, _>("promo_code")?, row.try_get::<Option<String>, _>("promo_expires")?) {
            (Some(code), Some(expires)) => expires.parse().ok().map(|day| (code, day)),
            _ => None,
        };
        Ok(Some(Departure {
            id: row.try_get("id")?,
            code: row.try_get("code")?,
            travel_id: row.try_get("travel_id")?,
            slug: row.try_get("slug")?,
            starting_date: date("starting_date")?,
            status: TourStatus::parse(&row.try_get::<String, _>("status")?).unwrap_or(TourStatus::Planned),
            free_seats: row.try_get("free_seats")?,
            promo,
            private_room_offered: row.try_get::<i64, _>("no_sharing_room")? != 0,
        }))
    }

    async fn price(tx: &mut Transaction<'_, Any>, tour_id: &str, currency: Currency) -> AppResult<Option<i64>> {
        let mut sql = Sql::new("SELECT price FROM tour_prices WHERE tour_id = ");
        sql.bind(tour_id).push(" AND currency = ").bind(currency.iso_code());
        Ok(sql.query().fetch_optional(&mut **tx).await?.map(|r| r.try_get("price")).transpose()?)
    }

    async fn by_reference(tx: &mut Transaction<'_, Any>, traveller: &str, reference: &str) -> AppResult<Option<StoredBooking>> {
        let mut sql = Sql::new(&format!("SELECT {BOOKING_COLUMNS} FROM bookings b JOIN tours t ON t.id = b.tour_id WHERE b.traveller = "));
        sql.bind(traveller).push(" AND b.reference = ").bind(reference);
        sql.query().fetch_optional(&mut **tx).await?.map(|row| StoredBooking::from_row(&row)).transpose()
    }

    async fn by_key(tx: &mut Transaction<'_, Any>, traveller: &str, key: &str) -> AppResult<Option<StoredBooking>> {
        let mut sql = Sql::new(&format!("SELECT {BOOKING_COLUMNS} FROM bookings b JOIN tours t ON t.id = b.tour_id WHERE b.traveller = "));
        sql.bind(traveller).push(" AND b.idempotency_key = ").bind(key);
        sql.query().fetch_optional(&mut **tx).await?.map(|row| StoredBooking::from_row(&row)).transpose()
    }

    /// Sets the departure's status from its seats as they now are, then
    /// queues what the move means (alerts, the waitlist) and bumps the
    /// catalogue version, all in `tx`.
    async fn move_seats(&self, tx: &mut Transaction<'static, Any>, d: &Departure, seats: Seats) -> AppResult<()> {
        let Seats { free, to_confirm, status: before_status, free_before } = seats;
        // WAITING_LIST is the operator's; every other status follows the seats.
        let status = if before_status == TourStatus::WaitingList { before_status } else { rules::status_for_seats(free, to_confirm) };
        let mut sql = Sql::new("UPDATE tours SET status = ");
        sql.bind(status.as_str()).push(" WHERE id = ").bind(d.id.as_str());
        sql.query().execute(&mut **tx).await?;
        let before = TourBefore { id: d.id.clone(), created: false, status: Some(before_status), free_seats: free_before };
        let now = TourNow {
            travel_id: d.travel_id,
            slug: d.slug.clone(),
            code: d.code.clone(),
            status: Some(status),
            free_seats: free,
            starting_date: d.starting_date.to_string(),
        };
        let watched = Watched::read(tx).await?;
        let change = TourChange { before: &before, now: &now, prices_given: false };
        let mut report = AlertReport::default();
        events::after_tour(tx, &change, &watched, &BTreeSet::new(), self.clock.today(), self.hold_secs, &mut report).await?;
        bump_version(tx, self.db.backend).await?;
        Ok(())
    }

    async fn book_now(&self, who: &Traveller, request: &BookingRequest, key: Option<&str>) -> Result<(Booking, bool), Refusal> {
        let today = self.clock.today();
        let choice = Choice {
            travellers: request.travellers,
            private_room: request.private_room,
            flexible: request.flexible_cancellation,
            payment: request.payment,
        };
        if !(1..=rules::MAX_TRAVELLERS).contains(&choice.travellers) {
            return Err(Refusal::Invalid(Invalid::Travellers));
        }
        let mut tx = self.db.begin_write().await.map_err(|e| unavailable(e.into()))?;
        if let Some(key) = key {
            if let Some(made) = Self::by_key(&mut tx, &who.id, key).await.map_err(unavailable)? {
                return Ok((made.booking(today), false));
            }
        }
        let d = Self::departure(&mut tx, &request.tour_id).await.map_err(unavailable)?.ok_or(Refusal::NotFound)?;
        if d.starting_date <= today {
            return Err(Refusal::Departed);
        }
        if d.status == TourStatus::WaitingList {
            return Err(Refusal::OnRequest);
        }
        if d.free_seats == 0 {
            return Err(Refusal::SoldOut);
        }
        if choice.private_room && !d.private_room_offered {
            return Err(Refusal::Invalid(Invalid::PrivateRoom));
        }
        let promo_code = match request.promo_code.as_deref().map(str::trim).filter(|c| !c.is_empty()) {
            None => None,
            Some(code) => match &d.promo {
                Some((valid, expires)) if valid.eq_ignore_ascii_case(code) => {
                    if today > *expires {
                        return Err(Refusal::Invalid(Invalid::PromoExpired));
                    }
                    Some(valid.clone())
                }
                _ => return Err(Refusal::Invalid(Invalid::PromoUnknown)),
            },
        };
        let currency = request.currency.unwrap_or(Currency::EUR);
        let price = Self::price(&mut tx, &d.id, currency).await.map_err(unavailable)?.ok_or(Refusal::Invalid(Invalid::Currency))?;
        let quote = rules::quote(price, choice, d.starting_date, today).map_err(|e| match e {
            QuoteError::Travellers => Refusal::Invalid(Invalid::Travellers),
            QuoteError::DepositClosed => Refusal::Invalid(Invalid::DepositClosed),
        })?;
        // The seats, taken only if they are there.
        let n = choice.travellers;
        let mut take = Sql::new("UPDATE tours SET free_seats = free_seats - ");
        take.bind(n)
            .push(", seats_to_confirm = CASE WHEN seats_to_confirm > ")
            .bind(n)
            .push(" THEN seats_to_confirm - ")
            .bind(n)
            .push(" ELSE 0 END WHERE id = ")
            .bind(d.id.as_str())
            .push(" AND free_seats >= ")
            .bind(n)
            .push(RETURNING_SEATS);
        let Some(row) = take.query().fetch_optional(&mut *tx).await.map_err(|e| unavailable(e.into()))? else {
            // Taken meanwhile (PostgreSQL re-checked the condition on the locked row): say what is left now.
            let free = Self::departure(&mut tx, &d.id).await.map_err(unavailable)?.map_or(0, |now| now.free_seats);
            return Err(if free == 0 { Refusal::SoldOut } else { Refusal::NotEnoughSeats { free } });
        };
        // The row as it is now, other bookings' changes included: the status follows from it.
        let seats = Seats::after(&row, n).map_err(unavailable)?;
        let reference = new_reference();
        let mut insert = Sql::new(
            "INSERT INTO bookings (reference, traveller, email, tour_id, travellers, private_room, flexible, payment, promo_code, \
             currency, trips, flexible_fee, total, paid, balance_due, status, refunded, idempotency_key, created_at) VALUES ",
        );
        insert.bind_list::<Arg>([
            reference.as_str().into(),
            who.id.as_str().into(),
            who.email.as_str().into(),
            d.id.as_str().into(),
            n.into(),
            choice.private_room.into(),
            choice.flexible.into(),
            choice.payment.code().into(),
            promo_code.as_deref().into(),
            currency.iso_code().into(),
            quote.trips.into(),
            quote.flexible.into(),
            quote.total.into(),
            quote.pay_now.into(),
            quote.balance_due.map(|d| d.to_string()).as_deref().into(),
            "booked".into(),
            0i64.into(),
            key.into(),
            crate::accounts::secrets::now().into(),
        ]);
        insert.query().execute(&mut *tx).await.map_err(|e| unavailable(e.into()))?;
        self.move_seats(&mut tx, &d, seats).await.map_err(unavailable)?;
        let made = Self::by_reference(&mut tx, &who.id, &reference).await.map_err(unavailable)?.ok_or(Refusal::NotFound)?;
        tx.commit().await.map_err(|e| unavailable(e.into()))?;
        tracing::info!(reference, tour = d.code, travellers = n, "booked");
        Ok((made.booking(today), true))
    }

    async fn cancel_now(&self, who: &Traveller, reference: &str) -> Result<Booking, Refusal> {
        let today = self.clock.today();
        let mut tx = self.db.begin_write().await.map_err(|e| unavailable(e.into()))?;
        let stored = Self::by_reference(&mut tx, &who.id, reference).await.map_err(unavailable)?.ok_or(Refusal::NotFound)?;
        if stored.status == "cancelled" {
            return Err(Refusal::AlreadyCancelled);
        }
        let d = Self::departure(&mut tx, &stored.booking.tour_id).await.map_err(unavailable)?.ok_or(Refusal::NotFound)?;
        if d.starting_date <= today {
            return Err(Refusal::Departed);
        }
        let refund = stored.refund(today);
        let mut cancel = Sql::new("UPDATE bookings SET status = 'cancelled', refunded = ");
        cancel.bind(refund).push(", cancelled_at = ").bind(crate::accounts::secrets::now());
        cancel.push(" WHERE reference = ").bind(reference).push(" AND status = 'booked'");
        if cancel.query().execute(&mut *tx).await.map_err(|e| unavailable(e.into()))?.rows_affected() == 0 {
            return Err(Refusal::AlreadyCancelled);
        }
        // The seats come back; a departure not yet confirmed needs them again,
        // a confirmed one stays confirmed (its guarantee is not withdrawn).
        let n = stored.booking.travellers;
        let mut give = Sql::new("UPDATE tours SET free_seats = CASE WHEN free_seats + ");
        give.bind(n)
            .push(" > ")
            .bind(rules::GROUP_SEATS)
            .push(" THEN ")
            .bind(rules::GROUP_SEATS)
            .push(" ELSE free_seats + ")
            .bind(n)
            .push(" END, seats_to_confirm = CASE WHEN seats_to_confirm > 0 THEN seats_to_confirm + ")
            .bind(n)
            .push(" ELSE 0 END WHERE id = ")
            .bind(d.id.as_str())
            .push(RETURNING_SEATS);
        let row = give.query().fetch_one(&mut *tx).await.map_err(|e| unavailable(e.into()))?;
        let seats = Seats::after(&row, -n).map_err(unavailable)?;
        self.move_seats(&mut tx, &d, seats).await.map_err(unavailable)?;
        let cancelled = Self::by_reference(&mut tx, &who.id, reference).await.map_err(unavailable)?.ok_or(Refusal::NotFound)?;
        tx.commit().await.map_err(|e| unavailable(e.into()))?;
        tracing::info!(reference, tour = d.code, refund, "booking cancelled");
        Ok(cancelled.booking(today))
    }

    async fn list(&self, who: &Traveller) -> Result<Vec<Booking>, Refusal> {
        let today = self.clock.today();
        let mut sql = Sql::new(&format!("SELECT {BOOKING_COLUMNS} FROM bookings b JOIN tours t ON t.id = b.tour_id WHERE b.traveller = "));
        sql.bind(who.id.as_str()).push(" ORDER BY b.created_at DESC, b.reference");
        let rows = sql.query().fetch_all(&self.db.pool).await.map_err(|e| unavailable(e.into()))?;
        rows.iter().map(|row| StoredBooking::from_row(row).map(|b| b.booking(today))).collect::<AppResult<_>>().map_err(unavailable)
    }
}

/// The seats' columns a seat move answers with.
const RETURNING_SEATS: &str = " RETURNING free_seats, seats_to_confirm, status";

/// A departure's seats right after a move, and its status and free seats before it.
struct Seats {
    free: i64,
    to_confirm: i64,
    status: TourStatus,
    free_before: i64,
}

impl Seats {
    /// From the moved row; `taken` seats were taken (negative: given back).
    fn after(row: &sqlx::any::AnyRow, taken: i64) -> AppResult<Seats> {
        let free: i64 = row.try_get("free_seats")?;
        Ok(Seats {
            free,
            to_confirm: row.try_get("seats_to_confirm")?,
            status: TourStatus::parse(&row.try_get::<String, _>("status")?).unwrap_or(TourStatus::Planned),
            free_before: (free + taken).clamp(0, rules::GROUP_SEATS),
        })
    }
}

/// A booking row, with what its refund needs.
struct StoredBooking {
    booking: Booking,
    status: String,
    trips: i64,
    flexible_fee: i64,
}

impl StoredBooking {
    fn from_row(row: &sqlx::any::AnyRow) -> AppResult<StoredBooking> {
        let date = |text: String| text.parse::<NaiveDate>().map_err(|_| AppError::Corrupt(format!("booking date {text:?}")));
        let currency: String = row.try_get("currency")?;
        let payment: String = row.try_get("payment")?;
        let status: String = row.try_get("status")?;
        let total: i64 = row.try_get("total")?;
        let paid: i64 = row.try_get("paid")?;
        let booking = Booking {
            reference: row.try_get("reference")?,
            tour_id: row.try_get("tour_id")?,
            tour_code: row.try_get("code")?,
            travel_id: row.try_get("travel_id")?,
            starting_date: date(row.try_get("starting_date")?)?,
            ending_date: date(row.try_get("ending_date")?)?,
            travellers: row.try_get("travellers")?,
            private_room: row.try_get::<i64, _>("private_room")? != 0,
            flexible_cancellation: row.try_get::<i64, _>("flexible")? != 0,
            payment: Payment::from_code(&payment).ok_or_else(|| AppError::Corrupt(format!("booking payment {payment:?}")))?,
            promo_code: row.try_get("promo_code")?,
            status: status.clone(),
            currency: Currency::parse(&currency).ok_or_else(|| AppError::Corrupt(format!("booking currency {currency:?}")))?,
            total,
            paid,
            balance: if status == "cancelled" { 0 } else { total - paid },
            balance_due_date: row.try_get::<Option<String>, _>("balance_due")?.map(date).transpose()?,
            refunded: row.try_get("refunded")?,
            refund_if_cancelled: None,
        };
        Ok(StoredBooking { booking, status, trips: row.try_get("trips")?, flexible_fee: row.try_get("flexible_fee")? })
    }

    fn refund(&self, today: NaiveDate) -> i64 {
        let flexible = self.booking.flexible_cancellation.then_some(self.flexible_fee);
        rules::refund(self.booking.paid, self.trips, flexible, self.booking.starting_date, today)
    }

    /// The contract's view on `today`: a booked, upcoming one says what cancelling would give back.
    fn booking(self, today: NaiveDate) -> Booking {
        let refund = (self.status == "booked" && self.booking.starting_date > today).then(|| self.refund(today));
        Booking { refund_if_cancelled: refund, ..self.booking }
    }
}

/// `CRV-` and 8 characters a traveller can read out on the phone (no 0/O, 1/I).
fn new_reference() -> String {
    const ALPHABET: &[u8] = rules::REFERENCE_ALPHABET;
    let bytes = uuid::Uuid::new_v4().into_bytes();
    let code: String = bytes[..8].iter().map(|b| ALPHABET[usize::from(*b) % ALPHABET.len()] as char).collect();
    format!("CRV-{code}")
}

fn unavailable(error: AppError) -> Refusal {
    tracing::error!(%error, "booking desk");
    Refusal::Unavailable(error.to_string())
}

impl Bookings for Desk {
    fn book<'a>(&'a self, who: &'a Traveller, request: &'a BookingRequest, key: Option<&'a str>) -> BookingsFuture<'a, (Booking, bool)> {
        Box::pin(async move {
            match (self.book_now(who, request, key).await, key) {
                // Two calls with one key at once on PostgreSQL: the second's insert met the
                // unique key of the first, which it answers.
                (Err(Refusal::Unavailable(error)), Some(key)) => {
                    let mut tx = self.db.begin_write().await.map_err(|e| unavailable(e.into()))?;
                    match Self::by_key(&mut tx, &who.id, key).await.map_err(unavailable)? {
                        Some(made) => Ok((made.booking(self.clock.today()), false)),
                        None => Err(Refusal::Unavailable(error)),
                    }
                }
                (answer, _) => answer,
            }
        })
    }

    fn of_traveller<'a>(&'a self, who: &'a Traveller) -> BookingsFuture<'a, Vec<Booking>> {
        Box::pin(self.list(who))
    }

    fn cancel<'a>(&'a self, who: &'a Traveller, reference: &'a str) -> BookingsFuture<'a, Booking> {
        Box::pin(self.cancel_now(who, reference))
    }

    fn describe(&self) -> String {
        "the built-in booking desk (this site's database)".into()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn references_are_readable_and_distinct() {
        let refs: std::collections::HashSet<String> = (0..1000).map(|_| super::new_reference()).collect();
        assert_eq!(refs.len(), 1000);
        assert!(refs.iter().all(|r| r.len() == 12 && r.starts_with("CRV-") && !r[4..].contains(['0', 'O', '1', 'I'])));
    }
}
