//! What a corpus of malformed and hostile queries yields, pinned as a snapshot:
//! any change in what the grammar keeps or ignores shows up in review.

use search_core::parse_query;

const CORPUS: &[&str] = &[
    "",
    "?",
    "&&&",
    "=",
    "[]=1",
    "textSearch",
    "textSearch=",
    "textSearch=%",
    "textSearch=%ZZ%E0%A4%A",
    "textSearch=a%00b%0D%0Ac",
    "textSearch=+++peru+++",
    "page=-1&page=0&page=1e3&page=0x10&page=+7",
    "perPage=101&perPage=100",
    "priceFrom=1.5&priceTo=99999999999999999999",
    "status[]=confirmed&status[]=SOLD_OUT&status=PLANNED",
    "sort=price&sort=PRICE:ASC&sort=date:asc",
    "dateFrom=2027-02-29&dateTo=2028-02-29",
    "dateFrom=2027-12-31&dateTo=2027-01-01",
    "discounted=TRUE&hasTours=1&isNoSharingRoomAvailable=false",
    "continentId[]=&continentId[]=EU&continentId[]=EU&continentId%5B%5D=AS",
    "destinationId=PER&destinationId[]=<script>",
    "__proto__=1&constructor[]=x&toString=y",
];

#[test]
fn malformed_queries_yield_what_the_snapshot_says() {
    let results: Vec<_> = CORPUS.iter().map(|q| (q.to_string(), parse_query(q))).collect();
    insta::assert_json_snapshot!(results);
}
