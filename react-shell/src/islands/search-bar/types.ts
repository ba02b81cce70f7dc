// Props of the search-bar island: generated from the Rust types the server sends in data-props.
import type { SearchPeriod } from "@caravan/search-core";

export type { SearchBarLabels, SearchBarProps } from "../../contract/generated";

/** A month or holiday of the periods tab, with the label the server gave its name. */
export interface LabelledPeriod {
  period: SearchPeriod;
  label: string;
}

/** The open section of the bar (spec §4: where, when, history or none). */
export type Section = "where" | "when" | "history" | "none";
