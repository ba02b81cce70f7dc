use super::first_screen::attributes;
use super::*;

const CSS: &str = ":root{--a:1;--b:var(--a) 2px;--unused:3;color-scheme:light}\nbody{margin:var(--b)}\n.site-header,.other{color:red}\n.card .title:hover,.card .title{color:blue;animation:fade 1s}\n.card:focus-visible{outline:1px}\n\
    .site-footer{color:gray}\n.modal{display:grid}\n@media (min-width: 768px){.site-header{padding:1px}.site-footer{padding:2px}}\n\
    @keyframes fade{from{opacity:0}}\n.chip:not(.chip--on){opacity:.5}\n.banner::after{content:\"}{\"}\n";

fn page(main: &str) -> String {
    format!(
        "<html><head></head><body class=\"home\"><header class=\"site-header\"></header><main id=\"main\">{main}</main>\
         <footer class=\"site-footer\"></footer><dialog class=\"modal\"></dialog><div class=\"banner\"></div></body></html>"
    )
}

#[test]
fn the_first_screen_gets_its_rules_and_the_footer_and_closed_dialogs_wait() {
    let css = CriticalCss::parse(CSS);
    let critical = css.for_page(&page("<div class=\"card\"><h2 class=\"title\">x</h2><span class=\"chip\"></span></div>"));
    for needed in [
        ":root{--a:1;--b:var(--a) 2px;color-scheme:light}",
        "body{margin:var(--b)}",
        ".site-header{color:red}",
        ".card .title{color:blue;animation:fade 1s}",
    ] {
        assert!(critical.contains(needed), "{needed} in {critical}");
    }
    assert!(!critical.contains(":hover") && !critical.contains(":focus"), "states a visitor brings wait: {critical}");
    assert!(critical.contains("@media (min-width: 768px){.site-header{padding:1px}.site-footer{padding:2px}}"), "{critical}");
    assert!(critical.contains("@keyframes fade{from{opacity:0}}"), "a written rule runs the animation");
    assert!(!critical.contains("--unused"), "a custom property no written rule reads waits: {critical}");
    assert!(!css.for_page(&page("<p class=\"chip\"></p>")).contains("@keyframes"), "an animation no written rule runs waits");
    assert!(critical.contains(".chip:not(.chip--on){opacity:.5}"), "classes inside :not() are not required");
    assert!(critical.contains(".banner::after{content:\"}{\"}"), "braces in strings do not end a rule");
    assert!(!critical.contains(".modal"), "{critical}");
    assert!(!critical.contains(".other"), "a selector the page cannot match is left out of its list: {critical}");
    let long = css.for_page(&page(&format!("<div class=\"card\"></div>{}", "<p>filler</p>".repeat(3000))));
    assert!(critical.contains(".site-footer") && !long.contains(".site-footer"), "the footer waits on a long page only");
    assert!(long.contains("@media (min-width: 768px){.site-header{padding:1px}}"), "{long}");
}

#[test]
fn an_open_dialog_and_markup_past_the_first_screen() {
    let css = CriticalCss::parse(CSS);
    let far = format!("{}<div class=\"card\"><h2 class=\"title\"></h2></div>", "<p>filler</p>".repeat(3000));
    assert!(!css.for_page(&page(&far)).contains(".card"), "a card far down the page waits for the full sheet");
    let pinned = far.replace("<div class=\"card\">", "<div class=\"card\" data-first-screen>");
    assert!(css.for_page(&page(&pinned)).contains(".card .title{color:blue;animation:fade 1s}"), "a bar pinned to the screen is on it");
    let open = page("").replace("<dialog class=\"modal\">", "<dialog class=\"modal\" open>");
    assert!(css.for_page(&open).contains(".modal{display:grid}"), "a dialog open without JavaScript is on screen");
    let in_main = page("<dialog class=\"modal\"><p class=\"card\"></p></dialog><p class=\"chip\"></p>");
    let critical = css.for_page(&in_main);
    assert!(!critical.contains(".modal") && !critical.contains(".card"), "a closed dialog inside <main> waits too: {critical}");
    assert!(critical.contains(".chip"), "what follows it does not");
}

#[test]
fn closed_details_show_their_summary_and_hidden_elements_nothing() {
    let css = CriticalCss::parse(".menu{a:1}.menu__summary{b:2}.menu__panel{c:3}.inner{d:4}.later{e:5}.shown{f:6}.after{g:7}");
    let page = "<body><header><details class=\"menu\"><summary class=\"menu__summary\">Menu</summary>\
        <div class=\"menu__panel\"><details><summary>x</summary><p class=\"inner\"></p></details></div></details></header>\
        <main><input type=\"checkbox\" hidden><section hidden class=\"later\"><div><div class=\"later\"></div></div></section>\
        <details open><p class=\"shown\"></p></details><p class=\"after\"></p></main></body>";
    let critical = css.for_page(page);
    assert_eq!(&*critical, ".menu{a:1}.menu__summary{b:2}.shown{f:6}.after{g:7}");
    let in_page = page.replace("<main>", "<main><details><summary>y</summary><i class=\"inner\"></i></details>");
    assert!(css.for_page(&in_page).contains(".inner{d:4}"), "a closed details of the page may be opened by the stylesheet");
    let found: Vec<_> = attributes(r#" class="a hidden" data-x='1' open hidden/"#).collect();
    assert_eq!(found, [("class", "a hidden"), ("data-x", "1"), ("open", ""), ("hidden", "")]);
    // Unquoted values, a bare `=`, quotes of the other kind and text past ASCII inside a value,
    // and a value whose quote never closes.
    let found: Vec<_> = attributes(r#"/ id=x  title="l'Aquila — è" =y alt= data-p='{"a":1}' lang="it"#).collect();
    assert_eq!(found, [("id", "x"), ("title", "l'Aquila — è"), ("alt", ""), ("data-p", r#"{"a":1}"#), ("lang", "it")]);
}

#[test]
fn selector_lists_split_at_top_level_commas_only() {
    let parts: Vec<&str> = split_selectors(".a:is(.b,.c),.d").collect();
    assert_eq!(parts, [".a:is(.b,.c)", ".d"]);
    assert_eq!(classes_of(".a.b > .c-d_e:hover::after"), ["a", "b", "c-d_e"]);
    assert_eq!(classes_of("[data-x=\".y\"] .z"), ["z"]);
    assert_eq!(classes_of(".m[aria-expanded=\"true\"] .n[open]"), ["m", "[aria-expanded=true]", "n", "[open]"]);
    assert_eq!(classes_of("img[data-state^=l]:not([open])"), Vec::<String>::new(), "prefix matches and negations require nothing");
}

#[test]
fn rules_of_a_state_a_script_brings_wait_unless_the_markup_holds_it() {
    let css = CriticalCss::parse(
        ".panel{a:1}.panel[open]{b:2}.toggle[aria-expanded=true] .icon{c:3}.toggle[aria-expanded=false] .icon{d:4}\
         .panel:not([open]){e:5}body[data-menu=open] .panel{f:6}",
    );
    let page = |main: &str| format!("<body><main>{main}</main></body>");
    let closed =
        css.for_page(&page("<details class=\"panel\"></details><a class=\"toggle\" aria-expanded=\"false\"><i class=\"icon\"></i></a>"));
    assert_eq!(&*closed, ".panel{a:1}.toggle[aria-expanded=false] .icon{d:4}.panel:not([open]){e:5}");
    let open = css
        .for_page(&page("<details class=\"panel\" open></details><a class=\"toggle\" aria-expanded=\"true\"><i class=\"icon\"></i></a>"));
    assert_eq!(&*open, ".panel{a:1}.panel[open]{b:2}.toggle[aria-expanded=true] .icon{c:3}.panel:not([open]){e:5}");
}

#[test]
fn pages_with_the_same_first_screen_classes_share_their_css() {
    let css = CriticalCss::parse(CSS);
    let one = css.for_page(&page("<div class=\"card\"><b>one</b></div>"));
    let other = css.for_page(&page("<div class=\"card\"><i>another text</i></div>"));
    assert!(Arc::ptr_eq(&one, &other), "computed once for the class set");
    assert!(!Arc::ptr_eq(&one, &css.for_page(&page("<p class=\"chip\"></p>"))));
}

#[test]
fn malformed_css_is_kept_not_lost() {
    let css = CriticalCss::parse(".a{color:red}\n.b{color:");
    assert_eq!(&*css.for_page("<body></body>"), ".b{color:");
}

#[test]
fn a_first_screen_read_before_gets_its_css_again_and_another_its_own() {
    let css = CriticalCss::parse(CSS);
    let with_card = page("<div class=\"card\"><h2 class=\"title\">x</h2></div>");
    let first = css.for_page(&with_card);
    assert!(Arc::ptr_eq(&first, &css.for_page(&with_card)), "the same first screen is not read again");
    // A screen of the same shape with another class gets its own CSS.
    let with_chip = page("<div class=\"chip\"><h2 class=\"title\">x</h2></div>");
    let second = css.for_page(&with_chip);
    assert!(second.contains(".chip:not(.chip--on)") && !second.contains(".card .title"), "{second}");
    assert!(first.contains(".card .title") && !first.contains(".chip"), "{first}");
}
