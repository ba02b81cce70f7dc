//! The browser contract in TypeScript: every island's props (`caravan_site::islands`)
//! and every API payload the islands read or send, declared from the Rust types
//! by tsify and written to `react-shell/src/contract/generated.ts`. The islands
//! import those types and call the API through one client
//! (`react-shell/src/lib/api-client.ts`), so a renamed field breaks the
//! TypeScript build instead of a page at run time.
//!
//! `cargo test` fails when the committed file differs from what the types
//! declare; `make contract` writes it again.

use tsify::Tsify;

/// Where the generated declarations live, from the workspace root.
pub const GENERATED_PATH: &str = "react-shell/src/contract/generated.ts";

/// Types declared by search-core's wasm package, which the payloads use.
const FROM_SEARCH_CORE: [&str; 6] = ["Currency", "Geolocation", "Place", "SearchSelection", "Settings", "WeekStart"];

/// The whole generated file.
pub fn typescript() -> String {
    use crate::accounts::group_info::{AgeBand, Genders, GroupInfo, GroupSnapshot};
    use crate::accounts::users::UserView;
    use crate::alerts::waitlist::WaitlistPlace;
    use crate::api::auth::{CodeBody, CodeSent, EmailAnswer, EmailBody, SaveRequest, SavedItem, SessionAnswer, Verified, VerifyBody};
    use crate::api::interest::Interest;
    use crate::api::layouts::{Experiment, Layouts};
    use crate::api::wishlist::{Removed, Saved, SavedTour, SavedTravel, Wishlist};
    use crate::chat::{ChatAnswer, ChatLink};
    use crate::error::{ErrorBody, ErrorCode, ErrorEnvelope, ErrorExtras};
    use caravan_site::islands::*;
    use caravan_site::page::ChatWidget;

    let islands = [
        AccountLabels::DECL,
        AccountMenuProps::DECL,
        WishKind::DECL,
        WishlistHeartProps::DECL,
        GroupInfoLabels::DECL,
        GroupInfoProps::DECL,
        WaitlistProps::DECL,
        LiveSearchProps::DECL,
        SearchBarVariant::DECL,
        TabTheme::DECL,
        SearchBarLabels::DECL,
        SearchBarProps::DECL,
        RecentVariant::DECL,
        RecentSection::DECL,
        RecentSearchesProps::DECL,
        ChatWidget::DECL,
        ChatAssistantProps::DECL,
        SharedLabels::DECL,
        AskContext::DECL,
        AskLiveProps::DECL,
    ];
    let payloads = [
        ErrorCode::DECL,
        ErrorExtras::DECL,
        ErrorBody::DECL,
        ErrorEnvelope::DECL,
        UserView::DECL,
        SessionAnswer::DECL,
        EmailBody::DECL,
        EmailAnswer::DECL,
        SaveRequest::DECL,
        CodeBody::DECL,
        CodeSent::DECL,
        VerifyBody::DECL,
        SavedItem::DECL,
        Verified::DECL,
        SavedTravel::DECL,
        SavedTour::DECL,
        Wishlist::DECL,
        Saved::DECL,
        Removed::DECL,
        Genders::DECL,
        AgeBand::DECL,
        GroupSnapshot::DECL,
        GroupInfo::DECL,
        Interest::DECL,
        WaitlistPlace::DECL,
        ChatLink::DECL,
        ChatAnswer::DECL,
        Experiment::DECL,
        Layouts::DECL,
    ];
    let mut out = String::from(
        "// Generated from the Rust types by server/src/contract.rs (`make contract`): do not edit.\n\
         // The browser contract: every island's props, then every API payload the islands read or send.\n",
    );
    out.push_str(&format!("import type {{ {} }} from \"@caravan/search-core\";\n", FROM_SEARCH_CORE.join(", ")));
    out.push_str("\n// --- Island props (data-props) ---\n\n");
    for decl in islands {
        out.push_str(&exported(decl));
    }
    out.push_str("// --- API payloads ---\n\n");
    for decl in payloads {
        out.push_str(&exported(decl));
    }
    out
}

/// tsify declares `interface`/`type` without `export`; the islands import them.
fn exported(decl: &str) -> String {
    let mut text = String::new();
    for line in decl.lines() {
        let line = if line.starts_with("interface ") || line.starts_with("type ") { format!("export {line}") } else { line.to_string() };
        text.push_str(&line);
        text.push('\n');
    }
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn committed_path() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join(GENERATED_PATH)
    }

    #[test]
    fn the_committed_typescript_is_what_the_rust_types_declare() {
        let generated = typescript();
        let path = committed_path();
        if std::env::var_os("UPDATE_CONTRACT").is_some() {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, &generated).unwrap();
            return;
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(committed == generated, "{GENERATED_PATH} is not what the Rust types declare: run `make contract` and commit it");
    }

    #[test]
    fn every_declared_name_is_exported_once() {
        let generated = typescript();
        let mut names: Vec<&str> = generated
            .lines()
            .filter_map(|l| l.strip_prefix("export interface ").or_else(|| l.strip_prefix("export type ")))
            .filter_map(|rest| rest.split([' ', '<']).next())
            .collect();
        let count = names.len();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), count, "a name is declared twice");
        for search_core_name in FROM_SEARCH_CORE {
            assert!(!names.contains(&search_core_name), "{search_core_name} comes from @caravan/search-core");
        }
    }
}
