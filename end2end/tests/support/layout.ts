// What a traveller sees of the page's frame, measured in the browser: the header's height, sideways
// scrolling, the fixed and sticky chrome over the content, and targets too small to tap. The
// layout-invariants spec and `make screenshots` share the page list.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { getAsEdition, type Edition } from "./editions";
import { bookableTourPath, firstTripPath } from "./pages";

/** The sizes the layout is checked at: three phones and tablets, two laptops. */
export const LAYOUT_SIZES = [
  { name: "360", width: 360, height: 740, phone: true },
  { name: "390", width: 390, height: 844, phone: true },
  { name: "768", width: 768, height: 1024, phone: false },
  { name: "1280", width: 1280, height: 800, phone: false },
  { name: "1440", width: 1440, height: 900, phone: false },
] as const;
export type LayoutSize = (typeof LAYOUT_SIZES)[number];

/** Spec'd header heights (issue 16): one row, at most 56 px below 768 px, 72 px from there. */
export function headerLimit(width: number): number {
  return width < 768 ? 56 : 72;
}

/** Each edition's paths that are not derived from the catalogue. */
const FIXED: Record<string, { area: string; ask?: string; wemeet: string; wishlist?: string; account: string; cms: string; search: string }> = {
  international: { area: "/asia-trips", ask: "/search-ai?q=a%20week%20in%20Greece%20in%20June", wemeet: "/events-wemeet", account: "/account", cms: "/how-it-works", search: "/search" },
  it: {
    area: "/viaggi-asia",
    ask: "/cerca-ai?q=una%20settimana%20in%20Grecia%20a%20giugno",
    wemeet: "/eventi-wemeet",
    wishlist: "/preferiti",
    account: "/il-mio-account",
    cms: "/come-funziona",
    search: "/cerca",
  },
  de: { area: "/asien-reisen", wemeet: "/events-wemeet", wishlist: "/wunschliste", account: "/mein-konto", cms: "/so-funktionierts", search: "/suchen" },
};

export interface PageOfType {
  type: string;
  path: string;
}

/** One page of every type an edition has (trip and tour from the catalogue of the day). */
export async function pageTypes(request: APIRequestContext, edition: Edition): Promise<PageOfType[]> {
  const fixed = FIXED[edition.name];
  if (!fixed) throw new Error(`no layout pages for ${edition.name}`);
  const trip = await firstTripPath(request, edition);
  const tour = await bookableTourPath(request, edition, trip, "first");
  const itinerary = `${trip}/${(await itineraryWord(request, edition, trip))}`;
  const pages: PageOfType[] = [
    { type: "home", path: "/" },
    { type: "list", path: edition.travelsPath },
    { type: "area", path: fixed.area },
    { type: "trip", path: trip },
    { type: "itinerary", path: itinerary },
    { type: "tour", path: tour },
    { type: "search", path: `${fixed.search}?status[]=CONFIRMED&status[]=ALMOST_FULL` },
    { type: "search-empty", path: `${fixed.search}?textSearch=qqqzzzxxy` },
    { type: "wemeet", path: fixed.wemeet },
    { type: "account", path: fixed.account },
    { type: "cms", path: fixed.cms },
    { type: "not-found", path: "/no-such-page-here" },
  ];
  if (fixed.ask) pages.push({ type: "ask", path: fixed.ask });
  if (fixed.wishlist) pages.push({ type: "wishlist", path: fixed.wishlist });
  return pages;
}

/** The itinerary link of a trip page (its word differs by language). */
async function itineraryWord(request: APIRequestContext, edition: Edition, trip: string): Promise<string> {
  const html = await (await getAsEdition(request, edition, trip)).text();
  const word = new RegExp(`href="${trip.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/([a-z-]+)"`).exec(html)?.[1];
  if (!word) throw new Error(`no itinerary link on ${trip}`);
  return word;
}

/** One broken rule: where and what. */
export type Finding = string;

/**
 * The frame of the page as it is now: header height, sideways scrolling, fixed and sticky
 * elements (their share of the viewport and their overlaps), and visible targets under 24×24 px
 * that have no 24 px circle of their own (WCAG 2.2, 2.5.8; links inside a sentence are exempt).
 */
export async function frameFindings(page: Page, size: LayoutSize, scrolled: boolean): Promise<Finding[]> {
  return page.evaluate(
    ({ limit, phone, scrolled }) => {
      const findings: string[] = [];
      const vw = window.innerWidth;
      const vh = window.innerHeight;
      const describe = (el: Element) => {
        const id = el.getAttribute("data-testid") ?? el.id;
        const cls = typeof el.className === "string" ? el.className.split(" ")[0] : "";
        const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30);
        return `${el.tagName.toLowerCase()}${id ? `#${id}` : ""}${cls ? `.${cls}` : ""}${text ? ` "${text}"` : ""}`;
      };
      const visible = (el: Element) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return style.visibility !== "hidden" && style.display !== "none" && Number(style.opacity) > 0.05 && box.width > 0 && box.height > 0;
      };

      const header = document.querySelector("[data-testid=site-header]");
      if (header && !scrolled) {
        const height = header.getBoundingClientRect().height;
        if (height > limit) findings.push(`header is ${Math.round(height)} px tall (at most ${limit})`);
        // A row that does not fit spills instead of wrapping: its items collide or leave the bar.
        const bar = header.querySelector(".site-header__bar")!.getBoundingClientRect();
        const items = [...header.querySelectorAll(".logo, .main-nav__item, .site-header__search, .site-header__actions > *, .menu-toggle")]
          .filter((el) => visible(el) && el.getBoundingClientRect().top < bar.bottom)
          .map((el) => ({ el, box: el.getBoundingClientRect() }));
        items.forEach(({ el, box }, i) => {
          if (box.left < bar.left - 1 || box.right > bar.right + 1) findings.push(`header item ${describe(el)} leaves the bar`);
          for (const other of items.slice(i + 1)) {
            const overlapX = Math.min(box.right, other.box.right) - Math.max(box.left, other.box.left);
            const overlapY = Math.min(box.bottom, other.box.bottom) - Math.max(box.top, other.box.top);
            if (overlapX > 1 && overlapY > 1 && !el.contains(other.el) && !other.el.contains(el)) findings.push(`header items ${describe(el)} and ${describe(other.el)} overlap`);
          }
        });
      }
      if (document.documentElement.scrollWidth > vw) findings.push(`page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${vw}`);

      // Fixed and sticky chrome in view (outermost ones only), clipped to the viewport.
      const chrome: { el: Element; box: DOMRect }[] = [];
      for (const el of document.body.querySelectorAll("*")) {
        const position = getComputedStyle(el).position;
        if (position !== "fixed" && position !== "sticky") continue;
        if (!visible(el) || chrome.some((c) => c.el.contains(el))) continue;
        if (el.closest("dialog")) continue;
        const box = el.getBoundingClientRect();
        if (box.bottom <= 0 || box.top >= vh || box.right <= 0 || box.left >= vw) continue;
        // A sticky element counts only while stuck: in a table or a form column it scrolls by.
        if (position === "sticky" && el.getAttribute("data-testid") !== "site-header") continue;
        chrome.push({ el, box });
      }
      const area = (b: { left: number; right: number; top: number; bottom: number }) =>
        Math.max(0, Math.min(b.right, vw) - Math.max(b.left, 0)) * Math.max(0, Math.min(b.bottom, vh) - Math.max(b.top, 0));
      if (phone && scrolled) {
        const covered = chrome.reduce((sum, c) => sum + area(c.box), 0) / (vw * vh);
        if (covered > 0.15) findings.push(`fixed and sticky chrome covers ${Math.round(covered * 100)} % (${chrome.map((c) => describe(c.el)).join(", ")})`);
      }
      for (let i = 0; i < chrome.length; i++) {
        for (let j = i + 1; j < chrome.length; j++) {
          const [a, b] = [chrome[i]!.box, chrome[j]!.box];
          const overlap = area({ left: Math.max(a.left, b.left), right: Math.min(a.right, b.right), top: Math.max(a.top, b.top), bottom: Math.min(a.bottom, b.bottom) });
          if (Math.min(a.right, b.right) > Math.max(a.left, b.left) && Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top) && overlap > 1) {
            findings.push(`${describe(chrome[i]!.el)} overlaps ${describe(chrome[j]!.el)}`);
          }
        }
      }

      // Targets: visible links, buttons and summaries in the viewport's page (not inside a sentence).
      const targets = [...document.querySelectorAll("a[href], button, summary, [role=button], input[type=checkbox], input[type=radio]")].filter(
        (el) => visible(el) && !el.closest("[hidden], dialog:not([open]), .visually-hidden, .skip-link"),
      );
      const boxes = targets.map((el) => el.getBoundingClientRect());
      targets.forEach((el, i) => {
        const box = boxes[i]!;
        if (box.width >= 24 && box.height >= 24) return;
        // A link within a line of text is exempt (2.5.8 "inline").
        if (el.tagName === "A" && getComputedStyle(el).display === "inline") {
          const parent = el.parentElement;
          const ownText = parent ? [...parent.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim().length > 0) : false;
          if (ownText) return;
        }
        // Spacing exception: a 24 px circle on its centre meets no other target.
        const [cx, cy] = [box.left + box.width / 2, box.top + box.height / 2];
        const crowded = boxes.some((other, j) => {
          if (j === i || targets[j]!.contains(el) || el.contains(targets[j]!)) return false;
          const nx = Math.max(other.left, Math.min(cx, other.right));
          const ny = Math.max(other.top, Math.min(cy, other.bottom));
          return Math.hypot(nx - cx, ny - cy) < 12;
        });
        if (crowded) findings.push(`target ${describe(el)} is ${Math.round(box.width)}×${Math.round(box.height)} px with a neighbour closer than 12 px`);
      });
      return findings;
    },
    { limit: headerLimit(size.width), phone: size.phone, scrolled },
  );
}

/** The top of `selector`'s first match relative to the document, in viewport heights. */
export async function screensDown(page: Page, selector: string): Promise<number> {
  const top = await page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  return top / page.viewportSize()!.height;
}

/** Whether `selector`'s first match lies wholly within the first screen. */
export async function inFirstScreen(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, `${selector} is rendered`).not.toBeNull();
  return box!.y >= 0 && box!.y + box!.height <= page.viewportSize()!.height;
}
