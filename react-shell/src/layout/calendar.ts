// Departure calendar (contract §6): the month shown and the next are server-rendered, one of
// them visible; its ‹ › links reload the page with `?month=`. Here they switch in place between
// the months the page holds, and load the others.
import { closestFromEvent, focusElement, isPlainClick, relativeUrl } from "../lib/dom";
import { createTimer } from "../lib/timers";
import "./calendar.css";

/**
 * Spec §9 "Calendar period loading delay 600 ms": a month the page lacks is loaded by following
 * its link; the calendar shows it is loading only if that takes longer, so a quick load shows
 * nothing.
 */
export const CALENDAR_LOADING_DELAY_MS = 600;

/** Shows `month` in `calendar` (hiding the others); false when the calendar lacks it. */
export function showCalendarMonth(calendar: HTMLElement, month: string): boolean {
  const months = Array.from(calendar.querySelectorAll<HTMLElement>("[data-calendar-month]"));
  const target = months.find((element) => element.dataset.calendarMonth === month);
  if (!target) return false;
  for (const element of months) element.hidden = element !== target;
  return true;
}

export function startCalendars(root: Document = document): () => void {
  const win = root.defaultView ?? window;

  // Exactly one month visible, even if the server marked none.
  for (const calendar of root.querySelectorAll<HTMLElement>("[data-calendar]")) {
    const months = Array.from(calendar.querySelectorAll<HTMLElement>("[data-calendar-month]"));
    const visible = months.find((element) => !element.hidden) ?? months[0];
    for (const element of months) element.hidden = element !== visible;
  }

  // The calendar whose month is being loaded (by the link's navigation).
  const loadingTimer = createTimer(CALENDAR_LOADING_DELAY_MS);
  let loading: HTMLElement | null = null;
  const stopLoading = () => {
    loadingTimer.cancel();
    if (!loading) return;
    loading.removeAttribute("aria-busy");
    delete loading.dataset.loading;
    loading = null;
  };
  const startLoading = (calendar: HTMLElement) => {
    stopLoading();
    loadingTimer.start(() => {
      loading = calendar;
      calendar.setAttribute("aria-busy", "true");
      calendar.dataset.loading = "";
    });
  };

  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    const link = closestFromEvent<HTMLAnchorElement>(event, "a[data-calendar-nav]");
    const calendar = link?.closest<HTMLElement>("[data-calendar]");
    const month = link?.dataset.calendarNav;
    if (!link || !calendar || !month) return;
    if (!showCalendarMonth(calendar, month)) {
      startLoading(calendar); // not rendered: the link loads it
      return;
    }
    event.preventDefault();
    const url = new URL(win.location.href);
    url.searchParams.set("month", month);
    win.history.replaceState(win.history.state, "", relativeUrl(url));
    const visible = Array.from(calendar.querySelectorAll<HTMLElement>("[data-calendar-month]")).find((element) => !element.hidden);
    const heading = visible?.querySelector<HTMLElement>("h3, h2");
    if (heading && !heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    focusElement(heading);
  };

  root.addEventListener("click", onClick);
  // Back here from the next page (bfcache): that load is over.
  win.addEventListener("pageshow", stopLoading);
  return () => {
    root.removeEventListener("click", onClick);
    win.removeEventListener("pageshow", stopLoading);
    stopLoading();
  };
}
