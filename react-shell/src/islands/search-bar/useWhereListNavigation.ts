// Keyboard navigation of the where list from its combobox: the arrows open the list or move the
// active option (wrapping around), Enter picks the active option.
import { useState, type KeyboardEvent } from "react";
import type { WhereOption } from "./whereOptions";

export interface WhereListNavigationOptions {
  /** The where box's text the options are for. */
  text: string;
  options: WhereOption[];
  expanded: boolean;
  onExpand: () => void;
  onPick: (option: WhereOption) => void;
}

/** The index of the active option (-1 for none) and the combobox's key handler. */
export function useWhereListNavigation({ text, options, expanded, onExpand, onPick }: WhereListNavigationOptions) {
  // The active option belongs to the text it was chosen for: typing resets it.
  const [activeState, setActiveState] = useState({ text, index: -1 });
  const active = activeState.text === text && activeState.index < options.length ? activeState.index : -1;
  const setActive = (index: number) => setActiveState({ text, index });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        onExpand();
        return;
      }
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive(active < 0 ? (step > 0 ? 0 : options.length - 1) : (active + step + options.length) % options.length);
    } else if (event.key === "Enter" && expanded && active >= 0) {
      const option = options[active];
      if (!option) return;
      event.preventDefault();
      onPick(option);
    }
  };

  return { active, onKeyDown };
}
