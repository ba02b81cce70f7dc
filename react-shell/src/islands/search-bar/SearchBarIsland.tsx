// The search-bar island. Until search-core has loaded (idle, or the first interaction), and for
// good if it cannot load, it renders what the server fallback is: the header variant a plain link
// to the search page, the inline variant a plain form whose text the server parses
// (searchPath?textSearch=…). No search rule runs here: with the core, SearchBar takes over.
import { useId, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { Icon } from "../../lib/icons";
import { navigate } from "../../lib/navigate";
import { useSearchCore } from "../../lib/useSearchCore";
import { whereText } from "./display";
import { SearchBar } from "./SearchBar";
import { useSearchRequests } from "./searchRequest";
import type { SearchBarProps } from "./types";
import "./search-bar.css";

function plainSearchUrl(searchPath: string, text: string): string {
  return `${searchPath}?textSearch=${encodeURIComponent(text)}`;
}

export function SearchBarIsland(props: SearchBarProps) {
  // The menu's search entry asks the header bar to open default-active (searchRequest.ts).
  const requests = useSearchRequests(props.variant === "header");
  const defaultActive = props.defaultActive || requests > 0;
  // The header's button is on every page: pages that do not search fetch no wasm until the
  // visitor heads for the button (pointer, focus or touch warm it up, see below).
  const { state, ensure } = useSearchCore(defaultActive, props.variant !== "header");
  // The visitor acted before the core was ready: open the bar (header) or carry on in the where
  // box (inline, while it has the focus) once it is.
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const waiting = useRef(false);
  const inputId = useId();

  if (state.status === "ready") {
    // A new request mounts the bar afresh, so it opens again as default-active says.
    return <SearchBar key={requests} core={state.core} {...props} defaultActive={defaultActive} openOnMount={opened} typed={typed} />;
  }

  const failed = state.status === "failed";
  const warmUp = () => {
    if (!failed) ensure().catch(() => {});
  };

  if (props.variant === "header") {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (failed || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      // Progressive enhancement: wait for the core (usually already on its way), then open the
      // bar; if it cannot load, follow the link after all.
      event.preventDefault();
      setOpened(true);
      if (waiting.current) return;
      waiting.current = true;
      ensure().catch(() => navigate(props.searchPath));
    };
    return (
      <a
        className="search-button"
        href={props.searchPath}
        data-testid="search-open"
        onPointerEnter={warmUp}
        onFocus={warmUp}
        onTouchStart={warmUp}
        onClick={onClick}
      >
        <Icon name="search" />
        <span className="search-button__label">{props.labels.open}</span>
      </a>
    );
  }

  const text = typed ?? whereText(props.initialSelection.where);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(plainSearchUrl(props.searchPath, text));
  };
  return (
    <form className="search-bar search-bar--plain" role="search" aria-label={props.labels.title} action={props.searchPath} method="get" onSubmit={onSubmit}>
      <label className="search-bar__label" htmlFor={inputId}>
        {props.labels.where}
      </label>
      <input
        id={inputId}
        className="search-bar__input"
        type="search"
        name="textSearch"
        autoComplete="off"
        placeholder={props.labels.wherePlaceholder}
        data-testid="search-where"
        value={text}
        onChange={(event) => setTyped(event.target.value)}
        onFocus={() => {
          warmUp();
          if (!failed) setOpened(true);
        }}
        onBlur={() => setOpened(false)}
        onPointerEnter={warmUp}
      />
      <button type="submit" className="search-panel__submit search-bar__submit" data-testid="search-submit">
        {props.labels.submit}
      </button>
    </form>
  );
}
