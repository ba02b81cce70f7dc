// The site's editions as the server tells them apart: by Host. Chromium resolves *.localhost
// to loopback; Node does not, so server-side requests go to localhost with a Host header.
import type { APIRequestContext, APIResponse } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 3100);

export interface Edition {
  name: string;
  /** Host name without the port. */
  host: string;
  /** <html lang> */
  lang: string;
  /** Localised path of the travels (destinations) list. */
  travelsPath: string;
  /** Localised path of the search page. */
  searchPath: string;
  /** The currency symbol prices show. */
  currency?: string;
}

export const editions = {
  international: { name: "international", host: "localhost", lang: "en", travelsPath: "/destinations", searchPath: "/search" },
  it: { name: "it", host: "it.localhost", lang: "it-IT", travelsPath: "/viaggi", searchPath: "/cerca", currency: "€" },
  us: { name: "us", host: "us.localhost", lang: "en-US", travelsPath: "/destinations", searchPath: "/search", currency: "$" },
  we: { name: "we", host: "we.localhost", lang: "en-WE", travelsPath: "/destinations", searchPath: "/search", currency: "£" },
  de: { name: "de", host: "de.localhost", lang: "de-DE", travelsPath: "/reiseziele", searchPath: "/suchen" },
  es: { name: "es", host: "es.localhost", lang: "es-ES", travelsPath: "/viajes", searchPath: "/buscar" },
} satisfies Record<string, Edition>;

/** Absolute URL of `path` on an edition's host (for the browser). */
export function editionUrl(edition: Edition, path = "/"): string {
  return `http://${edition.host}:${PORT}${path}`;
}

/** A server-side GET as the edition (no browser, no JS): localhost + Host header. */
export function getAsEdition(request: APIRequestContext, edition: Edition, path = "/"): Promise<APIResponse> {
  return request.get(`http://localhost:${PORT}${path}`, {
    headers: { host: `${edition.host}:${PORT}` },
    maxRedirects: 0,
  });
}

/** Escapes text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The path of an href as resolved against the page it is on. */
export function pathOf(href: string | null, base: string): string {
  if (href === null) throw new Error("link without href");
  return new URL(href, base).pathname;
}

export const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
