// The chips of a wish as shown, from either reader: the Ask wasm (the server's own rules, live) or
// the server fallback's markup (until the wasm has loaded). Each chip links to the Ask page
// searching without its words.
import type { AskLiveProps } from "../../contract/generated";
import type { Ask } from "../../lib/ask";

/** By Fluent key: the six texts of the page, plus `ask-kind-{kind}` for every chip kind. */
export type AskLabels = Partial<AskLiveProps["labels"]>;

/** A chip as shown: what it is, and what searching without it means. */
export interface ShownChip {
  kind: string;
  label: string;
  /** The wish without this chip's words. */
  rest: string;
  /** The Ask page for `rest`. */
  href: string;
}

/** The server's chips and the wish they were read from. */
export interface ServerChips {
  text: string;
  chips: ShownChip[];
}

/** The Ask page searching for `text` (the bare page for an empty wish). */
export function askHref(action: string, text: string): string {
  return text.trim() === "" ? action : `${action}?q=${encodeURIComponent(text)}`;
}

/** What reading a wish depends on. */
export type WishContext = Pick<AskLiveProps, "language" | "today" | "weekStart" | "currency" | "action">;

/** The chips of the server fallback inside `placeholder` (rendered by the server for `q`). */
export function fallbackChips(placeholder: Element, action: string): ShownChip[] {
  return Array.from(placeholder.querySelectorAll<HTMLElement>("li.ask-chip"), (item) => {
    const link = item.querySelector(".ask-chip__remove")?.getAttribute("href");
    let rest = "";
    try {
      if (link) rest = new URL(link, window.location.href).searchParams.get("q") ?? "";
    } catch {
      // An unreadable link: removing the chip then searches for nothing.
    }
    return {
      kind: item.dataset.kind ?? "text",
      label: item.querySelector(".ask-chip__label")?.textContent ?? "",
      rest,
      href: link || askHref(action, rest),
    };
  });
}

export function parsedChips(ask: Ask, text: string, { language, today, weekStart, currency, action }: WishContext): ShownChip[] {
  try {
    return ask.parseAsk(text, language, today, weekStart, currency).chips.map((chip) => {
      const rest = ask.withoutChip(text, chip);
      return { kind: chip.kind, label: chip.label, rest, href: askHref(action, rest) };
    });
  } catch (error) {
    // Only bad props get here (e.g. a malformed `today`): no chips, the form still works.
    console.warn("[ask-live] could not read the wish", error);
    return [];
  }
}
