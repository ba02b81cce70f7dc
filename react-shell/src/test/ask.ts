// Test doubles for the Ask page's island: its props and labels as the server sends them (English
// labels from locales/en-US/main.ftl), and its server fallback markup.
import type { AskLiveProps } from "../islands/ask-live";

export const ASK_LABELS: AskLiveProps["labels"] = {
  "ask-label": "Describe your trip",
  "ask-placeholder": "e.g. two weeks in Japan in April under €3,000",
  "ask-submit": "Search",
  "ask-understood": "What we understood",
  "ask-live-hint": "We read your wish as you type; remove anything we got wrong.",
  "ask-chip-remove-label": "Remove",
  "ask-kind-destination": "Where",
  "ask-kind-continent": "Where",
  "ask-kind-dates": "When",
  "ask-kind-duration": "How long",
  "ask-kind-budget": "Budget",
  "ask-kind-age": "Age",
  "ask-kind-mood": "Mood",
  "ask-kind-travelType": "Kind of trip",
  "ask-kind-travelStyle": "Style",
  "ask-kind-privateRoom": "Room",
  "ask-kind-discounted": "Price",
  "ask-kind-confirmed": "Departures",
  "ask-kind-collection": "Line",
  "ask-kind-sort": "Order",
  "ask-kind-text": "Words",
};

export const WISH = "two weeks in Japan in April under 3000€";
/** The budget chip's label for WISH (a no-break space before the €). */
export const BUDGET = "max 3.000\u00a0€";

export function askLiveProps(overrides: Partial<AskLiveProps> = {}): AskLiveProps {
  return { language: "en", today: "2027-01-13", weekStart: "monday", currency: "EUR", action: "/search-ai", q: WISH, labels: ASK_LABELS, ...overrides };
}

const escape = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** The server's no-JS markup for `q` with these chips (kind, label, the wish without it). */
export function askFallback(q: string, chips: Array<[kind: string, label: string, rest: string]>): string {
  const items = chips
    .map(
      ([kind, label, rest]) =>
        `<li class="ask-chip ask-chip--${kind}" data-kind="${kind}" data-testid="ask-chip"><span class="ask-chip__kind">${ASK_LABELS[`ask-kind-${kind}`] ?? kind}</span>` +
        `<span class="ask-chip__label">${escape(label)}</span><a class="ask-chip__remove" href="/search-ai?q=${encodeURIComponent(rest).replaceAll("%20", "+")}" ` +
        `aria-label="Remove ${escape(label)}" data-testid="ask-chip-remove">×</a></li>`,
    )
    .join("");
  return (
    `<form class="ask-form" method="get" action="/search-ai" role="search" data-testid="ask-form"><label for="ask-q" class="ask-form__label">Describe your trip</label>` +
    `<div class="ask-form__row"><input id="ask-q" class="ask-form__input" type="search" name="q" value="${escape(q)}" maxlength="300" autocomplete="off" data-testid="ask-input">` +
    `<button class="button" type="submit" data-testid="ask-submit">Search</button></div></form>` +
    (items ? `<section class="ask-understood" aria-labelledby="ask-understood-title"><h2 id="ask-understood-title">What we understood</h2><ul class="ask-chips" data-testid="ask-chips">${items}</ul></section>` : "")
  );
}

/** The server fallback of WISH: its four chips, each linking to the wish without it. */
export const WISH_FALLBACK = askFallback(WISH, [
  ["duration", "13–15 days", "in Japan in April under 3000€"],
  ["destination", "Japan", "two weeks in April under 3000€"],
  ["dates", "April 2027", "two weeks in Japan under 3000€"],
  ["budget", BUDGET, "two weeks in Japan in April"],
]);
