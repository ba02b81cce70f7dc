// Focus management of the search bar: a step (choosing a place, completing the dates, Escape,
// closing) names the element the focus goes to next, which may only exist after the render the
// step causes; an effect after each render moves the focus there.
import { useEffect, useRef } from "react";

export type FocusTarget = "where" | "when" | "submit" | "whenToggle" | "historyToggle" | "opener" | "dialog";

const FOCUS_SELECTORS: Readonly<Record<Exclude<FocusTarget, "opener" | "dialog">, string>> = {
  where: ".search-bar__input",
  when: '.search-bar__tab[aria-selected="true"]',
  submit: ".search-bar__submit",
  whenToggle: ".search-bar__section--when .search-bar__toggle",
  historyToggle: ".search-bar__section--history .search-bar__toggle",
};

/** The refs of the elements the focus can go to, and `focusAfterRender` to send it to one. */
export function useSearchBarFocus(initialTarget: FocusTarget | null) {
  const hostRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<FocusTarget | null>(initialTarget);

  // Moves the focus after the render that shows the element it goes to.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const element =
      target === "opener"
        ? openerRef.current
        : target === "dialog"
          ? dialogRef.current
          : hostRef.current?.querySelector<HTMLElement>(FOCUS_SELECTORS[target]);
    element?.focus();
  });

  /** For event handlers: the focus goes to `target` once the next render has shown it. */
  const focusAfterRender = (target: FocusTarget) => {
    focusNext.current = target;
  };

  return { hostRef, openerRef, dialogRef, focusAfterRender };
}
