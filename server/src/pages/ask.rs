//! The Ask page's data: the wish from `?q=`, read by the built-in parser
//! (the page is cached by its wish, so it answers the same every time; the
//! optional model serves `GET /api/ask`), searched and explained.

use crate::ask::{self, Reader};
use crate::catalogue::Snapshot;
use crate::http::Visit;
use caravan_site::islands::AskContext;
use caravan_site::model::{AskChip, AskResult, AskView};
use caravan_site::routes::RouteKey;
use caravan_site::view_params::ViewParams;
use search_core::Filters;

pub fn ask_view(snapshot: &Snapshot, visit: &Visit) -> AskView {
    let edition = visit.host.edition;
    let viewer = visit.viewer();
    let context = ask::context(edition, &viewer);
    let island = AskContext {
        language: if context.language == search_core::ask::Language::It { "it" } else { "en" }.to_string(),
        today: viewer.today.to_string(),
        week_start: serde_json::to_value(context.week_start).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default(),
        currency: viewer.currency.iso_code().to_string(),
    };
    let q = ViewParams::parse(&visit.query).q.unwrap_or_default();
    if q.is_empty() {
        return AskView { island, page: 1, last_page: 1, ..AskView::default() };
    }
    let page = search_core::parse_query(&visit.query).filters.page_or_default();
    let asked = ask::search(snapshot, &viewer, search_core::ask::parse(&q, &context), Reader::Builtin);
    let paging = Filters { page: Some(page), ..Filters::default() };
    let per_page = paging.per_page_or_default() as usize;
    let shown: Vec<_> = asked.hits.iter().skip((page.max(1) as usize - 1) * per_page).take(per_page).cloned().collect();
    let whys = asked.why(snapshot, &viewer, &shown);
    let labels: Vec<String> = asked.parse.chips.iter().map(|c| c.label.clone()).collect();
    let action = RouteKey::SearchAi.href(edition);
    let chips = asked
        .parse
        .chips
        .iter()
        .map(|chip| {
            let rest = search_core::ask::without_chip(&q, chip);
            let remove_href = if rest.is_empty() {
                action.to_string()
            } else {
                format!("{action}?{}", form_urlencoded::Serializer::new(String::new()).append_pair("q", &rest).finish())
            };
            AskChip { kind: chip.kind.code().to_string(), label: chip.label.clone(), words: chip.words.clone(), remove_href }
        })
        .collect();
    let results = shown
        .iter()
        .zip(whys)
        .map(|(hit, why)| AskResult {
            card: snapshot.card_of_hit(hit, &viewer),
            meets: why.meets.iter().filter_map(|&i| labels.get(i).cloned()).collect(),
            misses: why.misses.iter().filter_map(|&i| labels.get(i).cloned()).collect(),
        })
        .collect();
    let total = asked.hits.len() as i64;
    AskView {
        q,
        understood: asked.parse.understood,
        chips,
        relaxed: asked.relaxed.iter().filter_map(|r| serde_json::to_value(r).ok().and_then(|v| v.as_str().map(str::to_string))).collect(),
        results,
        page: i64::from(page),
        last_page: ((total + per_page as i64 - 1) / per_page as i64).max(1),
        total,
        failed: !asked.parse.understood && asked.hits.is_empty(),
        island,
    }
}
