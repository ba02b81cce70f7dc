// Every island the server may render, by its data-island name.
import type { IslandRegistry } from "./lib/islands";
import { AccountMenuIsland } from "./islands/account-menu";
import { AskLiveIsland } from "./islands/ask-live";
import { ChatAssistantIsland } from "./islands/chat-assistant";
import { GroupInfoIsland } from "./islands/group-info";
import { LiveSearchIsland } from "./islands/live-search";
import { RecentSearchesIsland } from "./islands/recent-searches";
import { SearchBarIsland } from "./islands/search-bar";
import { WaitlistIsland } from "./islands/waitlist";
import { WishlistHeartIsland } from "./islands/wishlist-heart";

export const registry: IslandRegistry = {
  "search-bar": SearchBarIsland,
  "recent-searches": RecentSearchesIsland,
  "live-search": LiveSearchIsland,
  "account-menu": AccountMenuIsland,
  "wishlist-heart": WishlistHeartIsland,
  "group-info": GroupInfoIsland,
  waitlist: WaitlistIsland,
  "ask-live": AskLiveIsland,
  "chat-assistant": ChatAssistantIsland,
};
