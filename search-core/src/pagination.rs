//! Pagination (spec §9: default page 1, 20 per page, "Page X of Y").

use serde::{Deserialize, Serialize};

/// Where a page stands in a result list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct PageInfo {
    pub current_page: i64,
    pub per_page: i64,
    /// Never below 1: an empty list has one (empty) page.
    pub last_page: i64,
    pub total: i64,
    /// The page asked for lies past the last one: say so and link the last page,
    /// rather than "Page 99 of 14" over an empty list.
    pub past_end: bool,
    /// "Page X of Y" is shown only when there is more than one page and X exists.
    pub shows_page_of: bool,
}

/// The page facts of `total` results cut in pages of `per_page` (at least 1).
pub fn page_info(total: i64, current_page: i64, per_page: i64) -> PageInfo {
    let per_page = per_page.max(1);
    let current_page = current_page.max(1);
    let last_page = ((total.max(0) + per_page - 1) / per_page).max(1);
    let past_end = current_page > last_page;
    PageInfo { current_page, per_page, last_page, total: total.max(0), past_end, shows_page_of: last_page > 1 && !past_end }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_page_rounds_up_and_is_never_zero() {
        assert_eq!(page_info(41, 1, 20).last_page, 3);
        assert_eq!(page_info(40, 1, 20).last_page, 2);
        assert_eq!(page_info(0, 1, 20).last_page, 1);
        assert_eq!(page_info(5, 1, 0).per_page, 1, "a page holds at least one result");
    }

    #[test]
    fn a_page_past_the_end_is_flagged_not_shown_as_page_x_of_y() {
        let past = page_info(280, 99, 20);
        assert!(past.past_end && !past.shows_page_of);
        assert_eq!(past.last_page, 14);
        let last = page_info(280, 14, 20);
        assert!(!last.past_end && last.shows_page_of);
        assert!(!page_info(5, 1, 20).shows_page_of, "one page needs no 'Page 1 of 1'");
    }
}
