// The site's JSON API as typed functions, one per endpoint (server/src/api/*), the way
// bulletproof-react's lib/api-client is the one door to its API. The request and answer types are
// generated from the Rust types (contract/generated.ts); every call goes through apiFetch (our
// headers, the loading bar), has its answer decoded (api-decoders.ts) and answers an ApiResult: it
// never throws. A 401 from a call that needs the session is reported here, once, to the session
// layer (onUnauthenticated): islands only read the session and `ok`.
import type { CodeBody, EmailBody, Removed, Saved, VerifyBody, WishKind } from "../contract/generated";
import { apiFetch } from "./api";
import * as decode from "./api-decoders";
import type { ApiError, Decoder, LayoutsAnswer } from "./api-decoders";

export type { ApiError, ChatReply, LayoutsAnswer, WishlistAnswer } from "./api-decoders";

/**
 * A call's outcome. `data` is the decoded answer when `ok`; a body that does not match the
 * contract counts as a failed call (`ok: false`, `error: null`), so callers never re-check it.
 * `status` is 0 when the call failed without an answer (network).
 */
export type ApiResult<T> = { ok: true; status: number; data: T; error: null } | { ok: false; status: number; data: null; error: ApiError | null };

export interface CallOptions {
  /** The JSON body of the call, if any. */
  body?: unknown;
  /** A background call (session, wishlist) does not drive the loading bar. */
  background?: boolean;
  /** The endpoint needs the visitor's session: its 401 means the session has ended. */
  needsSession?: boolean;
  signal?: AbortSignal;
}

// --- The session's end ---------------------------------------------------------------------------

const unauthenticatedHandlers = new Set<() => void>();

/**
 * Runs `handler` each time a call that needs the session answers 401 (the session layer,
 * lib/account/session.ts, registers here: it imports this module, so this one cannot import it).
 * Returns the way to unregister.
 */
export function onUnauthenticated(handler: () => void): () => void {
  unauthenticatedHandlers.add(handler);
  return () => unauthenticatedHandlers.delete(handler);
}

function reportUnauthenticated(): void {
  for (const handler of [...unauthenticatedHandlers]) handler();
}

// --- Calls ---------------------------------------------------------------------------------------

async function jsonOf(response: Response): Promise<unknown> {
  try {
    const body: unknown = await response.json();
    return body;
  } catch {
    // 204 or not JSON.
    return null;
  }
}

/**
 * A JSON call through apiFetch, its answer checked by `decodeAnswer`. Every state-changing call
 * carries `Content-Type: application/json` (contract). Never throws.
 */
export async function callApi<T>(method: string, url: string, decodeAnswer: Decoder<T>, options: CallOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (method !== "GET") headers["Content-Type"] = "application/json";
  const { body, signal } = options;
  let response: Response;
  try {
    response = await apiFetch(
      url,
      { method, headers, credentials: "same-origin", body: body === undefined ? undefined : JSON.stringify(body), signal },
      { loadingBar: !options.background },
    );
  } catch {
    return { ok: false, status: 0, data: null, error: null };
  }
  const json = await jsonOf(response);
  const { status } = response;
  if (!response.ok) {
    // Only an endpoint that needs the session can say it ended (the login calls never answer 401).
    if (status === 401 && options.needsSession) reportUnauthenticated();
    return { ok: false, status, data: null, error: decode.decodeApiError(json) };
  }
  const data = decodeAnswer(json);
  return data === null ? { ok: false, status, data: null, error: null } : { ok: true, status, data, error: null };
}

const segment = encodeURIComponent;

// --- Accounts (server/src/api/auth.rs): none needs the session, none answers 401 -----------------

export const getSession = () => callApi("GET", "/api/session", decode.decodeSessionAnswer, { background: true });
export const checkEmail = (body: EmailBody) => callApi("POST", "/api/auth/email", decode.decodeEmailAnswer, { body });
export const sendCode = (body: CodeBody) => callApi("POST", "/api/auth/code", decode.decodeCodeSent, { body });
export const verifyCode = (body: VerifyBody) => callApi("POST", "/api/auth/verify", decode.decodeVerified, { body });
export const logout = () => callApi("POST", "/api/auth/logout", decode.decodeNoContent, { background: true });

// --- Wishlist (server/src/api/wishlist.rs) -------------------------------------------------------

function wishUrl(kind: WishKind, id: string): string {
  return `/api/wishlist/${kind === "travel" ? "travels" : "tours"}/${segment(id)}`;
}

export const getWishlist = () => callApi("GET", "/api/wishlist", decode.decodeWishlist, { background: true, needsSession: true });
export const saveWish = (kind: WishKind, id: string) => callApi("PUT", wishUrl(kind, id), decode.decodeSaved, { needsSession: true });
/** A trip answers what it took along (`Removed`), a departure `{ saved: false }` (`Saved`). */
export const removeWish = (kind: WishKind, id: string, withTours: boolean): Promise<ApiResult<Removed | Saved>> =>
  kind === "travel"
    ? callApi("DELETE", `${wishUrl(kind, id)}${withTours ? "?withTours=true" : ""}`, decode.decodeRemoved, { needsSession: true })
    : callApi("DELETE", wishUrl(kind, id), decode.decodeSaved, { needsSession: true });

// --- Departures (server/src/api/group_info.rs, interest.rs, waitlist.rs) -------------------------

export const getGroupInfo = (tourId: string) =>
  callApi("GET", `/api/tours/${segment(tourId)}/group-info`, decode.decodeGroupInfo, { needsSession: true });
/** Recent wishlist saves of a departure (the social-proofing experiment); in the background. */
export const getInterest = (tourId: string) => callApi("GET", `/api/tours/${segment(tourId)}/interest`, decode.decodeInterest, { background: true });
export const getWaitlistPlace = (tourId: string) =>
  callApi("GET", `/api/waitlist/${segment(tourId)}`, decode.decodeWaitlistPlace, { background: true, needsSession: true });

// --- Search and help (server/src/api/travels.rs, chat.rs) ----------------------------------------

/** Where-suggestions as the visitor types; `url` is the island's `topSellersUrl`. */
export const getTopSellers = (url: string, text: string, signal: AbortSignal) =>
  callApi("GET", `${url}?search=${segment(text)}`, decode.decodeTopSellers, { signal });

/** The assistant's answer; `apiPath` is the island's. The panel shows its own "thinking" message. */
export const askChat = (apiPath: string, question: string) =>
  callApi("GET", `${apiPath}?q=${segment(question)}`, decode.decodeChatReply, { background: true });

// --- Layouts (server/src/api/layouts.rs, contract §8) ---------------------------------------------

let layouts: Promise<LayoutsAnswer | null> | undefined;
let loadedLayouts: LayoutsAnswer | null = null;

/**
 * `GET /api/layouts`, once per page (every caller shares the same promise). Resolves to the
 * answer, or null on any failure (spec §8: layouts failures are silent). It runs in the
 * background, so it does not drive the loading bar.
 */
export function getLayouts(): Promise<LayoutsAnswer | null> {
  layouts ??= callApi("GET", "/api/layouts", decode.decodeLayouts, { background: true }).then((result) => {
    loadedLayouts = result.ok ? result.data : null;
    return loadedLayouts;
  });
  return layouts;
}

/** `/api/layouts` if it has answered already (the layout script asks for it at start), else null. */
export function layoutsIfLoaded(): LayoutsAnswer | null {
  return loadedLayouts;
}
