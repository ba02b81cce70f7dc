// Props of the search-bar island: generated from the Rust types the server sends in data-props.
export type { LabelledPeriod, SearchBarLabels, SearchBarProps } from "../../contract/generated";

/** The open section of the bar (spec §4: where, when, history or none). */
export type Section = "where" | "when" | "history" | "none";
