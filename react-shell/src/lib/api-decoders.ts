// One decoder per answer of the site's API (api-client.ts) and per file the islands read (the
// shared labels): `unknown → T | null`, null when the body does not have the contract's shape.
// The client runs them before any island sees a body, so islands read typed data and never
// re-check it. A decoder checks every field of its type, and names the few tolerances the
// server's answers need (ids as numbers or strings, absent parts of /api/layouts).
import type {
  AccountLabels,
  AgeBand,
  ChatLink,
  CodeSent,
  EmailAnswer,
  ErrorBody,
  Experiment,
  GroupInfo,
  GroupSnapshot,
  Interest,
  Layouts,
  Removed,
  Saved,
  SavedItem,
  SearchBarLabels,
  SessionAnswer,
  SharedLabels,
  UserView,
  Verified,
  WaitlistPlace,
  WishKind,
} from "../contract/generated";
import type { ContinentEntry, Currency, CurrencyEntry, DataEnvelope, Geolocation, RedirectDestination, Settings, TopSellerCountry, TopSellers } from "@caravan/search-core";
import { arrayOf, booleanOf, idOf, isOneOf, isRecord, numberFieldsOf, numberOf, stringFieldsOf, stringOf, stringRecordOf } from "./guards";

export type Decoder<T> = (body: unknown) => T | null;

/** A field that does not decode (null already means "absent" for the contract's options). */
const MALFORMED = Symbol("malformed");

/** The contract's `Option`: null (or absent) stays null; anything else must decode. */
function optionOf<T>(value: unknown, decode: Decoder<T>): T | null | typeof MALFORMED {
  if (value === null || value === undefined) return null;
  return decode(value) ?? MALFORMED;
}

const WISH_KINDS: Record<WishKind, true> = { travel: true, tour: true };
const CURRENCIES: Record<Currency, true> = { EUR: true, GBP: true, USD: true };

// --- Errors ----------------------------------------------------------------------------------------

/** The error envelope's body: its code and the typed extras some refusals add (contract: ErrorBody). */
export type ApiError = ErrorBody;

/**
 * Any string passes as a code: the contract lists the codes this build knows, a newer server may
 * send others, and callers only ever compare a code with the ones they handle.
 */
function isErrorCode(value: unknown): value is ErrorBody["code"] {
  return typeof value === "string";
}

/** `{ "error": { code, message, … } }`; null for any other body (a proxy's page, no body). */
export function decodeApiError(body: unknown): ApiError | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message, retryAfterSeconds, remainingTries, toursCount, freeSeats, userId, redirectTo } = body.error;
  if (!isErrorCode(code)) return null;
  return {
    code,
    message: stringOf(message, ""),
    retryAfterSeconds: numberOf(retryAfterSeconds, undefined),
    remainingTries: numberOf(remainingTries, undefined),
    toursCount: numberOf(toursCount, undefined),
    freeSeats: numberOf(freeSeats, undefined),
    userId: stringOf(userId, undefined),
    redirectTo: stringOf(redirectTo, undefined),
  };
}

// --- Accounts (server/src/api/auth.rs) -----------------------------------------------------------

function decodeUserView(value: unknown): UserView | null {
  if (!isRecord(value)) return null;
  const id = idOf(value.id);
  if (id === null || typeof value.email !== "string") return null;
  // No picture and no consent choice read as the contract's "" and null, however they come.
  return { id, email: value.email, pictureImage: stringOf(value.pictureImage, ""), marketingConsent: booleanOf(value.marketingConsent, null) };
}

export function decodeSessionAnswer(body: unknown): SessionAnswer | null {
  if (!isRecord(body) || typeof body.loggedIn !== "boolean") return null;
  const user = optionOf(body.user, decodeUserView);
  return user === MALFORMED ? null : { loggedIn: body.loggedIn, user };
}

export function decodeEmailAnswer(body: unknown): EmailAnswer | null {
  return isRecord(body) && typeof body.existingUser === "boolean" ? { existingUser: body.existingUser } : null;
}

export function decodeCodeSent(body: unknown): CodeSent | null {
  return numberFieldsOf(body, { resendAfterSeconds: true, expiresInSeconds: true });
}

/** A saved trip or departure, its id as a string (trips have numeric ids). */
function decodeSavedItem(value: unknown): SavedItem | null {
  if (!isRecord(value) || !isOneOf(value.kind, WISH_KINDS)) return null;
  const id = idOf(value.id);
  return id === null ? null : { kind: value.kind, id };
}

export function decodeVerified(body: unknown): Verified | null {
  if (!isRecord(body)) return null;
  const user = decodeUserView(body.user);
  const saved = optionOf(body.saved, decodeSavedItem);
  return user === null || saved === MALFORMED ? null : { user, saved };
}

/** A 204 (logout): there is no body to check, success is the whole answer. */
export function decodeNoContent(): true {
  return true;
}

// --- Wishlist (server/src/api/wishlist.rs) -------------------------------------------------------

/** `GET /api/wishlist` with every id as a string: the hearts compare ids as text (props hold either). */
export interface WishlistAnswer {
  travels: { id: string; wishlistedToursCount: number }[];
  tours: { id: string; travelId: string }[];
}

function decodeSavedTravel(value: unknown): WishlistAnswer["travels"][number] | null {
  const id = isRecord(value) ? idOf(value.id) : null;
  const count = isRecord(value) ? numberOf(value.wishlistedToursCount, null) : null;
  return id === null || count === null ? null : { id, wishlistedToursCount: count };
}

function decodeSavedTour(value: unknown): WishlistAnswer["tours"][number] | null {
  const id = isRecord(value) ? idOf(value.id) : null;
  const travelId = isRecord(value) ? idOf(value.travelId) : null;
  return id === null || travelId === null ? null : { id, travelId };
}

export function decodeWishlist(body: unknown): WishlistAnswer | null {
  if (!isRecord(body)) return null;
  const travels = arrayOf(body.travels, decodeSavedTravel);
  const tours = arrayOf(body.tours, decodeSavedTour);
  return travels && tours ? { travels, tours } : null;
}

export function decodeSaved(body: unknown): Saved | null {
  return isRecord(body) && typeof body.saved === "boolean" ? { saved: body.saved } : null;
}

export function decodeRemoved(body: unknown): Removed | null {
  return numberFieldsOf(body, { removedTours: true });
}

// --- Departures (server/src/api/group_info.rs, interest.rs, waitlist.rs) -------------------------

function decodeAgeBand(value: unknown): AgeBand | null {
  const band = isRecord(value) ? stringOf(value.band, null) : null;
  const count = isRecord(value) ? numberOf(value.count, null) : null;
  return band === null || count === null ? null : { band, count };
}

function decodeGroupSnapshot(value: unknown): GroupSnapshot | null {
  if (!isRecord(value)) return null;
  const ageBands = arrayOf(value.ageBands, decodeAgeBand);
  const firstTimerShare = numberOf(value.firstTimerShare, null);
  return ageBands === null || firstTimerShare === null ? null : { ageBands, firstTimerShare };
}

export function decodeGroupInfo(body: unknown): GroupInfo | null {
  const counts = numberFieldsOf(body, { travellersCount: true, firstTimers: true, tripsDone: true, expectedGroupSize: true, interestedCount: true });
  if (!counts || !isRecord(body)) return null;
  const genders = numberFieldsOf(body.genders, { male: true, female: true });
  const snapshot = optionOf(body.snapshot, decodeGroupSnapshot);
  return genders === null || snapshot === MALFORMED ? null : { ...counts, genders, snapshot };
}

export function decodeInterest(body: unknown): Interest | null {
  return numberFieldsOf(body, { savedRecently: true, days: true });
}

export function decodeWaitlistPlace(body: unknown): WaitlistPlace | null {
  if (!isRecord(body) || typeof body.status !== "string") return null;
  const numberInLine = numberOf(body.numberInLine, null);
  const offeredUntil = optionOf(body.offeredUntil, (value) => numberOf(value, null));
  return numberInLine === null || offeredUntil === MALFORMED ? null : { numberInLine, status: body.status, offeredUntil };
}

// --- Search and help (server/src/api/travels.rs, chat.rs) ----------------------------------------

function decodeTopSellerCountry(value: unknown): TopSellerCountry | null {
  const numbers = numberFieldsOf(value, { id: true, itineraries: true, departures: true });
  const strings = stringFieldsOf(value, { name: true, isoCodeAlpha3: true, continent: true });
  return numbers && strings ? { ...numbers, ...strings } : null;
}

function decodeContinentEntry(value: unknown): ContinentEntry | null {
  const id = isRecord(value) ? numberOf(value.id, null) : null;
  const strings = stringFieldsOf(value, { code: true, name: true });
  return id !== null && strings ? { id, ...strings } : null;
}

export function decodeTopSellers(body: unknown): DataEnvelope<TopSellers> | null {
  const data = isRecord(body) ? body.data : null;
  const totals = numberFieldsOf(data, { itineraries: true, departures: true });
  if (!totals || !isRecord(data)) return null;
  const countries = arrayOf(data.countries, decodeTopSellerCountry);
  const continents = arrayOf(data.continents, decodeContinentEntry);
  return countries && continents ? { data: { ...totals, countries, continents } } : null;
}

/** A link as the chat shows it (`page` only names it for the server's tests and analytics). */
export type ChatReplyLink = Pick<ChatLink, "title" | "href">;

/** `GET /api/chat`: the hand-off null when the answer has none (the island then links the contacts page). */
export interface ChatReply {
  answer: string | null;
  links: ChatReplyLink[];
  confident: boolean;
  handoff: ChatReplyLink | null;
}

function decodeChatLink(value: unknown): ChatReplyLink | null {
  return stringFieldsOf(value, { title: true, href: true });
}

/** A hand-off may name itself `label` rather than `title`. */
function decodeHandoff(value: unknown): ChatReplyLink | null {
  if (!isRecord(value)) return null;
  return decodeChatLink({ href: value.href, title: value.title ?? value.label });
}

export function decodeChatReply(body: unknown): ChatReply | null {
  if (!isRecord(body) || typeof body.confident !== "boolean") return null;
  const answer = optionOf(body.answer, (value) => stringOf(value, null));
  const links = arrayOf(body.links, decodeChatLink);
  const handoff = optionOf(body.handoff, decodeHandoff);
  if (answer === MALFORMED || links === null || handoff === MALFORMED) return null;
  return { answer, links, confident: body.confident, handoff };
}

// --- Layouts (server/src/api/layouts.rs, contract §8) ---------------------------------------------

/**
 * `/api/layouts` with its parts read one by one (contract §8: layouts failures are silent): a
 * settings or geolocation part that does not decode is absent, without costing the flags and
 * experiments.
 */
export type LayoutsAnswer = Omit<Layouts, "settings" | "geolocation"> & { settings: Settings | undefined; geolocation: Geolocation | undefined };

/** Flags as strings (numbers and booleans stringified, anything else dropped). */
function flagsOf(value: unknown): Record<string, string> {
  const flags: Record<string, string> = {};
  if (!isRecord(value)) return flags;
  for (const [name, flag] of Object.entries(value)) {
    if (typeof flag === "string" || typeof flag === "number" || typeof flag === "boolean") flags[name] = String(flag);
  }
  return flags;
}

/** The experiments with an id and a variant (numbers read as strings); the others dropped. */
function experimentsOf(value: unknown): Experiment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (!isRecord(entry)) return [];
    const id = idOf(entry.id);
    const variant = idOf(entry.variant);
    return id !== null && variant !== null ? [{ id, variant }] : [];
  });
}

function decodeCurrencyEntry(value: unknown): CurrencyEntry | null {
  if (!isRecord(value) || !isOneOf(value.isoCode, CURRENCIES) || typeof value.symbol !== "string") return null;
  return { isoCode: value.isoCode, symbol: value.symbol };
}

function decodeSettings(value: unknown): Settings | null {
  if (!isRecord(value) || typeof value.installmentPayments !== "boolean") return null;
  const currencies = arrayOf(value.currencies, decodeCurrencyEntry);
  return currencies && { installmentPayments: value.installmentPayments, currencies };
}

const REDIRECT_DESTINATION_KEYS: Record<keyof RedirectDestination, true> = { edition: true, url: true, label: true, message: true, goLabel: true, stayLabel: true };

function decodeGeolocation(value: unknown): Geolocation | null {
  if (!isRecord(value) || typeof value.market !== "string" || !isOneOf(value.currency, CURRENCIES)) return null;
  const { needsRedirect, showRedirectPopup } = value;
  if (typeof needsRedirect !== "boolean" || typeof showRedirectPopup !== "boolean") return null;
  const reference = optionOf(value.reference, (text) => stringOf(text, null));
  const redirectDestination = optionOf(value.redirectDestination, (destination) => stringFieldsOf(destination, REDIRECT_DESTINATION_KEYS));
  if (reference === MALFORMED || redirectDestination === MALFORMED) return null;
  return {
    market: value.market,
    currency: value.currency,
    needsRedirect,
    showRedirectPopup,
    reference: reference ?? undefined,
    redirectDestination: redirectDestination ?? undefined,
  };
}

export function decodeLayouts(body: unknown): LayoutsAnswer | null {
  if (!isRecord(body)) return null;
  return {
    settings: decodeSettings(body.settings) ?? undefined,
    geolocation: decodeGeolocation(body.geolocation) ?? undefined,
    // Content-managed parts, as stored: the layout code that draws each reads it.
    header: body.header,
    footer: body.footer,
    contacts: body.contacts,
    beans: body.beans,
    talkToUs: body.talkToUs,
    flags: flagsOf(body.flags),
    experiments: experimentsOf(body.experiments),
  };
}

// --- Shared labels (lib/sharedLabels.ts: a static file, not the API, but the same rule) ----------

// Every key of the label types, so the compiler tells when the Rust types add one.
const ACCOUNT_LABEL_KEYS: Record<keyof AccountLabels, true> = {
  login: true, profile: true, trips: true, consents: true, partnership: true, communications: true, logout: true, accountMenu: true,
  save: true, saved: true, removed: true, saveAria: true, removeAria: true, confirmRemoveTitle: true, confirmRemoveText: true,
  confirmRemoveTextOne: true, confirm: true, cancel: true, authTitle: true, emailLabel: true, continue: true, editEmail: true, close: true,
  newUserTitle: true, existingUserTitle: true, existingUserText: true, consentQuestion: true, consentAccept: true, consentDecline: true,
  privacyNote: true, privacyLink: true, termsLink: true, sendCode: true, codeLabel: true, codeSent: true, verify: true, resendIn: true,
  resend: true, genericError: true, invalidEmail: true, wishlistLink: true,
};

const SEARCH_BAR_TEXT_KEYS: Record<Exclude<keyof SearchBarLabels, "months" | "holidays">, true> = {
  open: true, title: true, where: true, wherePlaceholder: true, when: true, whenever: true, history: true, periodsTab: true,
  datesTab: true, continents: true, destinations: true, loading: true, noDestination: true, showAllTrips: true, submit: true,
  clearAll: true, close: true, previousMonth: true, nextMonth: true, tripsOne: true, tripsOther: true, departuresOne: true,
  departuresOther: true, recentTitle: true, ask: true,
};

function decodeSearchBarLabels(value: unknown): SearchBarLabels | null {
  const texts = stringFieldsOf(value, SEARCH_BAR_TEXT_KEYS);
  if (!texts || !isRecord(value)) return null;
  const months = arrayOf(value.months, (month) => stringOf(month, null));
  const holidays = stringRecordOf(value.holidays);
  return months && holidays ? { ...texts, months, holidays } : null;
}

export function decodeSharedLabels(body: unknown): SharedLabels | null {
  if (!isRecord(body)) return null;
  const account = stringFieldsOf(body["account-menu"], ACCOUNT_LABEL_KEYS);
  const searchBar = decodeSearchBarLabels(body["search-bar"]);
  const chat = stringRecordOf(body["chat-assistant"]);
  return account && searchBar && chat ? { "account-menu": account, "search-bar": searchBar, "chat-assistant": chat } : null;
}
