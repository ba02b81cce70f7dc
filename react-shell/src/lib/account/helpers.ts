// Small helpers of the account islands: label placeholders, ids, and the JSON call to the account
// API with its error envelope.
import { apiFetch } from "../api";

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

// --- Helpers ---------------------------------------------------------------------------------------

/** `text` with `{name}` placeholders filled. */
export function fill(text: string, values: Record<string, string | number>): string {
  let result = text;
  for (const [name, value] of Object.entries(values)) result = result.replaceAll(`{${name}}`, String(value));
  return result;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
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
