//! The JSON API of spec §7 as a client sees it: every endpoint, each filter,
//! sort and pagination edge, bad payloads (400, never 5xx), the error
//! envelope, and insta snapshots of the shapes. Runs on SQLite and, with
//! TEST_DATABASE_URL, on PostgreSQL.

use crate::common;

use axum::http::StatusCode;
use common::TestApp;
use serde_json::{json, Value};

const HOST: &str = "localhost:3000";

async fn tours(app: &TestApp, payload: Value) -> Value {
    let reply = app.post_json(HOST, "/api/tours", &payload.to_string()).await;
    assert_eq!(reply.status, StatusCode::OK, "{payload}: {}", reply.body);
    reply.json()
}

fn data(page: &Value) -> &Vec<Value> {
    page["data"].as_array().expect("data is a list")
}

fn eur(tour: &Value) -> i64 {
    tour["price"]["EUR"].as_i64().expect("EUR price")
}

#[tokio::test]
async fn tours_default_to_page_one_of_twenty_bookable_departures_by_date() {
    let app = TestApp::new().await;
    let page = tours(&app, json!({})).await;
    assert_eq!((page["currentPage"].as_i64(), page["perPage"].as_i64()), (Some(1), Some(20)));
    let total = page["total"].as_i64().unwrap();
    assert_eq!(page["lastPage"].as_i64().unwrap(), (total + 19) / 20);
    let list = data(&page);
    assert_eq!(list.len(), 20);
    assert!(list.iter().all(|t| t["status"] != "SOLD_OUT"), "sold-out is not a default status");
    assert!(list.iter().all(|t| t["startingDate"].as_str().unwrap() >= "2027-01-10"), "from today on");
    let dates: Vec<&str> = list.iter().map(|t| t["startingDate"].as_str().unwrap()).collect();
    assert!(dates.windows(2).all(|w| w[0] <= w[1]), "relevance of tours is date order");
    // On the same day, the cheapest first (not the order of their codes, which start with a country code).
    let all = tours(&app, json!({"perPage": 100})).await;
    let same_day: Vec<(&Value, &Value)> =
        data(&all).windows(2).map(|w| (&w[0], &w[1])).filter(|(a, b)| a["startingDate"] == b["startingDate"]).collect();
    assert!(!same_day.is_empty(), "the demo catalogue has departures on the same day");
    assert!(same_day.iter().all(|(a, b)| eur(a) <= eur(b)), "same-day departures cheapest first");

    // An empty body is no filter at all.
    let reply = app.request(axum::http::Request::post("/api/tours").header("host", HOST).body(axum::body::Body::empty()).unwrap()).await;
    assert_eq!(reply.json()["total"], page["total"]);
}

#[tokio::test]
async fn each_filter_narrows_the_departures() {
    let app = TestApp::new().await;
    let all = tours(&app, json!({"perPage": 100})).await;
    let total = all["total"].as_i64().unwrap();
    let snapshot = app.state.catalogue.snapshot();
    let travel_of = |t: &Value| snapshot.travel(t["travel"]["slug"].as_str().unwrap()).unwrap();

    type Holds<'a> = Box<dyn Fn(&Value) -> bool + 'a>;
    let cases: Vec<(Value, Holds)> = vec![
        (json!({"continentId": ["europe"]}), Box::new(|t| snapshot.continents[travel_of(t).continent].code == "europe")),
        (json!({"continentId[]": ["asia"]}), Box::new(|t| snapshot.continents[travel_of(t).continent].code == "asia")),
        (json!({"status": ["CONFIRMED"]}), Box::new(|t| t["status"] == "CONFIRMED")),
        (json!({"status": ["SOLD_OUT"]}), Box::new(|t| t["status"] == "SOLD_OUT")),
        (
            json!({"dateFrom": "2027-03-01", "dateTo": "2027-04-30"}),
            Box::new(|t| {
                let d = t["startingDate"].as_str().unwrap();
                ("2027-03-01"..="2027-04-30").contains(&d)
            }),
        ),
        (json!({"priceFrom": 100000, "priceTo": 150000}), Box::new(|t| (100000..=150000).contains(&eur(t)))),
        (json!({"durationFrom": 7, "durationTo": 10}), Box::new(|t| (7..=10).contains(&t["travel"]["numberOfDays"].as_i64().unwrap()))),
        (json!({"discounted": true}), Box::new(|t| eur(t) < t["basePrice"]["EUR"].as_i64().unwrap())),
        (json!({"isNoSharingRoomAvailable": true}), Box::new(|t| travel_of(t).no_sharing_room)),
        (json!({"ageBadge": ["25-35"]}), Box::new(|t| t["ageBadge"] == "25-35")),
    ];
    for (filter, holds) in cases {
        let mut payload = filter.clone();
        payload["perPage"] = json!(100);
        let page = tours(&app, payload).await;
        let n = page["total"].as_i64().unwrap();
        assert!(n > 0 && (n < total || filter.get("status").is_some()), "{filter}: {n} of {total}");
        assert!(data(&page).iter().all(holds), "{filter}: every departure matches");
    }

    // Destination, travel type and style, from a real travel.
    let travel = &snapshot.travels[0];
    let iso = &snapshot.countries[travel.country].iso3;
    for (filter, check) in [
        (json!({"destinationId": [iso.to_lowercase()]}), "destination"),
        (json!({"travelTypes": [travel.travel_type], "travelStyles": [travel.travel_style]}), "type and style"),
    ] {
        let page = tours(&app, filter.clone()).await;
        assert!(page["total"].as_i64().unwrap() > 0, "{check}");
    }
    let peru = tours(&app, json!({"destinationId": [iso]})).await;
    assert!(data(&peru).iter().all(|t| snapshot.countries[travel_of(t).country].iso3 == *iso));
}

#[tokio::test]
async fn free_text_finds_countries_in_any_language_and_nothing_for_nonsense() {
    let app = TestApp::new().await;
    let snapshot = app.state.catalogue.snapshot();
    let travel = &snapshot.travels[3];
    let italian_country = &snapshot.countries[travel.country].names[caravan_site::edition::Language::It as usize];
    let page = tours(&app, json!({"textSearch": italian_country.to_uppercase()})).await;
    assert!(page["total"].as_i64().unwrap() > 0, "{italian_country}");
    assert!(data(&page).iter().any(|t| t["travel"]["slug"] == travel.slug.as_str()));
    let none = tours(&app, json!({"textSearch": "zzzzqqq"})).await;
    assert_eq!((none["total"].as_i64(), none["lastPage"].as_i64(), data(&none).len()), (Some(0), Some(1), 0));
}

#[tokio::test]
async fn free_text_tolerates_typos() {
    let app = TestApp::new().await;
    let snapshot = app.state.catalogue.snapshot();
    // The best-selling country with a name long enough for a typo (5+ letters).
    let sellers = app.get(HOST, "/api/travels/top-sellers").await.json();
    let country = sellers["data"]["countries"].as_array().unwrap().iter().find(|c| c["name"].as_str().unwrap().len() >= 6).unwrap();
    let name = country["name"].as_str().unwrap().to_lowercase();
    let swapped = format!("{}{}{}{}", &name[..1], &name[2..3], &name[1..2], &name[3..]);
    let missing = format!("{}{}", &name[..2], &name[3..]);
    for typed in [name.clone(), swapped, missing, name.to_uppercase()] {
        // Travels come in relevance order (tours would come by date).
        let page = app.post_json(HOST, "/api/travels/paginated", &json!({"textSearch": typed}).to_string()).await.json();
        assert!(page["total"].as_i64().unwrap() > 0, "{typed} finds something");
        let first = &data(&page)[0]["slug"];
        let travel = snapshot.travel(first.as_str().unwrap()).unwrap();
        assert_eq!(snapshot.countries[travel.country].iso3, country["isoCodeAlpha3"].as_str().unwrap(), "{typed}: {name} comes first");
    }
}

#[tokio::test]
async fn continent_names_in_every_language_find_that_continent_and_no_substring_hits() {
    let app = TestApp::new().await;
    let snapshot = app.state.catalogue.snapshot();
    for continent in &snapshot.continents {
        let by_code = tours(&app, json!({"continentId": [continent.code], "perPage": 1})).await["total"].as_i64().unwrap();
        for name in &continent.names {
            let by_name = tours(&app, json!({"textSearch": name, "perPage": 1})).await["total"].as_i64().unwrap();
            assert_eq!(by_name, by_code, "{name} finds the departures of {} and nothing else", continent.code);
        }
    }
    // "Asia" is not found inside "Malaysia": every trip found is in Asia.
    let asia = tours(&app, json!({"textSearch": "Asia", "perPage": 100})).await;
    for tour in data(&asia) {
        let travel = snapshot.travel(tour["travel"]["slug"].as_str().unwrap()).unwrap();
        assert_eq!(snapshot.continents[travel.continent].code, "asia");
    }
}

#[tokio::test]
async fn every_sort_orders_the_departures() {
    let app = TestApp::new().await;
    let key = |sort: &str, t: &Value| -> i64 {
        match sort {
            "price:asc" | "price:desc" => eur(t),
            "duration:asc" | "duration:desc" => t["travel"]["numberOfDays"].as_i64().unwrap(),
            _ => {
                let (base, price) = (t["basePrice"]["EUR"].as_i64().unwrap(), eur(t));
                (base - price) * 100 / base
            }
        }
    };
    for sort in ["price:asc", "price:desc", "duration:asc", "duration:desc", "discount:desc"] {
        let page = tours(&app, json!({"sort": sort, "perPage": 100})).await;
        let keys: Vec<i64> = data(&page).iter().map(|t| key(sort, t)).collect();
        let ordered = if sort.ends_with("asc") { keys.windows(2).all(|w| w[0] <= w[1]) } else { keys.windows(2).all(|w| w[0] >= w[1]) };
        assert!(ordered, "{sort}: {keys:?}");
    }
    let by_date = tours(&app, json!({"sort": "date:asc"})).await;
    let relevance = tours(&app, json!({"sort": "relevance:desc"})).await;
    assert_eq!(by_date["data"], relevance["data"], "relevance of tours is date");
}

#[tokio::test]
async fn pagination_edges() {
    let app = TestApp::new().await;
    let first = tours(&app, json!({"perPage": 7})).await;
    let last_page = first["lastPage"].as_i64().unwrap();
    let total = first["total"].as_i64().unwrap();
    let last = tours(&app, json!({"perPage": 7, "page": last_page})).await;
    assert_eq!(data(&last).len() as i64, total - 7 * (last_page - 1));
    let beyond = tours(&app, json!({"perPage": 7, "page": last_page + 1})).await;
    assert!(data(&beyond).is_empty(), "past the end: no data");
    assert_eq!(beyond["lastPage"], first["lastPage"]);
    let second = tours(&app, json!({"perPage": 7, "page": 2})).await;
    assert_ne!(data(&first)[0]["id"], data(&second)[0]["id"]);
    assert_eq!(tours(&app, json!({"perPage": 100})).await["perPage"], 100);

    // Pages of a ranked sort, put together, are the whole ranked list.
    for sort in ["price:asc", "discount:desc", "duration:desc", "date:asc"] {
        let filter = json!({"sort": sort, "continentId": ["europe", "asia"], "perPage": 100});
        let whole = tours(&app, filter.clone()).await;
        let first_hundred = data(&whole).len() as i64;
        assert!(whole["total"].as_i64().unwrap() > 100, "{sort}: pages past the first hundred exist");
        let mut joined = Vec::new();
        for page in 1..=(first_hundred + 6) / 7 {
            let mut paged = filter.clone();
            paged["perPage"] = json!(7);
            paged["page"] = json!(page);
            joined.extend(data(&tours(&app, paged).await).iter().map(|t| t["id"].clone()));
        }
        joined.truncate(100);
        let expected: Vec<Value> = data(&whole).iter().map(|t| t["id"].clone()).collect();
        assert_eq!(joined, expected, "{sort}");
    }
}

#[tokio::test]
async fn bad_payloads_are_400s_that_say_what_to_fix() {
    let app = TestApp::new().await;
    let cases = [
        (r#"{"perPage": -1}"#, "perPage must be between 1 and 100"),
        (r#"{"perPage": 0}"#, "perPage must be between 1 and 100"),
        (r#"{"perPage": 101}"#, "perPage must be between 1 and 100"),
        (r#"{"page": 0}"#, "page must be between 1"),
        (r#"{"sort": "cheapest"}"#, "unknown variant"),
        (r#"{"dateFrom": "2027-02-30"}"#, "dateFrom must be a date"),
        (r#"{"dateTo": "soon"}"#, "dateTo must be a date"),
        (r#"{"status": ["MAYBE"]}"#, "unknown variant"),
        (r#"{"priceFrom": "cheap"}"#, "invalid type"),
        (r#"{"page": 99999999999}"#, "invalid value"),
        (r#"{"continentId": "europe"#, "not valid JSON"),
        (r#"[1, 2, 3]"#, "must be a JSON object"),
        // serde would read a list as the fields in order: JSON Schema says an object.
        (r#"[]"#, "must be a JSON object"),
        (r#"[null, null]"#, "must be a JSON object"),
        (r#"{"perPage": 2.5}"#, "invalid type"),
    ];
    for path in ["/api/tours", "/api/travels", "/api/travels/paginated"] {
        for (body, message) in cases {
            let reply = app.post_json(HOST, path, body).await;
            assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{path} {body}: {}", reply.body);
            let error = &reply.json()["error"];
            assert_eq!(error["code"], "INVALID_FILTERS", "{body}");
            assert!(error["message"].as_str().unwrap().contains(message), "{body}: {error}");
        }
    }
    // The message speaks the edition's language; the technical detail follows it.
    let italian = app.post_json("it.localhost:3000", "/api/tours", r#"{"perPage": 0}"#).await;
    let message = italian.json()["error"]["message"].as_str().unwrap().to_string();
    assert!(message.starts_with("I filtri di ricerca non sono validi: ") && message.contains("perPage"), "{message}");
    let question = app.get("de.localhost:3000", "/api/chat").await;
    assert!(question.json()["error"]["message"].as_str().unwrap().starts_with("Stell eine Frage"), "{}", question.body);
    // A whole number written as a float is that integer, as JSON Schema reads it.
    let whole = app.post_json(HOST, "/api/travels/paginated", r#"{"perPage": 2.0}"#).await;
    assert_eq!(whole.status, StatusCode::OK, "{}", whole.body);
    assert_eq!(whole.json()["perPage"], 2);
    let form = app
        .request(
            axum::http::Request::post("/api/tours")
                .header("host", HOST)
                .header("content-type", "application/x-www-form-urlencoded")
                .body(axum::body::Body::from("page=1"))
                .unwrap(),
        )
        .await;
    assert_eq!(form.status, StatusCode::BAD_REQUEST);
    assert!(form.json()["error"]["message"].as_str().unwrap().contains("application/json"));
    let huge = app.post_json(HOST, "/api/tours", &format!(r#"{{"textSearch": "{}"}}"#, "a".repeat(100_000))).await;
    assert_eq!(huge.status, StatusCode::PAYLOAD_TOO_LARGE);
}

#[tokio::test]
async fn unknown_api_paths_and_methods_answer_in_json() {
    let app = TestApp::new().await;
    let missing = app.get(HOST, "/api/nothing-here").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert_eq!(missing.json()["error"]["code"], "NOT_FOUND");
    let wrong_method = app.get(HOST, "/api/tours").await;
    assert_eq!(wrong_method.status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(wrong_method.json()["error"]["code"], "METHOD_NOT_ALLOWED");
}

#[tokio::test]
async fn travels_carry_their_cheapest_matching_departure() {
    let app = TestApp::new().await;
    let list = app.post_json(HOST, "/api/travels", r#"{"continentId": ["europe"], "sort": "price:asc"}"#).await;
    assert_eq!(list.status, StatusCode::OK);
    let travels = list.json();
    let travels = travels.as_array().unwrap();
    assert!(!travels.is_empty());
    assert!(travels.iter().all(|t| t["destination"]["continent"] == "europe"));
    let prices: Vec<i64> = travels.iter().map(|t| t["bestTour"]["price"]["EUR"].as_i64().unwrap()).collect();
    assert!(prices.windows(2).all(|w| w[0] <= w[1]), "{prices:?}");

    // The best tour is the cheapest of the travel's matching departures.
    let first = &travels[0];
    let its_tours = app.post_json(HOST, "/api/tours", &json!({"travelId": [first["slug"]], "sort": "price:asc"}).to_string()).await.json();
    assert_eq!(its_tours["data"][0]["id"], first["bestTour"]["id"]);
    assert_eq!(its_tours["total"], first["toursCount"]);

    let page = app.post_json(HOST, "/api/travels/paginated", r#"{"perPage": 5, "page": 2}"#).await.json();
    assert_eq!((page["currentPage"].as_i64(), page["perPage"].as_i64(), data(&page).len()), (Some(2), Some(5), 5));
    let capped = app.post_json(HOST, "/api/travels", r#"{"perPage": 3}"#).await.json();
    assert_eq!(capped.as_array().unwrap().len(), 3);
}

#[tokio::test]
async fn travels_without_matching_departures_only_when_asked() {
    let app = TestApp::new().await;
    let far = json!({"dateFrom": "2031-01-01"});
    let with = app.post_json(HOST, "/api/travels", &far.to_string()).await.json();
    assert_eq!(with.as_array().unwrap().len(), 0);
    let mut all = far.clone();
    all["hasTours"] = json!(false);
    let without = app.post_json(HOST, "/api/travels", &all.to_string()).await.json();
    let without = without.as_array().unwrap();
    assert_eq!(without.len(), app.state.catalogue.snapshot().travels.len());
    assert!(without.iter().all(|t| t["bestTour"].is_null() && t["toursCount"] == 0));
}

#[tokio::test]
async fn top_sellers_suggest_countries_and_continents() {
    let app = TestApp::new().await;
    let all = app.get(HOST, "/api/travels/top-sellers").await.json();
    let countries = all["data"]["countries"].as_array().unwrap();
    assert!(!countries.is_empty());
    let departures: Vec<i64> = countries.iter().map(|c| c["departures"].as_i64().unwrap()).collect();
    assert!(departures.windows(2).all(|w| w[0] >= w[1]), "best sellers first");
    assert_eq!(all["data"]["departures"].as_i64().unwrap(), departures.iter().sum::<i64>());
    assert_eq!(all["data"]["continents"].as_array().unwrap().len(), 6);

    let first = &countries[0];
    let name = first["name"].as_str().unwrap();
    let found = app.get(HOST, &format!("/api/travels/top-sellers?search={}", &name[..4].to_lowercase())).await.json();
    assert!(found["data"]["countries"].as_array().unwrap().iter().any(|c| c["isoCodeAlpha3"] == first["isoCodeAlpha3"]));
    let europe = app.get(HOST, "/api/travels/top-sellers?continents%5B%5D=europe").await.json();
    assert!(europe["data"]["countries"].as_array().unwrap().iter().all(|c| c["continent"] == "europe"));
    assert_eq!(europe["data"]["continents"].as_array().unwrap().len(), 1);
    let one = app.get(HOST, &format!("/api/travels/top-sellers?countries[]={}", first["isoCodeAlpha3"].as_str().unwrap())).await.json();
    assert_eq!(one["data"]["countries"].as_array().unwrap().len(), 1);
    let italian = app.get("it.localhost:3000", "/api/travels/top-sellers?continents[]=europe").await.json();
    assert_eq!(italian["data"]["continents"][0]["name"], "Europa");
}

#[tokio::test]
async fn layouts_give_settings_geolocation_and_content_per_edition() {
    let app = TestApp::new().await;
    let we = app.get("we.localhost:3000", "/api/layouts").await.json();
    let codes: Vec<&str> = we["settings"]["currencies"].as_array().unwrap().iter().map(|c| c["isoCode"].as_str().unwrap()).collect();
    assert_eq!(codes, ["EUR", "GBP", "USD"]);
    assert_eq!(we["geolocation"]["currency"], "GBP");
    assert_eq!(we["geolocation"]["market"], "en-WE");
    assert_eq!(we["beans"][0]["position"], "top");
    let it = app.get_with("it.localhost:3000", "/api/layouts", &[("cookie", "currency=USD")]).await.json();
    assert_eq!(it["geolocation"]["currency"], "USD", "the currency cookie wins");
    assert!(it["talkToUs"]["message"].as_str().unwrap().len() > 3);
}

#[tokio::test]
async fn custom_pages_by_routing_key_or_slug() {
    let app = TestApp::new().await;
    let page = app.get("it.localhost:3000", "/api/custompages/show?routingKey=how-it-works").await;
    assert_eq!(page.status, StatusCode::OK);
    let page = page.json();
    assert_eq!(page["success"], true);
    assert_eq!(page["data"]["attributes"]["hideLayout"], false);
    assert!(!page["data"]["blocks"].as_array().unwrap().is_empty());
    let collection = app.get(HOST, "/api/custompages/show?slug=/collection/").await.json();
    assert_eq!(collection["data"]["customCss"], ".custom-page h1 { letter-spacing: .02em; }");
    let missing = app.get(HOST, "/api/custompages/show?slug=nowhere").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert_eq!(missing.json()["error"]["code"], "NOT_FOUND");
    let neither = app.get(HOST, "/api/custompages/show").await;
    assert_eq!(neither.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn shapes_are_stable() {
    let app = TestApp::new().await;
    let tours = app.post_json("it.localhost:3000", "/api/tours", r#"{"perPage": 2, "sort": "price:asc"}"#).await.json();
    insta::assert_json_snapshot!("tours_page", tours);
    let travels = app.post_json("it.localhost:3000", "/api/travels/paginated", r#"{"perPage": 1, "continentId": ["asia"]}"#).await.json();
    insta::assert_json_snapshot!("travels_page", travels);
    let sellers = app.get("fr.localhost:3000", "/api/travels/top-sellers?continents[]=oceania").await.json();
    insta::assert_json_snapshot!("top_sellers_oceania", sellers);
    let error = app.post_json(HOST, "/api/tours", r#"{"perPage": 0}"#).await.json();
    insta::assert_json_snapshot!("error_envelope", error);
}

/// Follows `$ref`s of the OpenAPI document to a schema object.
fn resolve<'a>(doc: &'a Value, schema: &'a Value) -> &'a Value {
    match schema.get("$ref").and_then(Value::as_str) {
        Some(reference) => {
            let name = reference.rsplit('/').next().unwrap();
            resolve(doc, &doc["components"]["schemas"][name])
        }
        None => schema,
    }
}

/// Every key of `value` is documented, and every required key is present.
fn conforms(doc: &Value, schema: &Value, value: &Value, at: &str) {
    let schema = resolve(doc, schema);
    if let Some(one_of) = schema.get("oneOf").and_then(Value::as_array) {
        if value.is_null() {
            return;
        }
        let real = one_of.iter().find(|s| s["type"] != "null").expect("a non-null variant");
        return conforms(doc, real, value, at);
    }
    // A flattened struct (the error envelope's extras): one object with every part's keys.
    if let Some(parts) = schema.get("allOf").and_then(Value::as_array) {
        let (mut properties, mut required) = (serde_json::Map::new(), Vec::new());
        for part in parts.iter().map(|part| resolve(doc, part)) {
            properties.extend(part["properties"].as_object().cloned().unwrap_or_default());
            required.extend(part["required"].as_array().cloned().unwrap_or_default());
        }
        let merged = serde_json::json!({ "type": "object", "properties": properties, "required": required });
        return conforms(doc, &merged, value, at);
    }
    match value {
        // Free-form content (`{"type": "object"}`, stored CMS JSON) is documented as such.
        Value::Object(_) if schema.get("properties").is_none() && schema["type"] == "object" => {}
        Value::Object(map) => {
            let properties = schema["properties"].as_object().unwrap_or_else(|| panic!("{at}: undocumented object {schema}"));
            for key in map.keys() {
                let property = properties.get(key).unwrap_or_else(|| panic!("{at}.{key} is not in the document"));
                conforms(doc, property, &map[key], &format!("{at}.{key}"));
            }
            for required in schema["required"].as_array().into_iter().flatten() {
                assert!(map.contains_key(required.as_str().unwrap()), "{at}.{required} is required but missing");
            }
        }
        Value::Array(items) => {
            if let Some(item) = items.first() {
                conforms(doc, &schema["items"], item, &format!("{at}[0]"));
            }
        }
        _ => {}
    }
}

#[tokio::test]
async fn the_openapi_document_matches_the_real_answers() {
    let app = TestApp::new().await;
    let doc = app.get(HOST, "/api/openapi.json").await.json();
    let paths = doc["paths"].as_object().unwrap();
    for path in [
        "/api/travels",
        "/api/travels/paginated",
        "/api/travels/top-sellers",
        "/api/tours",
        "/api/layouts",
        "/api/custompages/show",
        "/api/admin/catalogue",
    ] {
        assert!(paths.contains_key(path), "{path} documented");
    }
    let answer = |path: &str, method: &str, status: &str| {
        doc["paths"][path][method]["responses"][status]["content"]["application/json"]["schema"].clone()
    };
    let real = [
        ("/api/tours", "post", "200", app.post_json(HOST, "/api/tours", "{}").await.json()),
        ("/api/tours", "post", "400", app.post_json(HOST, "/api/tours", r#"{"page":0}"#).await.json()),
        ("/api/travels", "post", "200", app.post_json(HOST, "/api/travels", r#"{"perPage":3}"#).await.json()),
        ("/api/travels/paginated", "post", "200", app.post_json(HOST, "/api/travels/paginated", "{}").await.json()),
        ("/api/travels/top-sellers", "get", "200", app.get(HOST, "/api/travels/top-sellers").await.json()),
        ("/api/layouts", "get", "200", app.get(HOST, "/api/layouts").await.json()),
        ("/api/custompages/show", "get", "200", app.get(HOST, "/api/custompages/show?routingKey=faqs").await.json()),
        ("/api/custompages/show", "get", "404", app.get(HOST, "/api/custompages/show?slug=x").await.json()),
    ];
    for (path, method, status, value) in real {
        let schema = answer(path, method, status);
        assert!(!schema.is_null(), "{method} {path} {status} has a schema");
        conforms(&doc, &schema, &value, &format!("{method} {path} {status}"));
    }
}

#[tokio::test]
async fn counted_and_scanned_searches_agree() {
    // Travel-level filters are answered from per-day counts and merged lists;
    // a date bound that changes nothing forces the full scan. Both must agree.
    let app = TestApp::new().await;
    let filters = [
        json!({}),
        json!({"continentId": ["europe"], "page": 3}),
        json!({"status": ["CONFIRMED", "SOLD_OUT"], "perPage": 50, "page": 2}),
        json!({"textSearch": "a", "durationFrom": 6}),
        json!({"page": 500}),
    ];
    for filter in filters {
        for host in [HOST, "we.localhost:3000"] {
            let counted = app.post_json(host, "/api/tours", &filter.to_string()).await.json();
            let mut scanned_filter = filter.clone();
            scanned_filter["dateFrom"] = json!("2000-01-01");
            let scanned = app.post_json(host, "/api/tours", &scanned_filter.to_string()).await.json();
            assert_eq!(counted["total"], scanned["total"], "{host} {filter}");
            assert_eq!(counted["data"], scanned["data"], "{host} {filter}");
        }
    }
}

/// The API's refusals as a client sees them, in English and Italian: status,
/// envelope code and localised message of each (`insta` pins them, like
/// crates.io pins its errors). The account, wishlist and booking refusals
/// that need a session or a departure in a given state are pinned where
/// those flows are tested; every code's status is pinned by `error::code`.
#[tokio::test]
async fn refusals_keep_their_status_code_and_localised_message() {
    let app = TestApp::new().await;
    // Over every route's body limit (the search's is the default 2 MB).
    let too_large = format!(r#"{{"search": "{}"}}"#, "x".repeat(3 * 1024 * 1024));
    let cases: [(&str, &str, Option<&str>); 21] = [
        ("POST", "/api/tours", Some(r#"{"perPage": 0}"#)),
        ("POST", "/api/tours", Some("[1]")),
        ("POST", "/api/travels/paginated", Some(r#"{"page": "two"}"#)),
        ("POST", "/api/auth/email", Some(r#"{"email": "not-an-address"}"#)),
        ("POST", "/api/auth/verify", Some(r#"{"email": "ada@example.com", "code": "12"}"#)),
        ("GET", "/api/wishlist", None),
        ("PUT", "/api/wishlist/travels/1", None),
        ("GET", "/api/tours/00000000-0000-4000-8000-000000000000/group-info", None),
        ("GET", "/api/custompages/show?slug=no-such-page", None),
        ("GET", "/api/no-such-endpoint", None),
        ("DELETE", "/api/session", None),
        ("POST", "/api/tours", Some(too_large.as_str())),
        ("GET", "/api/chat", None),
        ("GET", "/api/ask?q=rome&page=zero", None),
        ("POST", "/api/bookings", Some(r#"{"tourId": "x", "travellers": 1}"#)),
        ("GET", "/api/me/bookings", None),
        ("GET", "/api/backoffice/users/me", None),
        ("POST", "/api/auth/code", Some(r#"{"email": "new-traveller@example.com"}"#)),
        ("GET", "/api/waitlist/00000000-0000-4000-8000-000000000000", None),
        ("GET", "/api/tours/00000000-0000-4000-8000-000000000000/interest", None),
        ("PUT", "/api/admin/catalogue", Some(r#"{"tours": []}"#)),
    ];
    for (language, host) in [("en", HOST), ("it", "it.localhost:3000")] {
        let mut seen = Vec::new();
        for (method, path, body) in cases {
            let reply = app.call(method, host, path, body, &[]).await;
            assert!(reply.status.as_u16() >= 400, "{method} {path} answered {}", reply.status);
            seen.push(serde_json::json!({ "request": format!("{method} {path}"), "status": reply.status.as_u16(), "body": reply.json() }));
        }
        insta::assert_json_snapshot!(format!("refusals.{language}"), seen);
    }
}
