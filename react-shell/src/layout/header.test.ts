import { fireEvent } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { DROPDOWN_SCROLL_CLOSE_PX, MEGA_MENU_CLOSE_DELAY_MS, SCROLL_DIRECTION_PX, headerScrollState, nextReading, startHeader } from "./header";
import { flushTasks, scrollWindowTo, setInnerWidth, setRect, smallScreen, stubMatchMedia, wideScreen } from "./testing";

const HEADER = `
  <header class="site-header" data-header data-sticky="default">
    <button class="menu-toggle" type="button" data-menu-toggle aria-controls="main-nav" aria-expanded="false">Menu</button>
    <nav id="main-nav" class="main-nav" data-main-nav aria-label="Main">
      <ul class="main-nav__list">
        <li class="main-nav__item">
          <details class="mega-menu" data-mega-menu data-dropdown data-menu-id="destinations">
            <summary>Destinations</summary>
            <div class="mega-menu__panel">
              <details class="mega-menu__group" data-accordion open>
                <summary><a href="/europa">Europe</a></summary>
                <ul><li><a href="/search?destinationId[]=ITA">Italy <span class="badge badge--hot">HOT</span></a></li></ul>
              </details>
              <details class="mega-menu__group" data-accordion open data-remove-accordion-on-mobile>
                <summary><a href="/asia">Asia</a></summary>
                <ul><li><a href="/search?destinationId[]=JPN">Japan</a></li></ul>
              </details>
            </div>
          </details>
        </li>
        <li class="main-nav__item">
          <details class="dropdown" data-dropdown id="about"><summary>About us</summary><ul><li><a href="/how-it-works">How it works</a></li></ul></details>
        </li>
        <li class="main-nav__item">
          <details class="dropdown" data-dropdown data-keep-on-scroll id="more"><summary>More</summary><ul><li><a href="/blog">Blog</a></li></ul></details>
        </li>
        <li class="main-nav__item"><a href="/tours">Departures</a></li>
      </ul>
    </nav>
    <a class="locale-button" href="?modal=locale" data-modal-open="locale">EN · EUR</a>
  </header>
  <main><p id="outside">Content</p><input id="field"></main>`;

const $ = <T extends HTMLElement = HTMLElement>(selector: string) => {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`missing ${selector}`);
  return element;
};
const header = () => $("[data-header]");
const mega = () => $<HTMLDetailsElement>("[data-mega-menu]");
const about = () => $<HTMLDetailsElement>("#about");
const more = () => $<HTMLDetailsElement>("#more");
const groups = () => Array.from(document.querySelectorAll<HTMLDetailsElement>("[data-accordion]"));
const toggle = () => $<HTMLButtonElement>("[data-menu-toggle]");

let stop: () => void = () => {};

function start() {
  stop = startHeader(document);
}

/** Opens a drop-down the way a click on its summary does. */
async function openByClick(details: HTMLDetailsElement) {
  const summary = details.querySelector("summary");
  if (!summary) throw new Error("no summary");
  fireEvent.pointerDown(summary);
  fireEvent.click(summary);
  await flushTasks();
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = HEADER;
  document.body.className = "";
  delete document.body.dataset.menu;
  delete document.body.dataset.coverSearch;
  delete document.body.dataset.reading;
  scrollWindowTo(0);
  setInnerWidth(1280);
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe("scroll state", () => {
  test("maps offsets to top, scrolled (from 50) and sticky (from 800)", () => {
    expect(headerScrollState(0)).toBe("top");
    expect(headerScrollState(49)).toBe("top");
    expect(headerScrollState(50)).toBe("scrolled");
    expect(headerScrollState(799)).toBe("scrolled");
    expect(headerScrollState(800)).toBe("sticky");
  });

  test("the header follows the page scroll on the next animation frame", async () => {
    stubMatchMedia(wideScreen);
    start();
    expect(header().dataset.scroll).toBe("top");

    scrollWindowTo(120);
    await vi.advanceTimersByTimeAsync(20);
    expect(header().dataset.scroll).toBe("scrolled");

    scrollWindowTo(900);
    expect(header().dataset.scroll).toBe("scrolled"); // not before the frame
    await vi.advanceTimersByTimeAsync(20);
    expect(header().dataset.scroll).toBe("sticky");

    scrollWindowTo(10);
    await vi.advanceTimersByTimeAsync(20);
    expect(header().dataset.scroll).toBe("top");
  });

  test("a page opened already scrolled starts in the right state", () => {
    stubMatchMedia(wideScreen);
    scrollWindowTo(1200);
    start();
    expect(header().dataset.scroll).toBe("sticky");
  });
});

describe("reading direction (the help entry fades away while the visitor reads down)", () => {
  const END = 3000;
  const read = (steps: number[]) => steps.reduce((reading, y) => nextReading(reading, y, END), { down: false, from: 0 }).down;

  test("down after a scroll down, up again after a scroll up, each of at least SCROLL_DIRECTION_PX", () => {
    expect(read([600])).toBe(true);
    expect(read([600, 600 - SCROLL_DIRECTION_PX])).toBe(false);
    // A jitter smaller than the step keeps the direction, in either sense.
    expect(read([600, 600 - SCROLL_DIRECTION_PX + 1])).toBe(true);
    expect(read([600, 500, 500 + SCROLL_DIRECTION_PX - 1])).toBe(false);
    // Small steps add up: the direction is measured from where it last changed.
    expect(read([600, 595, 590, 585])).toBe(false);
    expect(read([600, 500, 505, 510, 515])).toBe(true);
  });

  test("never down within the header's first 50 px nor at the page's end", () => {
    expect(read([49])).toBe(false);
    expect(read([600, END])).toBe(false);
    expect(nextReading({ down: true, from: 10 }, 30, END).down).toBe(false);
    // A page too short to scroll past 50 px never hides anything.
    expect(nextReading({ down: false, from: 0 }, 40, 40).down).toBe(false);
  });

  test("the body carries data-reading=down while the visitor reads down, on the next frame", async () => {
    stubMatchMedia(smallScreen);
    Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: END + window.innerHeight });
    try {
      start();
      expect(document.body.dataset.reading).toBeUndefined();
      scrollWindowTo(700);
      expect(document.body.dataset.reading).toBeUndefined(); // not before the frame
      await vi.advanceTimersByTimeAsync(20);
      expect(document.body.dataset.reading).toBe("down");
      scrollWindowTo(650);
      await vi.advanceTimersByTimeAsync(20);
      expect(document.body.dataset.reading).toBeUndefined();
      scrollWindowTo(900);
      await vi.advanceTimersByTimeAsync(20);
      expect(document.body.dataset.reading).toBe("down");
      scrollWindowTo(END);
      await vi.advanceTimersByTimeAsync(20);
      expect(document.body.dataset.reading).toBeUndefined();
    } finally {
      delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
    }
  });
});

describe("home cover search bar", () => {
  test("body[data-cover-search] turns hidden once the bar's bottom passes header height + 30 px", async () => {
    stubMatchMedia(wideScreen);
    document.body.insertAdjacentHTML("beforeend", `<div data-cover-search-bar>search</div>`);
    const cover = $("[data-cover-search-bar]");
    setRect(header(), { top: 0, height: 70 });
    setRect(cover, { top: 300, height: 60 });
    start();
    expect(document.body.dataset.coverSearch).toBe("visible");

    setRect(cover, { top: 41, height: 60 }); // bottom 101 ≥ 100
    scrollWindowTo(259);
    await vi.advanceTimersByTimeAsync(20);
    expect(document.body.dataset.coverSearch).toBe("visible");

    setRect(cover, { top: 39, height: 60 }); // bottom 99 < 100
    scrollWindowTo(261);
    await vi.advanceTimersByTimeAsync(20);
    expect(document.body.dataset.coverSearch).toBe("hidden");
  });

  test("pages without the cover search bar get no attribute", () => {
    stubMatchMedia(wideScreen);
    start();
    expect(document.body.dataset.coverSearch).toBeUndefined();
  });
});

describe("drop-downs", () => {
  beforeEach(() => {
    stubMatchMedia(smallScreen);
    start();
  });

  test("only one is open at a time", async () => {
    await openByClick(about());
    expect(about().open).toBe(true);
    await openByClick(more());
    expect(more().open).toBe(true);
    expect(about().open).toBe(false);
  });

  test("a pointerdown outside closes it, one inside does not", async () => {
    await openByClick(about());
    fireEvent.pointerDown(about().querySelector("a") as HTMLElement);
    expect(about().open).toBe(true);
    fireEvent.pointerDown($("#outside"));
    expect(about().open).toBe(false);
  });

  test("Escape closes it and puts the focus back on its summary", async () => {
    await openByClick(about());
    const link = about().querySelector("a") as HTMLAnchorElement;
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(about().open).toBe(false);
    expect(document.activeElement).toBe(about().querySelector("summary"));
  });

  test("a window resize that changes the width closes it; a height-only one does not", async () => {
    await openByClick(about());
    window.dispatchEvent(new Event("resize"));
    expect(about().open).toBe(true);
    setInnerWidth(800);
    window.dispatchEvent(new Event("resize"));
    expect(about().open).toBe(false);
  });

  test("scrolling more than 250 px from where it opened closes it, unless data-keep-on-scroll", async () => {
    scrollWindowTo(1000);
    await vi.advanceTimersByTimeAsync(20);
    await openByClick(about());
    const aboutMenu = about();

    scrollWindowTo(1000 + DROPDOWN_SCROLL_CLOSE_PX);
    await vi.advanceTimersByTimeAsync(20);
    expect(aboutMenu.open).toBe(true);

    scrollWindowTo(1000 - DROPDOWN_SCROLL_CLOSE_PX - 1);
    await vi.advanceTimersByTimeAsync(20);
    expect(aboutMenu.open).toBe(false);

    await openByClick(more());
    scrollWindowTo(5000);
    await vi.advanceTimersByTimeAsync(20);
    expect(more().open).toBe(true);
  });
});

describe("mega menu on wide screens", () => {
  beforeEach(() => {
    stubMatchMedia(wideScreen);
    start();
  });

  test("opens on pointerenter and closes 300 ms after pointerleave", () => {
    fireEvent.pointerEnter(mega(), { pointerType: "mouse" });
    expect(mega().open).toBe(true);
    fireEvent.pointerLeave(mega(), { pointerType: "mouse" });
    vi.advanceTimersByTime(MEGA_MENU_CLOSE_DELAY_MS - 1);
    expect(mega().open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(mega().open).toBe(false);
  });

  test("stays open when the pointer comes back within 300 ms", () => {
    fireEvent.pointerEnter(mega(), { pointerType: "mouse" });
    fireEvent.pointerLeave(mega(), { pointerType: "mouse" });
    vi.advanceTimersByTime(200);
    fireEvent.pointerEnter(mega(), { pointerType: "mouse" });
    vi.advanceTimersByTime(1000);
    expect(mega().open).toBe(true);
  });

  test("touch pointers do not open it on enter (the tap toggles it natively)", () => {
    fireEvent.pointerEnter(mega(), { pointerType: "touch" });
    expect(mega().open).toBe(false);
  });

  test("the click that follows a hover does not close it again", () => {
    fireEvent.pointerEnter(mega(), { pointerType: "mouse" });
    fireEvent.click(mega().querySelector("summary") as HTMLElement);
    expect(mega().open).toBe(true);
    // A second click toggles as usual.
    fireEvent.click(mega().querySelector("summary") as HTMLElement);
    expect(mega().open).toBe(false);
  });

  test("Escape closes it", async () => {
    fireEvent.pointerEnter(mega(), { pointerType: "mouse" });
    await flushTasks();
    const link = mega().querySelector<HTMLAnchorElement>("ul a") as HTMLAnchorElement;
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(mega().open).toBe(false);
    expect(document.activeElement).toBe(mega().querySelector("summary"));
  });

  test("continent groups are all open and their summaries do not fold them", () => {
    expect(groups().map((group) => group.open)).toEqual([true, true]);
    fireEvent.click(groups()[0]?.querySelector("summary") as HTMLElement);
    expect(groups()[0]?.open).toBe(true);
  });
});

describe("mega menu and accordions on small screens", () => {
  test("hover does nothing; a click opens it and scrolls the nav to its top", async () => {
    stubMatchMedia(smallScreen);
    start();
    const nav = $("[data-main-nav]");
    nav.scrollTop = 240;
    fireEvent.pointerEnter(mega(), { pointerType: "mouse" });
    expect(mega().open).toBe(false);
    await openByClick(mega());
    expect(mega().open).toBe(true);
    expect(nav.scrollTop).toBe(0);
  });

  test("groups are closed accordions except data-remove-accordion-on-mobile, and open up when the screen turns wide", () => {
    const media = stubMatchMedia(smallScreen);
    start();
    expect(groups().map((group) => group.open)).toEqual([false, true]);
    fireEvent.click(groups()[0]?.querySelector("summary") as HTMLElement);
    expect(groups()[0]?.open).toBe(true);
    // The one that stays open cannot be folded.
    fireEvent.click(groups()[1]?.querySelector("summary") as HTMLElement);
    expect(groups()[1]?.open).toBe(true);

    media.change(wideScreen);
    expect(groups().map((group) => group.open)).toEqual([true, true]);
    media.change(smallScreen);
    expect(groups().map((group) => group.open)).toEqual([false, true]);
  });
});

describe("mobile menu", () => {
  test("the toggle opens and closes it (body[data-menu], aria-expanded)", () => {
    stubMatchMedia(smallScreen);
    start();
    expect(document.body.dataset.menu).toBe("closed");
    fireEvent.click(toggle());
    expect(document.body.dataset.menu).toBe("open");
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(toggle());
    expect(document.body.dataset.menu).toBe("closed");
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
  });

  test("a link toggle (the server's, role=button) also toggles it with Space, without scrolling", () => {
    stubMatchMedia(smallScreen);
    toggle().outerHTML = `<a class="menu-toggle" href="#main-nav" role="button" data-menu-toggle aria-controls="main-nav" aria-expanded="false">Menu</a>`;
    start();
    const link = toggle();
    expect(fireEvent.keyDown(link, { key: " " })).toBe(false); // default prevented
    expect(document.body.dataset.menu).toBe("open");
    expect(link.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(link, { key: " " });
    expect(document.body.dataset.menu).toBe("closed");
    // Space elsewhere is left alone.
    expect(fireEvent.keyDown($("#field"), { key: " " })).toBe(true);
    expect(document.body.dataset.menu).toBe("closed");
  });

  test("Escape closes it and focuses the toggle", () => {
    stubMatchMedia(smallScreen);
    start();
    fireEvent.click(toggle());
    const link = $("[data-main-nav] a[href='/tours']");
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(document.body.dataset.menu).toBe("closed");
    expect(document.activeElement).toBe(toggle());
  });

  test("Escape first closes an open drop-down inside it, then the menu", async () => {
    stubMatchMedia(smallScreen);
    start();
    fireEvent.click(toggle());
    await openByClick(about());
    fireEvent.keyDown(about().querySelector("summary") as HTMLElement, { key: "Escape" });
    expect(about().open).toBe(false);
    expect(document.body.dataset.menu).toBe("open");
    fireEvent.keyDown(about().querySelector("summary") as HTMLElement, { key: "Escape" });
    expect(document.body.dataset.menu).toBe("closed");
  });

  test("following a link closes it", () => {
    stubMatchMedia(smallScreen);
    start();
    fireEvent.click(toggle());
    const link = $("[data-main-nav] a[href='/tours']");
    link.addEventListener("click", (event) => event.preventDefault()); // jsdom cannot navigate
    fireEvent.click(link);
    expect(document.body.dataset.menu).toBe("closed");
  });

  test("a resize to the wide layout closes it", () => {
    const media = stubMatchMedia(smallScreen);
    start();
    fireEvent.click(toggle());
    media.change(wideScreen);
    expect(document.body.dataset.menu).toBe("closed");
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
  });

  test("open drop-downs inside the open menu survive scrolling the page", async () => {
    stubMatchMedia(smallScreen);
    start();
    fireEvent.click(toggle());
    await openByClick(about());
    scrollWindowTo(2000);
    await vi.advanceTimersByTimeAsync(20);
    expect(about().open).toBe(true);
  });
});

test("without matchMedia (old browsers) it starts and uses the small-screen rules", () => {
  vi.stubGlobal("matchMedia", undefined);
  expect(() => start()).not.toThrow();
  expect(groups().map((group) => group.open)).toEqual([false, true]);
});

test("the cleanup removes the listeners", () => {
  stubMatchMedia(smallScreen);
  start();
  stop();
  fireEvent.click(toggle());
  expect(document.body.dataset.menu).toBe("closed");
});
