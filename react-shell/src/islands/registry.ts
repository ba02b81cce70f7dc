// Every island the server may render, by its data-island name.
import type { IslandRegistry } from "../lib/islands";
import { AccountMenuIsland } from "./account-menu";
import { AskLiveIsland } from "./ask-live";
import { ChatAssistantIsland } from "./chat-assistant";
import { GroupInfoIsland } from "./group-info";
import { LiveSearchIsland } from "./live-search";
import { RecentSearchesIsland } from "./recent-searches";
import { SearchBarIsland } from "./search-bar";
import { WaitlistIsland } from "./waitlist";
import { WishlistHeartIsland } from "./wishlist-heart";

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
