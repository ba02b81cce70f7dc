// The auth modal request: `openAuth()` asks the account-menu island (its host) to show the
// one-time code modal and resolves with the logged-in user, or null when it was closed.
import { useEffect } from "react";
import { track } from "../analytics";
import type { Verified } from "../../contract/generated";
import { loadSession, setVerifiedUser, userOf, type AccountUser } from "./session";
import { createStore, useStore } from "./store";
import { markSaved, refreshWishlist, type SaveTarget } from "./wishlist";

/** Why the auth modal opened (analytics). */
export type AuthReason = "login" | "wishlist" | "group-info";

export interface AuthOptions {
  /** Saved by the server once the code is verified (contract: POST /api/auth/code `save`). */
  save?: SaveTarget | null;
  reason: AuthReason;
  /** Analytics ids (spec §7: travel and tour ids). */
  travelId?: string;
  tourId?: string;
}

export interface AuthRequest {
  /** Distinct per request (a React key: a new request starts the modal afresh). */
  id: number;
  save: SaveTarget | null;
  reason: AuthReason;
  travelId?: string;
  tourId?: string;
  /** Focus goes back there when the modal closes. */
  opener: HTMLElement | null;
}

/** Spec §5: text, an at sign, then text containing a dot. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/** Internal (reset.ts); not part of the public API. */
export const auth = createStore<AuthRequest | null>(null);

let authHosts = 0;
let authCount = 0;
let authResolve: ((user: AccountUser | null) => void) | null = null;

/** Back to a fresh page (resetAccount; the store itself is reset there): a pending openAuth gets null. */
export function resetAuthState(): void {
  authResolve?.(null);
  authResolve = null;
}

// --- Auth modal ----------------------------------------------------------------------------------

/** Analytics of the auth steps (spec §7: wishlist steps, with travel and tour ids). */
export function trackAuthStep(request: Pick<AuthRequest, "reason" | "save" | "travelId" | "tourId">, step: string): void {
  track("auth_step", {
    step,
    reason: request.reason,
    ...(request.save ? { kind: request.save.kind } : {}),
    ...(request.travelId ? { travelId: request.travelId } : {}),
    ...(request.tourId ? { tourId: request.tourId } : {}),
  });
}

/**
 * Opens the auth modal (hosted by the account-menu island). Resolves with the logged-in user once
 * the code is verified (at once when already logged in), or null when the visitor closes it.
 */
export async function openAuth(options: AuthOptions): Promise<AccountUser | null> {
  const active = typeof document === "undefined" ? null : document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body ? active : null;
  const user = await loadSession();
  if (user) return user;
  if (authHosts === 0) {
    console.warn("[account] no account-menu island on the page: the auth modal cannot open");
    return null;
  }
  authResolve?.(null);
  authCount += 1;
  const request: AuthRequest = {
    id: authCount,
    save: options.save ?? null,
    reason: options.reason,
    ...(options.travelId ? { travelId: options.travelId } : {}),
    ...(options.tourId ? { tourId: options.tourId } : {}),
    opener,
  };
  trackAuthStep(request, "open");
  return new Promise((resolve) => {
    authResolve = resolve;
    auth.set(request);
  });
}

/**
 * Ends `request`: `result` null when the visitor closed the modal; else the verified user (the
 * session store gets it, the wishlist is asked again, with the server's `saved` shown at once).
 * The modal closes at once; the promise of openAuth resolves once the wishlist is known.
 */
export async function finishAuth(request: AuthRequest, result: { user: AccountUser; saved: SaveTarget | null } | null): Promise<void> {
  if (auth.get() !== request) return;
  const resolve = authResolve;
  authResolve = null;
  if (result) {
    setVerifiedUser(result.user);
    if (result.saved) markSaved(result.saved);
  }
  auth.set(null);
  if (result) await refreshWishlist();
  resolve?.(result?.user ?? null);
}

/** The open auth request, for its host (the account-menu island), which it registers. */
export function useAuthRequest(): AuthRequest | null {
  useEffect(() => {
    authHosts += 1;
    return () => {
      authHosts -= 1;
    };
  }, []);
  return useStore(auth);
}

/** The verify answer's user and saved item (contract: POST /api/auth/verify), as the stores keep them. */
export function verifiedOf(answer: Verified): { user: AccountUser; saved: SaveTarget | null } {
  const { user, saved } = answer;
  return { user: userOf(user), saved: saved && { kind: saved.kind, id: String(saved.id) } };
}
