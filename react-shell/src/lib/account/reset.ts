// resetAccount: every account store back to a fresh page (tests).
import { auth, resetAuthState } from "./auth";
import { config } from "./labels";
import { LOADING_SESSION, resetSessionState, session } from "./session";
import { EMPTY_WISHLIST, resetWishlistState, wishlist } from "./wishlist";

/** Back to a fresh page (tests). */
export function resetAccount(): void {
  // The pending requests, timers and openAuth first; then the stores (their listeners see a fresh page).
  resetSessionState();
  resetAuthState();
  resetWishlistState();
  config.set(null);
  session.set(LOADING_SESSION);
  wishlist.set(EMPTY_WISHLIST);
  auth.set(null);
}
