// Tabs (contract §10, FAQ tabs): server-rendered as links (`?faq=itinerary#faqs`) and panels, one
// shown. Here a tab switches its panel in place (keeping the URL in step with replaceState) and
// the tab list follows the ARIA tabs pattern: one tab in the Tab order, arrows/Home/End move.
import { eventElement, focusElement, isPlainClick, relativeUrl } from "../lib/dom";

const TAB = "[role=tab][data-tab]";

function tabsOf(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TAB)).filter((tab) => tab.closest("[data-tabs]") === container);
}

function panelsOf(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>("[data-tab-panel]")).filter((panel) => panel.closest("[data-tabs]") === container);
}

/** `aria-selected` as rendered (a bare attribute counts as selected). */
function isSelected(tab: HTMLElement): boolean {
  const value = tab.getAttribute("aria-selected");
  return value !== null && value !== "false";
}

/** The query parameter a tab link sets: the one whose value is the tab's name (`faq`). */
function tabParam(tab: HTMLElement, win: Window): string | null {
  const href = tab.getAttribute("href");
  if (!href) return null;
  try {
    for (const [key, value] of new URL(href, win.location.href).searchParams) {
      if (value === tab.dataset.tab) return key;
    }
  } catch {
    // No usable URL: no parameter.
  }
  return null;
}

function select(container: HTMLElement, tab: HTMLElement): void {
  const name = tab.dataset.tab;
  for (const other of tabsOf(container)) {
    const selected = other === tab;
    other.setAttribute("aria-selected", String(selected));
    other.tabIndex = selected ? 0 : -1;
  }
  for (const panel of panelsOf(container)) panel.hidden = panel.dataset.tabPanel !== name;
}

function setUp(container: HTMLElement): void {
  const tabs = tabsOf(container);
  if (tabs.length === 0) return;
  const first = tabs[0];
  if (!container.querySelector("[role=tablist]") && first?.parentElement && tabs.every((tab) => tab.parentElement === first.parentElement)) {
    first.parentElement.setAttribute("role", "tablist");
  }
  const panels = panelsOf(container);
  for (const tab of tabs) {
    const panel = panels.find((candidate) => candidate.dataset.tabPanel === tab.dataset.tab);
    if (panel?.id && !tab.hasAttribute("aria-controls")) tab.setAttribute("aria-controls", panel.id);
    if (panel && tab.id && !panel.hasAttribute("aria-labelledby")) panel.setAttribute("aria-labelledby", tab.id);
  }
  const selected = tabs.find(isSelected) ?? tabs.find((tab) => panels.some((panel) => !panel.hidden && panel.dataset.tabPanel === tab.dataset.tab)) ?? first;
  if (selected) select(container, selected);
}

export function startTabs(root: Document = document): () => void {
  const win = root.defaultView ?? window;
  for (const container of root.querySelectorAll<HTMLElement>("[data-tabs]")) setUp(container);

  const activate = (container: HTMLElement, tab: HTMLElement) => {
    select(container, tab);
    const param = tabParam(tab, win);
    const name = tab.dataset.tab;
    if (param && name) {
      const url = new URL(win.location.href);
      url.searchParams.set(param, name);
      win.history.replaceState(win.history.state, "", relativeUrl(url));
    }
  };

  const tabFromEvent = (event: Event) => {
    const tab = eventElement(event)?.closest<HTMLElement>(TAB);
    const container = tab?.closest<HTMLElement>("[data-tabs]");
    return tab && container ? { tab, container } : null;
  };

  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    const found = tabFromEvent(event);
    if (!found) return;
    event.preventDefault();
    activate(found.container, found.tab);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const found = tabFromEvent(event);
    if (!found) return;
    const tabs = tabsOf(found.container);
    const index = tabs.indexOf(found.tab);
    let target: HTMLElement | undefined;
    switch (event.key) {
      case "ArrowRight":
        target = tabs[(index + 1) % tabs.length];
        break;
      case "ArrowLeft":
        target = tabs[(index - 1 + tabs.length) % tabs.length];
        break;
      case "Home":
        target = tabs[0];
        break;
      case "End":
        target = tabs[tabs.length - 1];
        break;
      case " ":
        // Links activate on Enter only; tabs on Space too.
        target = found.tab;
        break;
      default:
        return;
    }
    if (!target) return;
    event.preventDefault();
    activate(found.container, target);
    focusElement(target);
  };

  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeyDown);
  };
}
