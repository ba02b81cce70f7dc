import { fireEvent } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { CALENDAR_LOADING_DELAY_MS, startCalendars } from "./calendar";
import { resetUrl } from "./testing";

const CALENDAR = `
  <section class="departure-calendar" data-calendar id="calendar">
    <div class="calendar-month" data-calendar-month="2027-03">
      <h3 id="cal-2027-03" tabindex="-1">March 2027</h3>
      <nav><a id="to-april" data-calendar-nav="2027-04" href="?month=2027-04#calendar">›</a></nav>
      <table><tr><td>1</td></tr></table>
    </div>
    <div class="calendar-month" data-calendar-month="2027-04" hidden>
      <h3 id="cal-2027-04" tabindex="-1">April 2027</h3>
      <nav>
        <a id="to-march" data-calendar-nav="2027-03" href="?month=2027-03#calendar">‹</a>
        <a id="to-may" data-calendar-nav="2027-05" href="?month=2027-05#calendar">›</a>
      </nav>
      <table><tr><td>1</td></tr></table>
    </div>
  </section>`;

const month = (key: string) => document.querySelector<HTMLElement>(`[data-calendar-month="${key}"]`) as HTMLElement;
const link = (id: string) => document.getElementById(id) as HTMLElement;

let stop: () => void = () => {};

beforeEach(() => {
  resetUrl("/trip/peru?currency=EUR#calendar");
  document.body.innerHTML = CALENDAR;
  stop = startCalendars(document);
});

afterEach(() => stop());

test("the month links show the other month in place and focus its heading", () => {
  const length = history.length;
  expect(fireEvent.click(link("to-april"))).toBe(false);
  expect(month("2027-04").hidden).toBe(false);
  expect(month("2027-03").hidden).toBe(true);
  expect(document.activeElement).toBe(document.getElementById("cal-2027-04"));
  expect(history.length).toBe(length);

  fireEvent.click(link("to-march"));
  expect(month("2027-03").hidden).toBe(false);
  expect(month("2027-04").hidden).toBe(true);
  expect(document.activeElement).toBe(document.getElementById("cal-2027-03"));
});

test("the URL gets month= with replaceState, keeping the rest of the query and the hash", () => {
  fireEvent.click(link("to-april"));
  expect(location.pathname + location.search + location.hash).toBe("/trip/peru?currency=EUR&month=2027-04#calendar");
  fireEvent.click(link("to-march"));
  expect(location.search).toBe("?currency=EUR&month=2027-03");
});

test("a month the page does not have is loaded by following the link", () => {
  fireEvent.click(link("to-april"));
  let prevented: boolean | undefined;
  const observe = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault(); // jsdom cannot navigate
  };
  window.addEventListener("click", observe);
  fireEvent.click(link("to-may"));
  window.removeEventListener("click", observe);
  expect(prevented).toBe(false);
  expect(month("2027-04").hidden).toBe(false);
});

test("exactly one month is visible at start even if the server showed none", () => {
  stop();
  document.body.innerHTML = CALENDAR.replace('data-calendar-month="2027-03"', 'data-calendar-month="2027-03" hidden');
  stop = startCalendars(document);
  expect(month("2027-03").hidden).toBe(false);
  expect(month("2027-04").hidden).toBe(true);
});

describe("loading another month (spec §9: calendar period loading delay 600 ms)", () => {
  const calendar = () => document.querySelector<HTMLElement>("[data-calendar]") as HTMLElement;
  const followMay = (init: MouseEventInit = {}) => {
    // jsdom cannot navigate: the page stays, as it does while the next one loads.
    const observe = (event: Event) => event.preventDefault();
    window.addEventListener("click", observe);
    fireEvent.click(link("to-april"));
    fireEvent.click(link("to-may"), init);
    window.removeEventListener("click", observe);
  };

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  test("a load that takes longer than 600 ms shows the calendar busy; a quicker one shows nothing", () => {
    expect(CALENDAR_LOADING_DELAY_MS).toBe(600);
    followMay();
    vi.advanceTimersByTime(599);
    expect(calendar().hasAttribute("data-loading")).toBe(false);
    expect(calendar().getAttribute("aria-busy")).toBeNull();
    vi.advanceTimersByTime(1);
    expect(calendar().hasAttribute("data-loading")).toBe(true);
    expect(calendar().getAttribute("aria-busy")).toBe("true");
  });

  test("coming back from the loaded page (bfcache) clears it", () => {
    followMay();
    vi.advanceTimersByTime(600);
    window.dispatchEvent(new Event("pageshow"));
    expect(calendar().hasAttribute("data-loading")).toBe(false);
    expect(calendar().getAttribute("aria-busy")).toBeNull();
  });

  test("a modified click (a new tab) loads nothing here: no loading state", () => {
    followMay({ ctrlKey: true });
    vi.advanceTimersByTime(1000);
    expect(calendar().hasAttribute("data-loading")).toBe(false);
  });

  test("a month switched in place never shows the loading state", () => {
    fireEvent.click(link("to-april"));
    vi.advanceTimersByTime(1000);
    expect(calendar().hasAttribute("data-loading")).toBe(false);
  });
});
