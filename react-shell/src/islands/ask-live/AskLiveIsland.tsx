// The Ask page's wish box, read as the visitor types. The server renders the GET form and the
// chips it understood (each with a link that searches without it); this island renders the same
// markup, loads the Ask wasm (`@caravan/ask`, the server's own rules) at mount, and from then on
// parses the wish on every keystroke (synchronously: a parse takes well under 5 ms) to show the
// chips live. Until the wasm has loaded, and for good if it cannot, the server's chips stay for
// as long as the wish is the one they were read from (they are taken from the fallback markup),
// and the form is a plain GET form. Removing a chip searches without its words (a full page
// load, so the server-rendered results follow).
//
// The parts: the wish and its chips (useAskWish.ts; the wasm: useAskModule.ts; the chips' two
// readers: askChips.ts) and the chips as shown (AskChips.tsx).
import { useId } from "react";
import type { AskLiveProps } from "../../contract/generated";
import { AskChips } from "./AskChips";
import { useAskWish } from "./useAskWish";

export { askHref, type AskLabels } from "./askChips";

export function AskLiveIsland({ language, today, weekStart, currency, action, q, labels }: AskLiveProps) {
  const label = (key: string): string => labels[key] ?? "";
  // Destructured: read through one object holding refs, every field would count as a ref (react-hooks/refs).
  const { formRef, inputRef, text, edited, failed, live, chips, onChange, remove } = useAskWish({ language, today, weekStart, currency, action }, q ?? "");
  const hintId = useId();

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
      {chips.length > 0 && <AskChips chips={chips} labels={labels} onRemove={remove} />}
    </>
  );
}
