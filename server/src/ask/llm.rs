//! An optional language model for Ask: when `ASK_LLM_URL` (an
//! OpenAI-compatible chat-completions endpoint), `ASK_LLM_MODEL` and
//! `ASK_LLM_KEY` are set, the wish is first sent to the model, asked to answer
//! with the filters as JSON matching a schema. Its answer goes through the same
//! validation as any filter payload (`Filters::validate`) and must name only
//! known countries; anything else, or no answer within two seconds, falls back
//! to the built-in parser, which stays the default and the one the tests measure.

use search_core::ask::{AskParse, ChipKind, Context, Language};
use search_core::Filters;
use serde_json::{json, Value};
use std::time::Duration;

/// The longest the model may take before the built-in parser answers instead.
pub const DEADLINE: Duration = Duration::from_secs(2);

/// A configured model.
pub struct AskModel {
    client: oauth2::reqwest::Client,
    url: String,
    model: String,
    key: String,
}

impl AskModel {
    /// The model when all three settings are present.
    pub fn from_config(url: Option<&str>, model: Option<&str>, key: Option<&str>) -> Option<AskModel> {
        let (url, model, key) = (url?.trim(), model?.trim(), key?.trim());
        if url.is_empty() || model.is_empty() || key.is_empty() {
            return None;
        }
        let client =
            oauth2::reqwest::Client::builder().timeout(DEADLINE).redirect(oauth2::reqwest::redirect::Policy::none()).build().ok()?;
        Some(AskModel { client, url: url.to_string(), model: model.to_string(), key: key.to_string() })
    }

    /// The model's filters for a wish, or `None` on any failure or after [`DEADLINE`].
    pub async fn filters(&self, wish: &str, context: &Context) -> Option<Filters> {
        match tokio::time::timeout(DEADLINE, self.call(wish, context)).await {
            Ok(Ok(filters)) => Some(filters),
            Ok(Err(reason)) => {
                tracing::warn!(%reason, "the Ask model's answer was not used");
                None
            }
            Err(_) => {
                tracing::warn!("the Ask model did not answer within {DEADLINE:?}");
                None
            }
        }
    }

    async fn call(&self, wish: &str, context: &Context) -> Result<Filters, String> {
        let language = match context.language {
            Language::En => "English",
            Language::It => "Italian",
        };
        let system = format!(
            "You turn a traveller's wish ({language}) into search filters for group trips. Today is {}. \
             Prices are per person in minor units of {} (cents). Countries are ISO 3166-1 alpha-3 codes; \
             continents are asia, europe, america, africa, oceania, antarctica. Dates are YYYY-MM-DD, inclusive. \
             Set only what the wish says. Answer with the JSON object only.",
            context.today,
            context.currency.iso_code()
        );
        let body = json!({
            "model": self.model,
            "temperature": 0,
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": wish}],
            "response_format": {"type": "json_schema", "json_schema": {"name": "filters", "strict": true, "schema": schema()}},
        });
        let response = self
            .client
            .post(&self.url)
            .bearer_auth(&self.key)
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
            .await
            .map_err(|e| e.to_string())?;
        if !response.status().is_success() {
            return Err(format!("status {}", response.status()));
        }
        let bytes = response.bytes().await.map_err(|e| e.to_string())?;
        let answer: Value = serde_json::from_slice(&bytes).map_err(|e| e.to_string())?;
        let content = answer.pointer("/choices/0/message/content").and_then(Value::as_str).ok_or("no message content")?;
        let filters: Filters = serde_json::from_str(content).map_err(|e| format!("not the filters' shape: {e}"))?;
        filters.validate().map_err(|e| e.to_string())?;
        let known = |iso3: &String| search_core::ask::places::COUNTRIES.iter().any(|c| c.iso3 == iso3);
        if !filters.destination_id.iter().flatten().all(known) {
            return Err("an unknown country".into());
        }
        if filters.is_empty() {
            return Err("no filter".into());
        }
        Ok(filters)
    }
}

/// The JSON schema the model fills: the filter payload's Ask fields.
fn schema() -> Value {
    let strings = json!({"type": "array", "items": {"type": "string"}});
    json!({
        "type": "object",
        "additionalProperties": false,
        "properties": {
            "destinationId": strings, "continentId": strings, "dateFrom": {"type": "string"}, "dateTo": {"type": "string"},
            "durationFrom": {"type": "integer"}, "durationTo": {"type": "integer"}, "priceFrom": {"type": "integer"}, "priceTo": {"type": "integer"},
            "moods": strings, "travelTypes": strings, "travelStyles": strings, "ageBadge": strings,
            "isNoSharingRoomAvailable": {"type": "boolean"}, "discounted": {"type": "boolean"}, "collection": {"type": "boolean"},
            "textSearch": {"type": "string"}
        }
    })
}

/// The model's filters with chips that explain them.
pub fn parse_from(filters: Filters, context: &Context) -> AskParse {
    let chips = search_core::ask::chips_of(&filters, context);
    AskParse { understood: chips.iter().any(|c| c.kind != ChipKind::Text), filters, chips }
}
