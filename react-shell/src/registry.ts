// Every island the server may render, by its data-island name. The header's search bar and
// account menu and the help entry's chat are on every page: they come in the islands chunk with
// React (src/islands.ts; separate files compressed worse and cost requests, for nothing). The
// others are each their own chunk, fetched only by the pages that show them (a trip page never
// loads the search results or Ask).
import { lazy } from "react";
import { reloadAfterChunkFailure } from "./lib/chunkReload";
import type { IslandComponent, IslandRegistry } from "./lib/islands";
import { AccountMenuIsland } from "./islands/account-menu";
import { ChatAssistantIsland } from "./islands/chat-assistant";
import { SearchBarIsland } from "./islands/search-bar";

/** An island loaded on first render (or `preload`, which `mountIslands` calls for the islands a
 *  page shows, so their chunks come in parallel). A chunk that cannot be fetched (a new release
 *  removed it) reloads the page at most once a minute (spec §8); meanwhile the island's boundary
 *  keeps the server fallback. */
function island<M>(load: () => Promise<M>, pick: (module: M) => IslandComponent): IslandComponent {
  let loading: Promise<{ default: IslandComponent }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        reloadAfterChunkFailure();
        throw error;
      },
    ));
  return Object.assign(lazy(preload), { preload });
}

export const registry: IslandRegistry = {
  "search-bar": SearchBarIsland,
  "recent-searches": island(() => import("./islands/recent-searches"), (m) => m.RecentSearchesIsland),
  "live-search": island(() => import("./islands/live-search"), (m) => m.LiveSearchIsland),
  "account-menu": AccountMenuIsland,
  "wishlist-heart": island(() => import("./islands/wishlist-heart"), (m) => m.WishlistHeartIsland),
  "group-info": island(() => import("./islands/group-info"), (m) => m.GroupInfoIsland),
  waitlist: island(() => import("./islands/waitlist"), (m) => m.WaitlistIsland),
  "ask-live": island(() => import("./islands/ask-live"), (m) => m.AskLiveIsland),
  "chat-assistant": ChatAssistantIsland,
};
