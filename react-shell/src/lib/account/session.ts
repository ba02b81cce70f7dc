// The session: `GET /api/session`, once per page; refresh after login; the privacy error rules
// (spec §8: USER_PRIVACY_POLICY_ERROR on the user fetch); logged out when the API client reports
// a 401 from a call that needs the session (api-client.ts onUnauthenticated).
//
// Stores that hold a user's data (the wishlist) register with `onLogout` to be emptied, so this
// module, the lower layer, imports none of them.
import { useEffect } from "react";
import { navigate } from "../navigate";
import type { ErrorBody, UserView } from "../../contract/generated";
import * as api from "../api-client";
import type { ApiError } from "../api-client";
import { getAccountConfig } from "./labels";
import { createStore, useStore } from "./store";

/** The session's user: `/api/session`'s, with no picture as null instead of "". */
export type AccountUser = Omit<UserView, "pictureImage"> & { pictureImage: string | null };

export type SessionState = { status: "loading"; user: null } | { status: "ready"; user: AccountUser | null };

export const PRIVACY_ERROR: ErrorBody["code"] = "USER_PRIVACY_POLICY_ERROR";
/** Spec §8: without a user id, the privacy error logs out after 3 s. */
export const PRIVACY_LOGOUT_DELAY_MS = 3000;

/** Internal (reset.ts); not part of the public API. */
export const LOADING_SESSION: SessionState = { status: "loading", user: null };

/** Internal (reset.ts); not part of the public API. */
export const session = createStore<SessionState>(LOADING_SESSION);

let sessionRequest: Promise<AccountUser | null> | null = null;
let sessionGeneration = 0;
let privacyTimer: ReturnType<typeof setTimeout> | undefined;

/** Back to a fresh page (resetAccount; the store itself is reset there). */
export function resetSessionState(): void {
  clearTimeout(privacyTimer);
  privacyTimer = undefined;
  sessionRequest = null;
  sessionGeneration += 1;
}

/** Internal (auth.ts's verifiedOf); not part of the public API. */
export function userOf(view: UserView): AccountUser {
  return { ...view, pictureImage: view.pictureImage || null };
}

// --- Session -------------------------------------------------------------------------------------

const logoutListeners: Array<() => void> = [];

/** Runs `listener` each time the visitor goes from logged in to logged out. */
export function onLogout(listener: () => void): void {
  logoutListeners.push(listener);
}

function setUser(user: AccountUser | null): AccountUser | null {
  const wasLoggedIn = session.get().user !== null;
  session.set({ status: "ready", user });
  if (!user && wasLoggedIn) {
    // Logged out: nothing of theirs stays on the page.
    for (const listener of logoutListeners) listener();
  }
  return user;
}

/** Spec §8 (USER_PRIVACY_POLICY_ERROR on the user fetch). */
function privacyError(error: ApiError, generation: number): Promise<AccountUser | null> {
  if (error.userId) {
    const accountHref = getAccountConfig()?.accountHref ?? "/account";
    navigate(error.redirectTo || `${accountHref}#communications`);
    // The page is leaving: the session stays unknown.
    return new Promise<AccountUser | null>(() => {});
  }
  console.warn("unauthorized");
  return new Promise((resolve) => {
    clearTimeout(privacyTimer);
    privacyTimer = setTimeout(() => {
      privacyTimer = undefined;
      void api.logout().then(() => {
        resolve(generation === sessionGeneration ? setUser(null) : session.get().user);
      });
    }, PRIVACY_LOGOUT_DELAY_MS);
  });
}

async function fetchSession(): Promise<AccountUser | null> {
  listenForSessionEnd();
  sessionGeneration += 1;
  const generation = sessionGeneration;
  const result = await api.getSession();
  if (generation !== sessionGeneration) return session.get().user;
  if (result.status === 403 && result.error?.code === PRIVACY_ERROR) return privacyError(result.error, generation);
  // Spec §8: any other failure of the user fetch logs the user out.
  return setUser(result.ok && result.data.user ? userOf(result.data.user) : null);
}

/** `GET /api/session` once per page; resolves with the (current) user, or null when logged out. */
export function loadSession(): Promise<AccountUser | null> {
  sessionRequest ??= fetchSession();
  return sessionRequest.then(() => session.get().user);
}

/** Asks the server again (the answer replaces the current state). */
export function refreshSession(): Promise<AccountUser | null> {
  sessionRequest = fetchSession();
  return sessionRequest.then(() => session.get().user);
}

export function getSession(): SessionState {
  return session.get();
}

/** Calls `listener` on every session change (plain code; React uses useSession). */
export function subscribeSession(listener: () => void): () => void {
  return session.subscribe(listener);
}

/** The session is no longer valid. Internal (the API client's 401, below; tests). */
export function markLoggedOut(): void {
  sessionGeneration += 1;
  sessionRequest = Promise.resolve(null);
  setUser(null);
}

/** A call that needs the session answered 401: logged out, told once however many calls answer so. */
function sessionEnded(): void {
  const { status, user } = session.get();
  if (status === "ready" && user === null) return;
  markLoggedOut();
}

let listeningForSessionEnd = false;

/**
 * Registered when the session is first asked for rather than at import (no side effect on
 * import): calls that need the session are only made once it has named a user, after this ran.
 */
function listenForSessionEnd(): void {
  if (listeningForSessionEnd) return;
  listeningForSessionEnd = true;
  api.onUnauthenticated(sessionEnded);
}

/** The session, loaded on first use. */
export function useSession(): SessionState {
  useEffect(() => {
    void loadSession();
  }, []);
  return useStore(session);
}

/** The verified user of the auth modal (auth.ts's finishAuth): the session without asking again. */
export function setVerifiedUser(user: AccountUser): void {
  listenForSessionEnd();
  sessionGeneration += 1;
  sessionRequest = Promise.resolve(user);
  setUser(user);
}
