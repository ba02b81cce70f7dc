// Every island the server may render, by its data-island name.
import type { IslandRegistry } from "../lib/islands";
import { LiveSearchIsland } from "./live-search";
import { RecentSearchesIsland } from "./recent-searches";
import { SearchBarIsland } from "./search-bar";

export const registry: IslandRegistry = {
  "search-bar": SearchBarIsland,
  "recent-searches": RecentSearchesIsland,
  "live-search": LiveSearchIsland,
};
