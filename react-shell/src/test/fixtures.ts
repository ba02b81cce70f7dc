import type { RecentSearchesProps } from "../islands/recent-searches";
import type { SearchBarProps } from "../islands/search-bar";
import type { SharedLabels } from "../lib/sharedLabels";
import { LABELS } from "./account";

/** The server's day in every search-bar test (a Sunday). */
export const TODAY = "2026-11-22";

export const DEFAULT_STATUSES =
  "status[]=PLANNED&status[]=ALMOST_CONFIRMED&status[]=CONFIRMED&status[]=ALMOST_FULL&status[]=WAITING_LIST";

export const searchBarProps: SearchBarProps = {
  variant: "header",
  searchPath: "/cerca",
  travelsPath: "/viaggi",
  askHref: "/cerca-ai",
  topSellersUrl: "/api/travels/top-sellers",
  locale: "it-IT",
  weekStart: "monday",
  today: TODAY,
  continents: [
    { id: "europe", name: "Europa" },
    { id: "asia", name: "Asia" },
  ],
  initialSelection: { where: "anywhere", when: "whenever" },
  travelsExperiment: false,
  defaultActive: false,
  clearOnClose: false,
  tabTheme: "pills",
  labels: {
    open: "Cerca",
    title: "Dove vuoi andare?",
    where: "Dove",
    wherePlaceholder: "Paese, continente o parola chiave",
    when: "Quando",
    whenever: "Quando vuoi",
    history: "Ricerche recenti",
    periodsTab: "Mesi",
    datesTab: "Date",
    continents: "Continenti",
    destinations: "Destinazioni",
    loading: "Caricamento…",
    noDestination: "Nessuna destinazione per «{text}»",
    showAllTrips: "Mostra tutti i viaggi",
    submit: "Trova viaggi",
    clearAll: "Cancella tutto",
    close: "Chiudi",
    previousMonth: "Mese precedente",
    nextMonth: "Mese successivo",
    tripsOne: "{count} viaggio",
    tripsOther: "{count} viaggi",
    departuresOne: "{count} partenza",
    departuresOther: "{count} partenze",
    recentTitle: "Le tue ricerche recenti",
    ask: "Chiedi: descrivi il tuo viaggio",
    months: ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
    holidays: { christmas: "Natale {year}", easter: "Pasqua {year}" },
  },
};

export const recentSearchesProps: RecentSearchesProps = {
  searchPath: "/cerca",
  variant: "carousel",
  section: "recentSearchesHomepage",
  title: "Le tue ricerche recenti",
};

/** An island's data-props as a page serves them: without `labels`, which come in the shared
 *  labels file (lib/sharedLabels.ts). */
export function servedProps(props: { labels: unknown }): string {
  const data: Record<string, unknown> = { ...props };
  delete data.labels;
  return JSON.stringify(data);
}

/** A page's shared labels file, from the fixtures' labels. */
export function sharedLabels(overrides: Partial<SharedLabels> = {}): SharedLabels {
  return { "account-menu": LABELS, "search-bar": searchBarProps.labels, "chat-assistant": {}, ...overrides };
}

/** Adds a server-rendered island placeholder to <body>. */
export function placeholder(name: string, props: string | undefined, fallbackHtml: string): HTMLElement {
  const element = document.createElement("div");
  element.dataset.island = name;
  if (props !== undefined) element.setAttribute("data-props", props);
  element.innerHTML = fallbackHtml;
  document.body.append(element);
  return element;
}
