//! Addresses the configuration names: below every layer that reads them.

/// The origin (`https://host[:port]`) of a configured third-party URL, when it is one.
pub fn origin_of(url: &str) -> Option<String> {
    let (scheme, rest) = url.split_once("://")?;
    let host = rest.split(['/', '?', '#']).next()?;
    let ok =
        matches!(scheme, "https" | "http") && !host.is_empty() && host.bytes().all(|b| b.is_ascii_alphanumeric() || b".-:[]".contains(&b));
    ok.then(|| format!("{scheme}://{host}"))
}
