//! The one inline script of every page, in `<head>` before the first paint: it marks
//! `<html data-consent-chosen>` when the visitor already chose about tracking (the consent
//! cookie) or the browser refuses it (Do-Not-Track, Global Privacy Control), and the stylesheet
//! then hides the consent banner. Everyone else gets the banner in the first paint: shown only
//! once the entry script had run, it was the last and largest paint of a phone's first screen
//! (Lighthouse's LCP, 1.7-1.8 s on the search page).
//!
//! The page stays the same bytes for every visitor (issue 19: one cached page serves everyone);
//! the entry script (`react-shell/src/layout/consent.ts`) reads the choice properly and decides.
//! The security policy allows this script by its hash and no other inline script.

/// The script, as it is written in the page (its hash must match these exact bytes).
pub const HEAD_SCRIPT: &str = r#"(function(d,n){if(/(^|;\s*)tracking_consent=/.test(d.cookie)||n.doNotTrack=="1"||window.doNotTrack=="1"||n.globalPrivacyControl===true)d.documentElement.setAttribute("data-consent-chosen","")})(document,navigator)"#;
