// Accounts on the page (the API of server/src/api/auth.rs, wishlist.rs, group_info.rs): one small shared store, no library, for
//  - the account labels and links, set by the `account-menu` island from its props (the header
//    is on every page) and read by every account island;
//  - the session (`GET /api/session`, once per page; refresh after login; logged out when the API
//    client reports a 401 from a call that needs it: islands only read the session);
//  - the wishlist (`GET /api/wishlist`, once per page and only when logged in; emptied on logout);
//  - the auth modal request: `openAuth()` asks the account-menu island (its host) to show the
//    one-time code modal and resolves with the logged-in user, or null when it was closed.
// React reads it through the `use*` hooks (useSyncExternalStore).
//
// One file per concern: labels.ts, session.ts, wishlist.ts, auth.ts; helpers.ts (fill),
// store.ts (the tiny store), reset.ts (resetAccount). This file is the public API:
// import from "lib/account", not from the files (their other exports are internal).
export { EMAIL_PATTERN, finishAuth, openAuth, trackAuthStep, useAuthRequest, verifiedOf } from "./auth";
export type { AuthOptions, AuthReason, AuthRequest } from "./auth";
export { fill } from "./helpers";
export { getAccountConfig, setAccountConfig, useAccountConfig } from "./labels";
export type { AccountConfig, AccountLabels } from "./labels";
export { resetAccount } from "./reset";
export {
  getSession,
  loadSession,
  PRIVACY_ERROR,
  PRIVACY_LOGOUT_DELAY_MS,
  refreshSession,
  subscribeSession,
  useSession,
} from "./session";
export type { AccountUser, SessionState } from "./session";
export {
  getWishlist,
  isSaved,
  loadWishlist,
  refreshWishlist,
  removeFromWishlist,
  saveToWishlist,
  subscribeWishlist,
  useWishlist,
} from "./wishlist";
export type { SaveTarget, WishlistState } from "./wishlist";
