//! The content-managed parts of the layout (spec §2 Layout, §3 Header menu
//! item, Bean bar, Footer props, Layout state): read by the server from the
//! `layouts` rows of an edition, with every link already resolved to an href.

pub use crate::model::Link;

/// Destination badges of the mega menu (spec §3 Moods and categories).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MenuBadge {
    New,
    Hot,
    Safe,
}

impl MenuBadge {
    pub fn parse(text: &str) -> Option<MenuBadge> {
        match text.to_ascii_uppercase().as_str() {
            "NEW" => Some(MenuBadge::New),
            "HOT" => Some(MenuBadge::Hot),
            "SAFE" => Some(MenuBadge::Safe),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            MenuBadge::New => "NEW",
            MenuBadge::Hot => "HOT",
            MenuBadge::Safe => "SAFE",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MenuKind {
    MegaMenu,
    DropDown,
    Link,
}

/// One header menu entry; mega menus hold groups (continents) of links.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MenuItem {
    pub id: String,
    pub label: String,
    pub kind: MenuKind,
    pub link: Option<Link>,
    pub badge: Option<MenuBadge>,
    /// An editor's style name, e.g. `highlight`.
    pub style: Option<String>,
    pub icon: Option<String>,
    pub children: Vec<MenuItem>,
    /// A mega menu group that stays open on phones instead of folding.
    pub remove_accordion_on_mobile: bool,
}

/// A picture with a link, in the footer (badges, payment systems).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FooterImage {
    pub label: String,
    pub image: String,
    pub height: u32,
    pub link: Option<Link>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FooterColumn {
    pub label: String,
    pub links: Vec<(String, Link)>,
}

/// The newsletter form's configuration (spec §3 Footer props, §5 Newsletter form).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Newsletter {
    pub action: String,
    pub email_placeholder: String,
    pub gdpr: String,
    /// Name of the honeypot field.
    pub bot: String,
    pub cta: String,
    pub description: String,
    pub description_bottom: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Footer {
    pub columns: Vec<FooterColumn>,
    pub message: String,
    pub collapse_open: String,
    pub collapse_close: String,
    pub payment_message: String,
    pub show_user_rating: bool,
    pub badges: Vec<FooterImage>,
    pub payment_systems: Vec<FooterImage>,
    /// (network name, URL) in the stored order.
    pub social: Vec<(String, String)>,
    pub newsletter: Option<Newsletter>,
}

/// One way to reach customer care (spec §3 contacts books).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContactMethod {
    pub name: String,
    pub label: String,
    pub value: String,
    pub href: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContactBlock {
    pub title: String,
    pub text: String,
    pub show_contact_page: bool,
    pub show_talk_to_us: bool,
    /// Methods offered as buttons, from the books.
    pub actions: Vec<ContactMethod>,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Contacts {
    pub methods: Vec<ContactMethod>,
    pub blocks: Vec<ContactBlock>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BeanPosition {
    Top,
    Bottom,
}

/// A top or bottom banner shown on the routes its patterns match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bean {
    pub id: String,
    pub position: BeanPosition,
    pub message: String,
    pub background: String,
    pub text_colour: String,
    pub custom_css: Option<String>,
    pub call_to_action: Option<(String, Link)>,
    pub closable: bool,
    pub matches: Vec<String>,
    pub excludes: Vec<String>,
}

impl Bean {
    /// Shown on `path` when a match pattern fits and no exclude pattern does.
    pub fn shown_on(&self, path: &str) -> bool {
        self.matches.iter().any(|p| path_matches(p, path)) && !self.excludes.iter().any(|p| path_matches(p, path))
    }
}

/// A route pattern where `*` stands for one path segment, and a trailing `*`
/// for the rest of the path (`/travels/*` matches `/travels/japan` and
/// `/travels/japan/tour/x`; `*` alone matches every path).
pub fn path_matches(pattern: &str, path: &str) -> bool {
    let path = path.split(['?', '#']).next().unwrap_or("");
    if pattern.trim_matches('/') == "*" {
        return true;
    }
    let mut wanted = pattern.trim_matches('/').split('/').filter(|s| !s.is_empty()).peekable();
    let mut actual = path.trim_matches('/').split('/').filter(|s| !s.is_empty());
    while let Some(w) = wanted.next() {
        let last = wanted.peek().is_none();
        match actual.next() {
            Some(_) if w == "*" && last => return true,
            Some(a) if w == "*" || w.eq_ignore_ascii_case(a) => {}
            _ => return false,
        }
    }
    actual.next().is_none()
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TalkToUs {
    pub message: String,
    pub background: String,
    pub text_colour: String,
    pub link: Link,
    /// Spec §6 `talk-to-us: countries, header, footer`: shown in the header, and as the
    /// floating help entry at the foot of the page (both by default).
    pub in_header: bool,
    pub in_footer: bool,
}

/// The site's rating over every review (spec §3 Review badge data).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct SiteRating {
    pub rating: f64,
    pub count: i64,
}

/// Everything the layout shows that editors manage, for one edition.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct LayoutContent {
    pub menu: Vec<MenuItem>,
    pub footer: Footer,
    pub contacts: Contacts,
    pub beans: Vec<Bean>,
    pub talk_to_us: Option<TalkToUs>,
    pub rating: SiteRating,
}

/// An image's title or alternative text as editors may type it, with HTML tags
/// stripped (spec §5): `<b>Visa</b> &amp; co` → `Visa &amp; co` (entities stay
/// text; the page escapes it once more). An unclosed `<` keeps the rest as text.
pub fn image_title(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('<') {
        out.push_str(&rest[..open]);
        match rest[open..].find('>') {
            Some(close) => {
                // A tag may have separated words (`<br>`): it leaves a space, collapsed below.
                out.push(' ');
                rest = &rest[open + close + 1..];
            }
            None => {
                out.push_str(&rest[open..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::path_matches;

    #[test]
    fn a_star_is_one_segment_and_a_trailing_star_the_rest() {
        assert!(path_matches("*", "/"));
        assert!(path_matches("*", "/travels/japan"));
        assert!(path_matches("/travels/*", "/travels/japan"));
        assert!(path_matches("/travels/*", "/travels/japan/tour/jp-1"));
        assert!(!path_matches("/travels/*", "/travels"));
        assert!(path_matches("/travels/*/tour/*", "/travels/japan/tour/x"));
        assert!(!path_matches("/travels/*/tour/*", "/travels/japan/itinerary"));
        assert!(path_matches("/search", "/search?textSearch=x"));
        assert!(!path_matches("/search", "/searching"));
        assert!(path_matches("/", "/"));
        assert!(!path_matches("/", "/travels"));
    }

    #[test]
    fn image_titles_lose_their_tags() {
        assert_eq!(super::image_title("<b>Visa</b> and <i>Mastercard</i>"), "Visa and Mastercard");
        assert_eq!(super::image_title("Sunset<br/>over Petra"), "Sunset over Petra");
        assert_eq!(super::image_title("2 < 3"), "2 < 3");
        assert_eq!(super::image_title("plain"), "plain");
    }
}
