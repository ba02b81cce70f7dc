// The run-time checks the islands still need, written once. The payload types come from the Rust
// types (contract/generated.ts), but a body is only known to have that shape once it arrived:
// proxies, caches, a half-deployed release or a test may answer something else, and the islands
// degrade instead of throwing on it.

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An id as a string: trips have numeric ids, tours and users UUIDs; null when neither. */
export function idOf(value: unknown): string | null {
  if (typeof value === "string") return value || null;
  return typeof value === "number" && Number.isFinite(value) ? String(value) : null;
}

/** A finite number, else `fallback`. */
export function numberOf<T>(value: unknown, fallback: T): number | T {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/** A string, else `fallback`. */
export function stringOf<T>(value: unknown, fallback: T): string | T {
  return typeof value === "string" ? value : fallback;
}
