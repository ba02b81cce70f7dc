//! The departure calendar of a trip (spec §2 Tour calendar, §3 Calendar
//! month), drawn from search-core's calendar grid: of the months with
//! departures, the one shown and the next are in the page. Month links carry
//! `?month=` so navigation works without JavaScript; the layout script
//! switches to the next month in place and lets the others load.

use crate::model::TourRow;
use crate::text::fmt_month;
use crate::view_params::with_params;
use crate::{ctx, t};
use chrono::NaiveDate;
use leptos::prelude::*;
use search_core::calendar::{calendar_months, CalendarMonth, CalendarTour};
use search_core::date::{month_start, parse_iso, year_month};
use search_core::period::WeekStart;

/// At most this many months can be reached (spec §9: 18 in filter mode).
const MAX_MONTHS: usize = search_core::calendar::FILTER_MODE_MONTHS;
/// Months in the page at once: the one shown and the next.
const RENDERED_MONTHS: usize = search_core::calendar::DEFAULT_MONTHS;

fn month_date(label: &str) -> Option<chrono::NaiveDate> {
    parse_iso(&format!("{label}-01"))
}

fn weekday_names(week_start: WeekStart) -> Vec<String> {
    // Fluent keys weekday-1 (Monday) … weekday-7 (Sunday).
    let order: [u32; 7] = match week_start {
        WeekStart::Sunday => [7, 1, 2, 3, 4, 5, 6],
        WeekStart::Monday => [1, 2, 3, 4, 5, 6, 7],
    };
    order.iter().map(|d| t(&format!("weekday-short-{d}"))).collect()
}

fn month_view(month: CalendarMonth, hidden: bool, prev: Option<String>, next: Option<String>, rows: &[TourRow]) -> impl IntoView {
    let c = ctx();
    let label = month.label.clone();
    let heading = month_date(&label).map(fmt_month).unwrap_or_else(|| label.clone());
    let week_start = c.edition.week_start();
    let nav = |target: Option<String>, text: String, rel: &'static str| {
        target.map(|m| {
            let href = format!("{}#calendar", with_params(&c.path, &[("month", Some(&m))]));
            view! {
                <a class=format!("calendar-month__nav calendar-month__nav--{rel}") href=href data-calendar-nav=m data-track="calendar_month">
                    {text}
                </a>
            }
        })
    };
    let starting_href = |id: &str, date: &str| {
        rows.iter()
            .find(|r| r.id == id && search_core::date::iso(r.starting_date) == date)
            .map(|r| crate::components::tour_href(&r.travel_slug, &r.code))
    };
    view! {
        <div class="calendar-month" data-calendar-month=label.clone() hidden=hidden>
            <div class="calendar-month__head">
                {nav(prev, t("calendar-previous"), "prev")}
                <h3 id=format!("cal-{label}") tabindex="-1">{heading}</h3>
                {nav(next, t("calendar-next"), "next")}
            </div>
            <table class="calendar-grid">
                <thead>
                    <tr>{weekday_names(week_start).into_iter().map(|d| view! { <th scope="col">{d}</th> }).collect_view()}</tr>
                </thead>
                <tbody>
                    {month
                        .weeks
                        .into_iter()
                        .map(|week| {
                            view! {
                                <tr>
                                    {week
                                        .into_iter()
                                        .map(|cell| match cell {
                                            None => view! { <td class="calendar-day calendar-day--blank"></td> }.into_any(),
                                            Some(day) => {
                                                let status = day.status.map(|s| s.as_str().to_lowercase());
                                                // The departure that starts this day, not another one passing through it.
                                                let link = day.first_day.then(|| day.tours.iter().find_map(|id| starting_href(id, &day.date))).flatten();
                                                let class = format!(
                                                    "calendar-day{}{}",
                                                    status.as_ref().map(|s| format!(" calendar-day--{s}")).unwrap_or_default(),
                                                    if day.old { " calendar-day--old" } else { "" },
                                                );
                                                let title = day.status.map(|s| t(&format!("status-{}", s.as_str())));
                                                let number = day.day.to_string();
                                                let label = format!("{} · {}", day.date, title.clone().unwrap_or_default());
                                                view! {
                                                    <td class=class data-date=day.date.clone() title=title.clone()>
                                                        {match link {
                                                            Some(href) => {
                                                                view! {
                                                                    <a href=href aria-label=label>
                                                                        {number}
                                                                    </a>
                                                                }
                                                                    .into_any()
                                                            }
                                                            None => view! { <span>{number}</span> }.into_any(),
                                                        }}
                                                    </td>
                                                }
                                                    .into_any()
                                            }
                                        })
                                        .collect_view()}
                                </tr>
                            }
                        })
                        .collect_view()}
                </tbody>
            </table>
        </div>
    }
}

/// The calendar of `rows` (upcoming departures, by date). Shows the month of
/// `?month=` if it has departures, else the first month with one.
///
/// Drawn once for everyone who opens the same trip page (its path and query hold the month shown
/// and make its links), and kept with the departures it was drawn from (`rendered_item`): building
/// it was a tenth of a trip page's render.
pub fn departure_calendar(rows: &Vec<TourRow>) -> impl IntoView {
    let c = ctx();
    crate::render_cache::rendered_item(|parts| &parts.calendars, (&c.path, &c.view.month), rows, || calendar_view(rows).to_html())
}

fn calendar_view(rows: &[TourRow]) -> AnyView {
    let c = ctx();
    let (Some(first), Some(last)) = (rows.first().map(|r| r.starting_date), rows.iter().map(|r| r.starting_date).max()) else {
        return view! { <p class="empty">{t("no-dates")}</p> }.into_any();
    };
    let first_month = month_start(first, 0);
    let last_month = month_start(last, 0).min(month_start(first_month, MAX_MONTHS as i32 - 1));
    let tours: Vec<CalendarTour> = rows
        .iter()
        .map(|r| CalendarTour {
            id: r.id.clone(),
            date_from: search_core::date::iso(r.starting_date),
            date_to: search_core::date::iso(r.ending_date),
            status: r.status,
        })
        .collect();
    let week_start = c.edition.week_start();
    // The months a departure starts in, within reach: the calendar shows no other.
    let mut starts: Vec<NaiveDate> =
        rows.iter().map(|r| month_start(r.starting_date, 0)).filter(|m| (first_month..=last_month).contains(m)).collect();
    starts.sort_unstable();
    starts.dedup();
    let labels: Vec<String> = starts.iter().map(|m| year_month(*m)).collect();
    let shown = c.view.month.clone().filter(|m| labels.contains(m)).unwrap_or_else(|| labels[0].clone());
    // Spec §9: the page holds the month shown and the next (the default range); the links of
    // the others load them (`?month=`), so a trip page does not carry 18 months of grid. Only
    // those two grids are built (building all 18 to keep two was a tenth of a trip page's render).
    let shown_at = labels.iter().position(|l| *l == shown).unwrap_or(0);
    let months: Vec<(usize, CalendarMonth)> = (shown_at..(shown_at + RENDERED_MONTHS).min(starts.len()))
        .filter_map(|i| Some((i, calendar_months(c.today, starts[i], 1, week_start, &tours).pop()?)))
        .collect();
    view! {
        <div class="departure-calendar" data-calendar data-testid="departure-calendar">
            {months
                .into_iter()
                .map(|(i, month)| {
                    let hidden = month.label != shown;
                    let prev = i.checked_sub(1).map(|p| labels[p].clone());
                    let next = labels.get(i + 1).cloned();
                    month_view(month, hidden, prev, next, rows)
                })
                .collect_view()}
            <ul class="calendar-legend">
                {["ALMOST_FULL", "CONFIRMED", "ALMOST_CONFIRMED", "PLANNED", "WAITING_LIST", "SOLD_OUT"]
                    .into_iter()
                    .map(|s| {
                        view! {
                            <li>
                                <span class=format!("calendar-legend__dot calendar-day--{}", s.to_lowercase()) aria-hidden="true"></span>
                                {t(&format!("status-{s}"))}
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </div>
    }
    .into_any()
}
