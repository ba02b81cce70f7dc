export { SearchBarIsland } from "./SearchBarIsland";
export type { LabelledPeriod, SearchBarLabels, SearchBarProps, Section } from "./types";
