export { RecentSearchesIsland } from "./RecentSearchesIsland";
export type { RecentSearchesProps } from "./RecentSearchesIsland";
