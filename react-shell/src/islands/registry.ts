// Every island the server may render, by its data-island name.
import type { IslandRegistry } from "../lib/islands";
import { SearchButtonIsland } from "./search-button";

export const registry: IslandRegistry = {
  "search-button": SearchButtonIsland,
};
