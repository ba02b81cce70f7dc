export { RecentSearchesIsland } from "./RecentSearchesIsland";
export type { RecentSearchesProps } from "../../contract/generated";
