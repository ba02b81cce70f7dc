export { SearchButtonIsland } from "./SearchButtonIsland";
export type { MonthOption, SearchButtonLabels, SearchButtonProps } from "./SearchButtonIsland";
