// The site's JSON API as typed functions, one per endpoint (server/src/api/*), the way
// bulletproof-react's lib/api-client is the one door to its API. The request and answer types are
// generated from the Rust types (contract/generated.ts); every call goes through apiFetch (our
// headers, the loading bar) and answers an ApiResult: it never throws.
import type {
  ChatAnswer,
  CodeBody,
  CodeSent,
  EmailAnswer,
  EmailBody,
  ErrorBody,
  Experiment,
  GroupInfo,
  Interest,
  Layouts,
  Removed,
  Saved,
  SessionAnswer,
  Verified,
  VerifyBody,
  WaitlistPlace,
  Wishlist,
  WishKind,
} from "../contract/generated";
import type { DataEnvelope, TopSellers } from "@caravan/search-core";
import { apiFetch } from "./api";
import { idOf, isRecord } from "./guards";

export interface ApiResult<T> {
  ok: boolean;
  /** 0 when the call failed without an answer (network). */
  status: number;
  /** The answer's body when `ok`: typed by the contract, checked by the caller where it matters. */
  data: T | null;
  error: ErrorBody | null;
}

export interface CallOptions {
  /** A background call (session, wishlist) does not drive the loading bar. */
  background?: boolean;
  signal?: AbortSignal;
}

function errorOf(body: unknown): ErrorBody | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message } = body.error;
  if (typeof code !== "string") return null;
  return { ...body.error, code, message: typeof message === "string" ? message : "" };
}

/**
 * A JSON call through apiFetch: `body` (if any) sent as JSON; every state-changing call carries
 * `Content-Type: application/json` (contract). Never throws.
 */
export async function callApi<T>(method: string, url: string, body?: unknown, options: CallOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (method !== "GET") headers["Content-Type"] = "application/json";
  try {
    const response = await apiFetch(
      url,
      { method, headers, credentials: "same-origin", body: body === undefined ? undefined : JSON.stringify(body), signal: options.signal },
      { loadingBar: !options.background },
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

const segment = encodeURIComponent;

// --- Accounts (server/src/api/auth.rs) -----------------------------------------------------------

export const getSession = () => callApi<SessionAnswer>("GET", "/api/session", undefined, { background: true });
export const checkEmail = (body: EmailBody) => callApi<EmailAnswer>("POST", "/api/auth/email", body);
export const sendCode = (body: CodeBody) => callApi<CodeSent>("POST", "/api/auth/code", body);
export const verifyCode = (body: VerifyBody) => callApi<Verified>("POST", "/api/auth/verify", body);
export const logout = () => callApi<null>("POST", "/api/auth/logout", undefined, { background: true });

// --- Wishlist (server/src/api/wishlist.rs) -------------------------------------------------------

function wishUrl(kind: WishKind, id: string): string {
  return `/api/wishlist/${kind === "travel" ? "travels" : "tours"}/${segment(id)}`;
}

export const getWishlist = () => callApi<Wishlist>("GET", "/api/wishlist", undefined, { background: true });
export const saveWish = (kind: WishKind, id: string) => callApi<Saved>("PUT", wishUrl(kind, id));
export const removeWish = (kind: WishKind, id: string, withTours: boolean) =>
  callApi<Removed>("DELETE", `${wishUrl(kind, id)}${withTours ? "?withTours=true" : ""}`);

// --- Departures (server/src/api/group_info.rs, waitlist.rs) --------------------------------------

export const getGroupInfo = (tourId: string) => callApi<GroupInfo>("GET", `/api/tours/${segment(tourId)}/group-info`);
/** Recent wishlist saves of a departure (the social-proofing experiment); in the background. */
export const getInterest = (tourId: string) => callApi<Interest>("GET", `/api/tours/${segment(tourId)}/interest`, undefined, { background: true });
export const getWaitlistPlace = (tourId: string) => callApi<WaitlistPlace>("GET", `/api/waitlist/${segment(tourId)}`, undefined, { background: true });

// --- Search and help (server/src/api/travels.rs, chat.rs) ----------------------------------------

/** Where-suggestions as the visitor types; `url` is the island's `topSellersUrl`. */
export const getTopSellers = (url: string, text: string, signal: AbortSignal) =>
  callApi<DataEnvelope<TopSellers>>("GET", `${url}?search=${segment(text)}`, undefined, { signal });

/** The assistant's answer; `apiPath` is the island's. The panel shows its own "thinking" message. */
export const askChat = (apiPath: string, question: string) =>
  callApi<ChatAnswer>("GET", `${apiPath}?q=${segment(question)}`, undefined, { background: true });

// --- Layouts (server/src/api/layouts.rs, contract §8) ---------------------------------------------

/** Flags as strings (numbers and booleans stringified, anything else dropped). */
function flagsOf(value: unknown): Record<string, string> {
  const flags: Record<string, string> = {};
  if (!isRecord(value)) return flags;
  for (const [name, flag] of Object.entries(value)) {
    if (typeof flag === "string" || typeof flag === "number" || typeof flag === "boolean") flags[name] = String(flag);
  }
  return flags;
}

function experimentsOf(value: unknown): Experiment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (!isRecord(entry)) return [];
    const id = idOf(entry.id);
    const variant = idOf(entry.variant);
    return id !== null && variant !== null ? [{ id, variant }] : [];
  });
}

/** The answer with `flags` and `experiments` normalised; null if it is not an object at all. */
function parseLayouts(body: unknown): Layouts | null {
  if (!isRecord(body)) return null;
  return { ...(body as unknown as Layouts), flags: flagsOf(body.flags), experiments: experimentsOf(body.experiments) };
}

let layouts: Promise<Layouts | null> | undefined;
let loadedLayouts: Layouts | null = null;

/**
 * `GET /api/layouts`, once per page (every caller shares the same promise). Resolves to the
 * answer, or null on any failure (spec §8: layouts failures are silent). It runs in the
 * background, so it does not drive the loading bar.
 */
export function getLayouts(): Promise<Layouts | null> {
  layouts ??= callApi<unknown>("GET", "/api/layouts", undefined, { background: true }).then((result) => {
    loadedLayouts = result.ok ? parseLayouts(result.data) : null;
    return loadedLayouts;
  });
  return layouts;
}

/** `/api/layouts` if it has answered already (the layout script asks for it at start), else null. */
export function layoutsIfLoaded(): Layouts | null {
  return loadedLayouts;
}
