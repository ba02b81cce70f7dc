// The wish in the Ask box and the chips it reads as: live from the Ask wasm once it has loaded,
// until then the server's chips (taken over from the fallback markup) for as long as the wish is
// the one they were read from. Removing a chip searches without its words (a full page load).
import { useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type MouseEvent } from "react";
import { track } from "../../lib/analytics";
import { loadedAsk } from "../../lib/ask";
import { isPlainClick } from "../../lib/dom";
import { navigate } from "../../lib/navigate";
import { fallbackChips, parsedChips, type ServerChips, type ShownChip, type WishContext } from "./askChips";
import { useAskModule } from "./useAskModule";

export function useAskWish(context: WishContext, initial: string) {
  const { language, today, weekStart, currency, action } = context;
  const [text, setText] = useState(initial);
  const [server, setServer] = useState<ServerChips | null>(null);
  const [edited, setEdited] = useState(false);
  const { ask, failed } = useAskModule();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

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

  /** The chips read by the wasm; null until it has loaded (or for good if it cannot). */
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

  return { formRef, inputRef, text, edited, failed, live, chips, onChange, remove };
}
