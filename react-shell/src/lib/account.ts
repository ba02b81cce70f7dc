// Accounts on the page (notes/accounts-contract.md): one small shared store, no library, for
//  - the account labels and links, set by the `account-menu` island from its props (the header
//    is on every page) and read by every account island;
//  - the session (`GET /api/session`, once per page; refresh after login);
//  - the wishlist (`GET /api/wishlist`, once per page and only when logged in; 401 → empty);
//  - the auth modal request: `openAuth()` asks the account-menu island (its host) to show the
//    one-time code modal and resolves with the logged-in user, or null when it was closed.
// React reads it through the `use*` hooks (useSyncExternalStore).
import { useEffect, useSyncExternalStore } from "react";
import { apiFetch } from "./api";
import { track } from "./analytics";
import { navigate } from "./navigate";

// --- Types ---------------------------------------------------------------------------------------

/** Texts of the account islands (contract: AccountLabels). May hold {count}, {email}, {seconds}. */
export interface AccountLabels {
  login: string;
  profile: string;
  consents: string;
  communications: string;
  logout: string;
  accountMenu: string;
  save: string;
  saved: string;
  removed: string;
  saveAria: string;
  removeAria: string;
  confirmRemoveTitle: string;
  confirmRemoveText: string;
  confirm: string;
  cancel: string;
  authTitle: string;
  emailLabel: string;
  continue: string;
  editEmail: string;
  close: string;
  newUserTitle: string;
  existingUserTitle: string;
  existingUserText: string;
  consentQuestion: string;
  consentAccept: string;
  consentDecline: string;
  privacyNote: string;
  privacyLink: string;
  termsLink: string;
  sendCode: string;
  codeLabel: string;
  codeSent: string;
  verify: string;
  resendIn: string;
  resend: string;
  genericError: string;
  groupInfoTitle: string;
  groupInfoOpen: string;
  groupInfoLocked: string;
  travellersCount: string;
  firstTimers: string;
  tripsDone: string;
  male: string;
  female: string;
  expectedGroupSize: string;
  interestedCount: string;
  snapshotTitle: string;
  firstTimerShare: string;
  noSnapshot: string;
  /** Not in the contract's list: the client-side e-mail check (spec §5); 'Invalid email' without it. */
  invalidEmail?: string;
}

/** What the account islands share, from the account-menu props. */
export interface AccountConfig {
  labels: AccountLabels;
  loginHref: string;
  accountHref: string;
  privacyHref: string;
  termsHref: string;
}

export interface AccountUser {
  id: string;
  email: string;
  pictureImage: string | null;
  marketingConsent: boolean | null;
}

export type WishKind = "travel" | "tour";

export interface SaveTarget {
  kind: WishKind;
  id: string;
}

export type SessionState = { status: "loading"; user: null } | { status: "ready"; user: AccountUser | null };

export interface WishlistState {
  status: "idle" | "loading" | "ready";
  /** Saved trips: id → how many of its tours are saved. */
  travels: Readonly<Record<string, number>>;
  /** Saved tours: id → its trip's id ("" while unknown). */
  tours: Readonly<Record<string, string>>;
}

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

/** The error envelope `{ error: { code, message, ...extra } }`. */
export interface ApiError {
  code: string;
  message: string;
  [extra: string]: unknown;
}

export interface ApiResult<T> {
  ok: boolean;
  /** 0 when the call failed without an answer (network). */
  status: number;
  data: T | null;
  error: ApiError | null;
}

export const PRIVACY_ERROR = "USER_PRIVACY_POLICY_ERROR";
/** Spec §8: without a user id, the privacy error logs out after 3 s. */
export const PRIVACY_LOGOUT_DELAY_MS = 3000;
/** Spec §5: text, an at sign, then text containing a dot. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

// --- A tiny store ----------------------------------------------------------------------------------

interface Store<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const LOADING_SESSION: SessionState = { status: "loading", user: null };
const EMPTY_WISHLIST: WishlistState = { status: "idle", travels: {}, tours: {} };

const config = createStore<AccountConfig | null>(null);
const session = createStore<SessionState>(LOADING_SESSION);
const wishlist = createStore<WishlistState>(EMPTY_WISHLIST);
const auth = createStore<AuthRequest | null>(null);

let sessionRequest: Promise<AccountUser | null> | null = null;
let sessionGeneration = 0;
let wishlistRequest: Promise<WishlistState> | null = null;
let wishlistGeneration = 0;
let privacyTimer: ReturnType<typeof setTimeout> | undefined;
let authHosts = 0;
let authCount = 0;
let authResolve: ((user: AccountUser | null) => void) | null = null;

/** Back to a fresh page (tests). */
export function resetAccount(): void {
  clearTimeout(privacyTimer);
  privacyTimer = undefined;
  authResolve?.(null);
  authResolve = null;
  sessionRequest = null;
  wishlistRequest = null;
  sessionGeneration += 1;
  wishlistGeneration += 1;
  config.set(null);
  session.set(LOADING_SESSION);
  wishlist.set(EMPTY_WISHLIST);
  auth.set(null);
}

// --- Helpers ---------------------------------------------------------------------------------------

/** `text` with `{name}` placeholders filled. */
export function fill(text: string, values: Record<string, string | number>): string {
  let result = text;
  for (const [name, value] of Object.entries(values)) result = result.replaceAll(`{${name}}`, String(value));
  return result;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An id as a string: trips have numeric ids, tours and users UUIDs; null when neither. */
export function idOf(value: unknown): string | null {
  if (typeof value === "string") return value || null;
  return typeof value === "number" && Number.isFinite(value) ? String(value) : null;
}

function errorOf(body: unknown): ApiError | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message } = body.error;
  if (typeof code !== "string") return null;
  return { ...body.error, code, message: typeof message === "string" ? message : "" };
}

/**
 * A JSON call through apiFetch: `body` (if any) sent as JSON; every state-changing call carries
 * `Content-Type: application/json` (contract). Never throws.
 */
export async function callApi<T>(method: string, url: string, body?: unknown, background = false): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (method !== "GET") headers["Content-Type"] = "application/json";
  try {
    const response = await apiFetch(
      url,
      { method, headers, credentials: "same-origin", body: body === undefined ? undefined : JSON.stringify(body) },
      { loadingBar: !background },
    );
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      // 204 or not JSON.
    }
    return response.ok ? { ok: true, status: response.status, data: json as T, error: null } : { ok: false, status: response.status, data: null, error: errorOf(json) };
  } catch {
    return { ok: false, status: 0, data: null, error: null };
  }
}

function userOf(value: unknown): AccountUser | null {
  const id = isRecord(value) ? idOf(value.id) : null;
  if (!isRecord(value) || !id) return null;
  return {
    id,
    email: typeof value.email === "string" ? value.email : "",
    pictureImage: typeof value.pictureImage === "string" && value.pictureImage ? value.pictureImage : null,
    marketingConsent: typeof value.marketingConsent === "boolean" ? value.marketingConsent : null,
  };
}

function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

// --- Labels and links ----------------------------------------------------------------------------

/** Set by the account-menu island (its props). */
export function setAccountConfig(next: AccountConfig): void {
  const current = config.get();
  if (
    current &&
    current.labels === next.labels &&
    current.loginHref === next.loginHref &&
    current.accountHref === next.accountHref &&
    current.privacyHref === next.privacyHref &&
    current.termsHref === next.termsHref
  ) {
    return;
  }
  config.set(next);
}

export function getAccountConfig(): AccountConfig | null {
  return config.get();
}

/** The labels and links; null until the account-menu island has rendered. */
export function useAccountConfig(): AccountConfig | null {
  return useStore(config);
}

// --- Session -------------------------------------------------------------------------------------

function setUser(user: AccountUser | null): AccountUser | null {
  const wasLoggedIn = session.get().user !== null;
  session.set({ status: "ready", user });
  if (!user && wasLoggedIn) {
    // Logged out: nothing is saved any more.
    wishlistGeneration += 1;
    wishlistRequest = Promise.resolve({ ...EMPTY_WISHLIST, status: "ready" });
    wishlist.set({ ...EMPTY_WISHLIST, status: "ready" });
  }
  return user;
}

/** Spec §8 (USER_PRIVACY_POLICY_ERROR on the user fetch). */
function privacyError(error: ApiError, generation: number): Promise<AccountUser | null> {
  if (typeof error.userId === "string" && error.userId) {
    const accountHref = config.get()?.accountHref ?? "/account";
    navigate(typeof error.redirectTo === "string" && error.redirectTo ? error.redirectTo : `${accountHref}#communications`);
    // The page is leaving: the session stays unknown.
    return new Promise<AccountUser | null>(() => {});
  }
  console.warn("unauthorized");
  return new Promise((resolve) => {
    clearTimeout(privacyTimer);
    privacyTimer = setTimeout(() => {
      privacyTimer = undefined;
      void callApi("POST", "/api/auth/logout", undefined, true).then(() => {
        resolve(generation === sessionGeneration ? setUser(null) : session.get().user);
      });
    }, PRIVACY_LOGOUT_DELAY_MS);
  });
}

async function fetchSession(): Promise<AccountUser | null> {
  sessionGeneration += 1;
  const generation = sessionGeneration;
  const result = await callApi<{ loggedIn?: unknown; user?: unknown }>("GET", "/api/session", undefined, true);
  if (generation !== sessionGeneration) return session.get().user;
  if (result.status === 403 && result.error?.code === PRIVACY_ERROR) return privacyError(result.error, generation);
  // Spec §8: any other failure of the user fetch logs the user out.
  return setUser(result.ok ? userOf(result.data?.user) : null);
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

/** The session is no longer valid (a 401 from a personal call). */
export function markLoggedOut(): void {
  sessionGeneration += 1;
  sessionRequest = Promise.resolve(null);
  setUser(null);
}

/** The session, loaded on first use. */
export function useSession(): SessionState {
  useEffect(() => {
    void loadSession();
  }, []);
  return useStore(session);
}

// --- Wishlist ------------------------------------------------------------------------------------

function wishlistOf(value: unknown): WishlistState {
  const travels: Record<string, number> = {};
  const tours: Record<string, string> = {};
  if (isRecord(value)) {
    if (Array.isArray(value.travels)) {
      for (const travel of value.travels as unknown[]) {
        const id = isRecord(travel) ? idOf(travel.id) : null;
        if (!isRecord(travel) || !id) continue;
        travels[id] = typeof travel.wishlistedToursCount === "number" ? travel.wishlistedToursCount : 0;
      }
    }
    if (Array.isArray(value.tours)) {
      for (const tour of value.tours as unknown[]) {
        const id = isRecord(tour) ? idOf(tour.id) : null;
        if (!isRecord(tour) || !id) continue;
        tours[id] = idOf(tour.travelId) ?? "";
      }
    }
  }
  return { status: "ready", travels, tours };
}

async function fetchWishlist(): Promise<WishlistState> {
  wishlistGeneration += 1;
  const generation = wishlistGeneration;
  if (wishlist.get().status === "idle") wishlist.set({ ...wishlist.get(), status: "loading" });
  const user = await loadSession();
  let next: WishlistState = { ...EMPTY_WISHLIST, status: "ready" };
  if (user) {
    const result = await callApi("GET", "/api/wishlist", undefined, true);
    // 401: not logged in after all; any other failure: nothing known to be saved.
    if (result.ok) next = wishlistOf(result.data);
  }
  if (generation !== wishlistGeneration) return wishlist.get();
  wishlist.set(next);
  return next;
}

/** `GET /api/wishlist` once per page (not at all when logged out); resolves with the current state. */
export function loadWishlist(): Promise<WishlistState> {
  wishlistRequest ??= fetchWishlist();
  return wishlistRequest.then(() => wishlist.get());
}

export function refreshWishlist(): Promise<WishlistState> {
  wishlistRequest = fetchWishlist();
  return wishlistRequest.then(() => wishlist.get());
}

export function getWishlist(): WishlistState {
  return wishlist.get();
}

/** Calls `listener` on every wishlist change (plain code; React uses useWishlist). */
export function subscribeWishlist(listener: () => void): () => void {
  return wishlist.subscribe(listener);
}

export function isSaved(state: WishlistState, kind: WishKind, id: string): boolean {
  return Object.hasOwn(kind === "travel" ? state.travels : state.tours, id);
}

/** The wishlist, loaded on first use. */
export function useWishlist(): WishlistState {
  useEffect(() => {
    void loadWishlist();
  }, []);
  return useStore(wishlist);
}

function markSaved(target: SaveTarget, travelId = ""): void {
  const state = wishlist.get();
  if (target.kind === "travel") {
    wishlist.set({ ...state, travels: { ...state.travels, [target.id]: state.travels[target.id] ?? 0 } });
    return;
  }
  const travels = { ...state.travels };
  if (travelId && Object.hasOwn(travels, travelId) && !Object.hasOwn(state.tours, target.id)) travels[travelId] = (travels[travelId] ?? 0) + 1;
  wishlist.set({ ...state, travels, tours: { ...state.tours, [target.id]: travelId || state.tours[target.id] || "" } });
}

function markRemoved(target: SaveTarget): void {
  const state = wishlist.get();
  if (target.kind === "travel") {
    const travels = { ...state.travels };
    delete travels[target.id];
    const tours = Object.fromEntries(Object.entries(state.tours).filter(([, travelId]) => travelId !== target.id));
    wishlist.set({ ...state, travels, tours });
    return;
  }
  const tours = { ...state.tours };
  const travelId = tours[target.id];
  delete tours[target.id];
  const travels = { ...state.travels };
  if (travelId && Object.hasOwn(travels, travelId)) travels[travelId] = Math.max(0, (travels[travelId] ?? 0) - 1);
  wishlist.set({ ...state, travels, tours });
}

function wishlistUrl(target: SaveTarget): string {
  return `/api/wishlist/${target.kind === "travel" ? "travels" : "tours"}/${encodeURIComponent(target.id)}`;
}

/** `PUT /api/wishlist/{travels|tours}/{id}`; the store follows on success. */
export async function saveToWishlist(target: SaveTarget, travelId?: string): Promise<ApiResult<unknown>> {
  const result = await callApi("PUT", wishlistUrl(target));
  if (result.ok) markSaved(target, travelId);
  return result;
}

/**
 * `DELETE /api/wishlist/{travels|tours}/{id}` (`?withTours=true` to remove a trip with its saved
 * tours); a trip with saved tours answers 409 WISHLIST_HAS_TOURS (`toursCount`) without it.
 */
export async function removeFromWishlist(target: SaveTarget, withTours = false): Promise<ApiResult<{ removedTours?: number }>> {
  const result = await callApi<{ removedTours?: number }>("DELETE", `${wishlistUrl(target)}${withTours ? "?withTours=true" : ""}`);
  if (result.ok) markRemoved(target);
  return result;
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
    sessionGeneration += 1;
    sessionRequest = Promise.resolve(result.user);
    setUser(result.user);
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

/** The verify answer's user and saved item (contract: POST /api/auth/verify). */
export function verifiedOf(data: unknown): { user: AccountUser; saved: SaveTarget | null } | null {
  if (!isRecord(data)) return null;
  const user = userOf(data.user);
  if (!user) return null;
  const saved = data.saved;
  const id = isRecord(saved) ? idOf(saved.id) : null;
  if (!isRecord(saved) || (saved.kind !== "travel" && saved.kind !== "tour") || !id) return { user, saved: null };
  return { user, saved: { kind: saved.kind, id } };
}
