//! The demo's travellers and bookings (`demo_catalogue::bookings`), written
//! with the catalogue: every taken seat belongs to a booking on the built-in
//! desk, priced by its rules, so group figures come from bookings.

use super::{insert, Arg};
use chrono::NaiveDate;
use demo_catalogue::Catalogue;
use search_core::booking::{self as rules, Choice, Payment};
use sqlx::{Any, Transaction};

pub async fn write(tx: &mut Transaction<'_, Any>, catalogue: &Catalogue, seed: u64, today: NaiveDate) -> Result<(), sqlx::Error> {
    let (travellers, bookings) = demo_catalogue::bookings::bookings(catalogue, seed, today);
    let users = travellers
        .iter()
        .map(|t| {
            vec![
                t.id.as_str().into(),
                t.email.as_str().into(),
                "traveller".into(),
                0i64.into(),
                1i64.into(),
                "en-US".into(),
                0i64.into(),
                i64::from(t.birth_year).into(),
                (if t.female { "female" } else { "male" }).into(),
                t.shares_profile.into(),
                t.trips_before.into(),
            ]
        })
        .collect();
    let columns = [
        "id",
        "email",
        "role",
        "marketing_consent",
        "privacy_version",
        "edition",
        "created_at",
        "birth_year",
        "gender",
        "shares_group_profile",
        "trips_before",
    ];
    insert(tx, "users", &columns, users).await?;
    let mut rows: Vec<Vec<Arg>> = Vec::with_capacity(bookings.len());
    for b in &bookings {
        let tour = &catalogue.tours[b.tour];
        let traveller = &travellers[b.traveller];
        let Some(price) = tour.prices.iter().find(|p| p.currency == "EUR") else { continue };
        let payment = if rules::deposit_offered(tour.starting_date, today) { Payment::Deposit } else { Payment::Full };
        let choice = Choice { travellers: b.travellers, private_room: false, flexible: false, payment };
        let Ok(quote) = rules::quote(price.price, choice, tour.starting_date, today) else { continue };
        rows.push(vec![
            b.reference.as_str().into(),
            traveller.id.as_str().into(),
            traveller.email.as_str().into(),
            tour.id.as_str().into(),
            b.travellers.into(),
            false.into(),
            false.into(),
            payment.code().into(),
            "EUR".into(),
            quote.trips.into(),
            0i64.into(),
            quote.total.into(),
            quote.pay_now.into(),
            quote.balance_due.map(|d| d.to_string()).as_deref().into(),
            "booked".into(),
            0i64.into(),
            0i64.into(),
        ]);
    }
    let columns = [
        "reference",
        "traveller",
        "email",
        "tour_id",
        "travellers",
        "private_room",
        "flexible",
        "payment",
        "currency",
        "trips",
        "flexible_fee",
        "total",
        "paid",
        "balance_due",
        "status",
        "refunded",
        "created_at",
    ];
    insert(tx, "bookings", &columns, rows).await
}
