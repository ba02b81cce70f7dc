//! What every alert mail says about a trip: its title in the subscriber's
//! language, its dates as their edition writes them, and the link to its
//! page on the site they used. Below `events`, `waitlist` and `questions`,
//! which all mail about trips.

use crate::error::AppResult;
use crate::storage::Sql;
use caravan_site::routes::Route;
use chrono::NaiveDate;
use sqlx::{Any, Row, Transaction};

/// The title of a travel in the language of an edition (English if missing).
pub async fn title(tx: &mut Transaction<'_, Any>, travel_id: i64, edition: &str) -> AppResult<String> {
    let lang = caravan_site::edition::by_code(edition).map_or("en", |e| e.language.code());
    let mut sql = Sql::new("SELECT lang, title FROM travel_texts WHERE travel_id = ");
    sql.bind(travel_id);
    let rows = sql.query().fetch_all(&mut **tx).await?;
    let pick = |want: &str| rows.iter().find(|r| r.try_get::<String, _>("lang").is_ok_and(|l| l == want));
    Ok(pick(lang).or_else(|| pick("en")).map(|r| r.try_get::<String, _>("title")).transpose()?.unwrap_or_default())
}

/// What an alert is about, as pages and mails name it: the trip's title, and for a departure its
/// date ("Iceland: northern lights, departing 12/03/2027"), so two alerts of one trip differ.
pub fn alert_subject(visit: &crate::http::Visit, title: &str, departure: Option<NaiveDate>) -> String {
    match departure {
        Some(date) => visit.t_args(
            "alert-subject-departure",
            &[("title", title.to_string().into()), ("date", date.format(visit.host.edition.date_format).to_string().into())],
        ),
        None => title.to_string(),
    }
}

/// An ISO date as the subscriber's edition writes dates (`30/11/2026` in Italy).
pub fn local_date(iso: &str, edition: &str) -> String {
    let format = caravan_site::edition::by_code(edition).map_or("%Y-%m-%d", |e| e.date_format);
    NaiveDate::parse_from_str(iso, "%Y-%m-%d").map(|d| d.format(format).to_string()).unwrap_or_else(|_| iso.to_string())
}

/// The page of a trip or departure on the site the subscriber used.
pub fn page_url(origin: &str, edition: &str, slug: &str, tour_code: Option<&str>) -> String {
    let edition = caravan_site::edition::by_code(edition).unwrap_or_else(caravan_site::edition::international);
    let route = match tour_code {
        Some(code) => Route::Tour { travel: slug.to_string(), tour: code.to_lowercase() },
        None => Route::Travel { travel: slug.to_string() },
    };
    format!("{origin}{}", route.path(edition).unwrap_or_default())
}

#[cfg(test)]
mod tests {
    #[test]
    fn mail_dates_follow_the_edition() {
        let it = caravan_site::edition::EDITIONS.iter().find(|e| e.fluent_locale() == "it-IT").unwrap().code();
        assert_eq!(super::local_date("2026-11-30", it), "30/11/2026");
        assert_eq!(super::local_date("not a date", it), "not a date");
    }
}
