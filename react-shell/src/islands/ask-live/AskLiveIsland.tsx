// The Ask page's wish box, read as the visitor types. The server renders the GET form and the
// chips it understood (each with a link that searches without it); this island renders the same
// markup, loads the Ask wasm (`@caravan/ask`, the server's own rules) at mount, and from then on
// parses the wish on every keystroke (synchronously: a parse takes well under 5 ms) to show the
// chips live. Until the wasm has loaded, and for good if it cannot, the server's chips stay for
// as long as the wish is the one they were read from (they are taken from the fallback markup),
// and the form is a plain GET form. Removing a chip searches without its words (a full page
// load, so the server-rendered results follow).
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type MouseEvent } from "react";
import { isPlainClick } from "../../lib/dom";
import { track } from "../../lib/analytics";
import type { AskLiveProps } from "../../contract/generated";
import { loadAsk, loadedAsk, type Ask } from "../../lib/ask";
import { navigate } from "../../lib/navigate";

/** By Fluent key: the six texts of the page, plus `ask-kind-{kind}` for every chip kind. */
export type AskLabels = Partial<AskLiveProps["labels"]>;

/** A chip as shown: what it is, and what searching without it means. */
interface ShownChip {
  kind: string;
  label: string;
  /** The wish without this chip's words. */
  rest: string;
  /** The Ask page for `rest`. */
  href: string;
}

/** The server's chips and the wish they were read from. */
interface ServerChips {
  text: string;
  chips: ShownChip[];
}

/** The Ask page searching for `text` (the bare page for an empty wish). */
export function askHref(action: string, text: string): string {
  return text.trim() === "" ? action : `${action}?q=${encodeURIComponent(text)}`;
}

/** What reading a wish depends on. */
type Context = Pick<AskLiveProps, "language" | "today" | "weekStart" | "currency" | "action">;

/** The chips of the server fallback inside `placeholder` (rendered by the server for `q`). */
function fallbackChips(placeholder: Element, action: string): ShownChip[] {
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

function parsedChips(ask: Ask, text: string, { language, today, weekStart, currency, action }: Context): ShownChip[] {
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

export function AskLiveIsland({ language, today, weekStart, currency, action, q, labels }: AskLiveProps) {
  const initial = q ?? "";
  const label = (key: string): string => labels[key] ?? "";
  const [text, setText] = useState(initial);
  const [ask, setAsk] = useState<Ask | undefined>(loadedAsk);
  const [failed, setFailed] = useState(false);
  const [server, setServer] = useState<ServerChips | null>(null);
  const [edited, setEdited] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  // Before the server fallback goes (its placeholder is this form's parent, and the fallback is
  // removed right after this commit): keep its chips until the wasm can read the wish, and keep
  // what the visitor may already have typed into its input, with the focus.
  useLayoutEffect(() => {
    const placeholder = formRef.current?.parentElement;
    if (!placeholder) return;
    const chips = loadedAsk() ? [] : fallbackChips(placeholder, action);
    if (chips.length > 0) setServer({ text: initial, chips });
    const typed = Array.from(placeholder.querySelectorAll<HTMLInputElement>('input[name="q"]')).find((input) => input !== inputRef.current);
    if (typed && typed.value !== initial) {
      setText(typed.value);
      setEdited(true);
    }
    if (typed && typed === document.activeElement) inputRef.current?.focus();
    // Once, at mount: the fallback is gone afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the server fallback, which only exists at mount
  }, []);

  useEffect(() => {
    if (loadedAsk()) return;
    let live = true;
    loadAsk().then(
      (module) => {
        if (live) setAsk(module);
      },
      (error: unknown) => {
        console.warn("[ask-live] Ask unavailable: plain form", error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const live = useMemo(
    () => (ask ? parsedChips(ask, text, { language, today, weekStart, currency, action }) : null),
    [ask, text, language, today, weekStart, currency, action],
  );
  const chips = live ?? (server && server.text === text ? server.chips : []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    setEdited(true);
  };

  const remove = (chip: ShownChip) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (a new tab) keep their browser meaning.
    if (!isPlainClick(event.nativeEvent)) return;
    event.preventDefault();
    track("ask chip removed", { kind: chip.kind });
    setText(chip.rest);
    if (!live) setServer((previous) => previous && { text: chip.rest, chips: previous.chips.filter((c) => c !== chip) });
    navigate(chip.href);
  };

  // Said once the visitor edits the wish (not at page load): how many chips it reads as now.
  const announcement = live && edited && text.trim() !== "" ? `${label("ask-understood")}: ${live.length}` : "";

  return (
    <>
      <form ref={formRef} className="ask-form" method="get" action={action} role="search" data-testid="ask-form">
        <label htmlFor="ask-q" className="ask-form__label">
          {label("ask-label")}
        </label>
        <div className="ask-form__row">
          <input
            ref={inputRef}
            id="ask-q"
            className="ask-form__input"
            type="search"
            name="q"
            value={text}
            onChange={onChange}
            maxLength={300}
            autoComplete="off"
            placeholder={label("ask-placeholder")}
            aria-describedby={failed ? undefined : hintId}
            data-testid="ask-input"
          />
          <button className="button" type="submit" data-testid="ask-submit">
            {label("ask-submit")}
          </button>
        </div>
        {!failed && (
          <p id={hintId} className="hint ask-form__hint" data-testid="ask-live-hint">
            {label("ask-live-hint")}
          </p>
        )}
        <p className="visually-hidden" aria-live="polite" data-testid="ask-live-status">
          {announcement}
        </p>
      </form>
      {chips.length > 0 && (
        <section className="ask-understood" aria-labelledby="ask-understood-title">
          <h2 id="ask-understood-title" className="ask-understood__title">
            {label("ask-understood")}
          </h2>
          <ul className="ask-chips" data-testid="ask-chips">
            {chips.map((chip, index) => (
              <li key={`${index}:${chip.kind}:${chip.label}`} className={`ask-chip ask-chip--${chip.kind}`} data-kind={chip.kind} data-testid="ask-chip">
                <span className="ask-chip__kind">{labels[`ask-kind-${chip.kind}`] ?? chip.kind}</span>
                <span className="ask-chip__label">{chip.label}</span>
                <a
                  className="ask-chip__remove"
                  href={chip.href}
                  aria-label={`${label("ask-chip-remove-label")} ${chip.label}`}
                  onClick={remove(chip)}
                  data-testid="ask-chip-remove"
                >
                  ×
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
