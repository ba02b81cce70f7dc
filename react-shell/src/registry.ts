// Every island the server may render, by its data-island name. Each island's code is its own
// chunk, fetched only by the pages that show it (a trip page never loads the search results or
// Ask); React and the layout stay in the entry bundle that every page loads.
import { lazy } from "react";
import { reloadAfterChunkFailure } from "./lib/chunkReload";
import type { IslandComponent, IslandRegistry } from "./lib/islands";

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
  "search-bar": island(() => import("./islands/search-bar"), (m) => m.SearchBarIsland),
  "recent-searches": island(() => import("./islands/recent-searches"), (m) => m.RecentSearchesIsland),
  "live-search": island(() => import("./islands/live-search"), (m) => m.LiveSearchIsland),
  "account-menu": island(() => import("./islands/account-menu"), (m) => m.AccountMenuIsland),
  "wishlist-heart": island(() => import("./islands/wishlist-heart"), (m) => m.WishlistHeartIsland),
  "group-info": island(() => import("./islands/group-info"), (m) => m.GroupInfoIsland),
  waitlist: island(() => import("./islands/waitlist"), (m) => m.WaitlistIsland),
  "ask-live": island(() => import("./islands/ask-live"), (m) => m.AskLiveIsland),
  "chat-assistant": island(() => import("./islands/chat-assistant"), (m) => m.ChatAssistantIsland),
};
