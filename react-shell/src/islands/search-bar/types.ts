// Props of the search-bar island: generated from the Rust types the server sends in data-props
// and in the shared labels.
import type { SearchPeriod } from "@caravan/search-core";
import type { SearchBarProps as SearchBarData } from "../../contract/generated";
import type { WithSharedLabels } from "../../lib/sharedLabels";

export type { SearchBarLabels } from "../../contract/generated";

/** The search bar's props: its data-props and its shared labels. */
export type SearchBarProps = WithSharedLabels<SearchBarData, "search-bar">;

/** A month or holiday of the periods tab, with the label the server gave its name. */
export interface LabelledPeriod {
  period: SearchPeriod;
  label: string;
}

/** The open section of the bar (spec §4: where, when, history or none). */
export type Section = "where" | "when" | "history" | "none";
