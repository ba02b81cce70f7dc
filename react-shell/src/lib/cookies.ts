// Site cookies written by the browser: read, serialise, write (failures swallowed).

/** The analytics ids (spec §9), written only after consent (lib/analytics). */
export const DEVICE_COOKIE = "device_id";
export const ANONYMOUS_COOKIE = "anonymous_id";

/** One year, in seconds (spec §9: device cookie 31536000000 ms). */
export const COOKIE_MAX_AGE_SECONDS = 31_536_000;

/** The value of cookie `name` (URI-decoded), or null when it is not set. */
export function readCookie(name: string): string | null {
  try {
    for (const part of document.cookie.split(";")) {
      const index = part.indexOf("=");
      if (index < 0) continue;
      if (part.slice(0, index).trim() !== name) continue;
      const raw = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  } catch {
    // No cookie access (sandboxed document): as if unset.
  }
  return null;
}

/** `name=value; path=/; max-age=…; SameSite=Lax[; Secure]`. */
export function serializeCookie(name: string, value: string, secure: boolean, maxAgeSeconds = COOKIE_MAX_AGE_SECONDS): string {
  return `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Writes a one-year site-wide cookie (Secure on https). Failures are swallowed. */
export function writeCookie(name: string, value: string, maxAgeSeconds = COOKIE_MAX_AGE_SECONDS): void {
  try {
    document.cookie = serializeCookie(name, value, window.location.protocol === "https:", maxAgeSeconds);
  } catch {
    // Cookies blocked: nothing to do.
  }
}
