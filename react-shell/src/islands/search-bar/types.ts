// Props of the search-bar island, exactly as the server sends them in data-props.
import type { Place, SearchPeriod, SearchSelection, WeekStart } from "@caravan/search-core";

export interface SearchBarLabels {
  open: string;
  title: string;
  where: string;
  wherePlaceholder: string;
  when: string;
  whenever: string;
  history: string;
  periodsTab: string;
  datesTab: string;
  continents: string;
  destinations: string;
  loading: string;
  /** Contains the marker {text}. */
  noDestination: string;
  showAllTrips: string;
  submit: string;
  clearAll: string;
  close: string;
  previousMonth: string;
  nextMonth: string;
  /** These four contain the marker {count}. */
  tripsOne: string;
  tripsOther: string;
  departuresOne: string;
  departuresOther: string;
  recentTitle: string;
}

export interface LabelledPeriod {
  period: SearchPeriod;
  label: string;
}

export interface SearchBarProps {
  /** header: a button that opens the bar; inline: the bar shown in place (search page). */
  variant: "header" | "inline";
  /** Localised search route, e.g. "/cerca". */
  searchPath: string;
  /** Localised travels list, for the empty-results box. */
  travelsPath: string;
  /** "/api/travels/top-sellers" */
  topSellersUrl: string;
  /** "it-IT", "en-US", … */
  locale: string;
  weekStart: WeekStart;
  /** "YYYY-MM-DD", the server's day. */
  today: string;
  /** The months (and events) of the periods tab, labelled. */
  periods: LabelledPeriod[];
  /** { id: continent code, name } */
  continents: Place[];
  /** What the current page searches for (computed by the server). */
  initialSelection: SearchSelection;
  travelsExperiment: boolean;
  /** Open by itself on mount: the history section if history exists, else where. */
  defaultActive: boolean;
  labels: SearchBarLabels;
}

/** The open section of the bar (spec §4: where, when, history or none). */
export type Section = "where" | "when" | "history" | "none";
