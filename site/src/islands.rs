//! The props of every React island: what a page puts in `data-props` for the
//! react-shell to mount (see `caravan_app::island`). They are the browser
//! contract's page half (the API payloads are the other): the TypeScript the
//! islands import is generated from these types (`server/src/contract.rs`).
//!
//! Fields typed by search-core name its wasm package's declarations
//! (`@caravan/search-core`), which the generated file imports.

use crate::page::ChatWidget;
use search_core::period::WeekStart;
use search_core::selection::{Place, SearchSelection};
use serde::Serialize;
use std::collections::BTreeMap;
use tsify::Tsify;

/// A set of island texts as a struct of strings, one field per label, and a
/// way to fill it from label names (`snake_case` field names, `r#` removed);
/// after `and`, fields of other types, filled by their owner.
/// The names live only here: the TypeScript type is generated from the struct.
macro_rules! labels {
    ($(#[$meta:meta])* $name:ident { $($field:ident),* $(,)? } $(and { $($(#[$more_meta:meta])* $more:ident: $more_type:ty),* $(,)? })?) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Tsify)]
        #[serde(rename_all = "camelCase")]
        pub struct $name {
            $(pub $field: String,)*
            $($($(#[$more_meta])* pub $more: $more_type,)*)?
        }

        impl $name {
            /// Every label from `text(name)`, `name` in snake_case (the fields after `and` empty).
            pub fn from_fn(mut text: impl FnMut(&str) -> String) -> Self {
                $name { $($field: text(stringify!($field).trim_start_matches("r#")),)* $($($more: Default::default(),)*)? }
            }
        }
    };
}

labels! {
    /// The texts of every account island (in [`SharedLabels`]). May hold `{count}`,
    /// `{email}` and `{seconds}` for the island to fill.
    AccountLabels {
        login, profile, trips, consents, partnership, communications, logout, account_menu,
        save, saved, removed, save_aria, remove_aria,
        confirm_remove_title, confirm_remove_text, confirm_remove_text_one, confirm, cancel,
        auth_title, email_label, r#continue, edit_email, close,
        new_user_title, existing_user_title, existing_user_text,
        consent_question, consent_accept, consent_decline, privacy_note, privacy_link, terms_link,
        send_code, code_label, code_sent, verify, resend_in, resend, generic_error, invalid_email,
        wishlist_link,
    }
}

labels! {
    /// The group info's own texts, sent with its island on tour pages only (not on every page
    /// with the header's).
    GroupInfoLabels {
        group_info_open, group_info_locked,
        travellers_count, first_timers, trips_done, male, female, expected_group_size, interested_count,
        snapshot_title, first_timer_share, no_snapshot,
    }
}

labels! {
    /// The search bar's texts. `noDestination` holds `{text}`; the four counts hold `{count}`.
    SearchBarLabels {
        open, title, r#where, where_placeholder, when, whenever, history, periods_tab, dates_tab,
        continents, destinations, loading, no_destination, show_all_trips, submit, clear_all, close,
        previous_month, next_month, trips_one, trips_other, departures_one, departures_other, recent_title, ask,
    } and {
        /// The months' names, January first: the periods tab writes a month as "{name} {year}",
        /// as the server's pages do. Here rather than in each page's props (300-odd bytes a page).
        months: Vec<String>,
        /// The holidays' labels by period name, `{year}` where the year goes ("Easter {year}").
        #[tsify(type = "Record<string, string>")]
        holidays: BTreeMap<String, String>,
    }
}

/// `account-menu`: the header's login or profile area; it also hands its
/// labels (from [`SharedLabels`]) and links to every other account island.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct AccountMenuProps {
    pub login_href: String,
    pub account_href: String,
    /// The account area's own pages: bookings and trips, partnership.
    pub trips_href: String,
    pub partnership_href: String,
    /// Where the no-JavaScript logout form posts.
    pub logout_action: String,
    pub privacy_href: String,
    pub terms_href: String,
}

/// What a heart saves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize, Tsify)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum WishKind {
    Travel,
    Tour,
}

impl WishKind {
    pub fn as_str(self) -> &'static str {
        match self {
            WishKind::Travel => "travel",
            WishKind::Tour => "tour",
        }
    }

    pub fn parse(s: &str) -> Option<WishKind> {
        match s {
            "travel" => Some(WishKind::Travel),
            "tour" => Some(WishKind::Tour),
            _ => None,
        }
    }
}

/// `wishlist-heart`: saves a trip or one of its departures.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct WishlistHeartProps {
    pub kind: WishKind,
    /// A trip's id (a number) or a departure's (a UUID).
    #[tsify(type = "number | string")]
    pub id: serde_json::Value,
    /// The trip (the departure's trip, or the trip itself).
    pub travel_id: i64,
    pub title: String,
}

/// `group-info`: who is travelling on a departure, for logged-in users.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct GroupInfoProps {
    pub tour_id: String,
    pub labels: GroupInfoLabels,
}

/// `waitlist`: the visitor's place in the line of a sold-out departure.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct WaitlistProps {
    pub tour_id: String,
    /// Holds `{number}`.
    pub place_label: String,
    /// Holds `{until}`.
    pub offered_label: String,
}

/// `live-search`: takes over the search page's links and forms.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct LiveSearchProps {
    /// The edition's search path, e.g. "/cerca": only links to it are taken over.
    pub search_path: String,
}

/// How the search bar is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Tsify)]
#[serde(rename_all = "lowercase")]
pub enum SearchBarVariant {
    /// A button in the header that opens the bar.
    Header,
    /// The bar shown in place (the search page).
    Inline,
}

/// `search-bar`: where and when, with the edition's words, day and week start.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(missing_as_null)]
pub struct SearchBarProps {
    pub variant: SearchBarVariant,
    /// Localised search route, e.g. "/cerca".
    pub search_path: String,
    /// Localised travels list, for the empty-results box.
    pub travels_path: String,
    /// Ask, the AI search page, in the editions that have it.
    pub ask_href: Option<String>,
    /// "/api/travels/top-sellers"
    pub top_sellers_url: String,
    /// "it-IT", "en-US", …
    pub locale: String,
    #[tsify(type = "WeekStart")]
    pub week_start: WeekStart,
    /// "YYYY-MM-DD", the server's day.
    pub today: String,
    #[tsify(type = "Place[]")]
    pub continents: Vec<Place>,
    /// What the current page searches for.
    #[tsify(type = "SearchSelection")]
    pub initial_selection: SearchSelection,
    pub travels_experiment: bool,
    /// Open by itself on mount: the history section if history exists, else where.
    pub default_active: bool,
    /// Closing the bar clears what was chosen in it (spec §2 search selection).
    pub clear_on_close: bool,
    /// The when picker's tabs: pills or solid (spec §2 search bar).
    pub tab_theme: TabTheme,
}

/// How the when picker's two tabs look.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Tsify)]
#[serde(rename_all = "lowercase")]
pub enum TabTheme {
    Pills,
    Solid,
}

/// How recent searches are laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Tsify)]
#[serde(rename_all = "lowercase")]
pub enum RecentVariant {
    Carousel,
    List,
}

/// Where recent searches are shown (the analytics section name).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub enum RecentSection {
    RecentSearchesHomepage,
    RecentSearchesSearch,
}

/// `recent-searches`: the visitor's last searches, read from the browser.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct RecentSearchesProps {
    pub search_path: String,
    pub variant: RecentVariant,
    pub section: RecentSection,
    pub title: String,
}

/// `chat-assistant`: the built-in assistant, or a provider's widget.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(missing_as_null)]
pub struct ChatAssistantProps {
    /// e.g. "/api/chat": answers `GET {apiPath}?q=…`.
    pub api_path: String,
    /// The contacts page, the way to a person when the chat cannot help.
    pub contacts_href: String,
    /// The messaging provider, when one is configured.
    pub widget: Option<ChatWidget>,
}

/// The texts of the islands every page shows (the header's account menu and search bar, the
/// help entry's chat) by island name. They are the same on every page of an edition, so they are
/// served once per edition as an immutable file named on `<body data-labels>`, rather than in
/// every page's `data-props` (4 KB a page, against issue 21's HTML budgets). The islands' code
/// hands each of these islands its entry as the `labels` prop.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Tsify)]
#[serde(rename_all = "kebab-case")]
pub struct SharedLabels {
    /// Also handed to every other account island.
    pub account_menu: AccountLabels,
    pub search_bar: SearchBarLabels,
    /// By Fluent key (`chat-open`, `chat-title`, …).
    #[tsify(type = "Record<string, string>")]
    pub chat_assistant: BTreeMap<String, String>,
}

/// What reading a wish depends on: the Ask page's context.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct AskContext {
    /// `en` or `it`: the language Ask reads.
    pub language: String,
    /// `YYYY-MM-DD`, the server's today (relative dates such as "in April" depend on it).
    pub today: String,
    #[tsify(type = "WeekStart")]
    pub week_start: String,
    #[tsify(type = "Currency")]
    pub currency: String,
}

/// `ask-live`: Ask reading the wish as it is typed.
#[derive(Debug, Clone, Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct AskLiveProps {
    #[serde(flatten)]
    pub context: AskContext,
    /// The Ask page's path, e.g. "/search-ai": the form's action.
    pub action: String,
    /// The wish the page was rendered for ("" when none).
    pub q: String,
    /// By Fluent key: the page's six texts and `ask-kind-{kind}` for every chip kind.
    #[tsify(type = "Record<string, string>")]
    pub labels: BTreeMap<String, String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_filled_by_name_and_sent_in_camel_case() {
        let labels = AccountLabels::from_fn(|name| format!("<{name}>"));
        assert_eq!(labels.r#continue, "<continue>");
        assert_eq!(labels.save_aria, "<save_aria>");
        let json = serde_json::to_value(&labels).unwrap();
        assert_eq!(json["saveAria"], "<save_aria>");
        assert_eq!(json["continue"], "<continue>");
        assert_eq!(json.as_object().unwrap().len(), 41);
    }

    #[test]
    fn the_declarations_name_the_wire_fields() {
        assert!(AccountLabels::DECL.contains("saveAria: string"), "{}", AccountLabels::DECL);
        assert!(SearchBarProps::DECL.contains("weekStart: WeekStart"), "{}", SearchBarProps::DECL);
        assert!(RecentSearchesProps::DECL.contains("section: RecentSection"), "{}", RecentSearchesProps::DECL);
    }
}
