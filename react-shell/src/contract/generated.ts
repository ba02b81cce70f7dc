// Generated from the Rust types by server/src/contract.rs (`make contract`): do not edit.
// The browser contract: every island's props, then every API payload the islands read or send.
import type { Currency, Geolocation, Place, SearchSelection, Settings, WeekStart } from "@caravan/search-core";

// --- Island props (data-props) ---

/**
 * The texts of every account island (in [`SharedLabels`]). May hold `{count}`,
 * `{email}` and `{seconds}` for the island to fill.
 */
export interface AccountLabels {
    login: string;
    profile: string;
    trips: string;
    consents: string;
    partnership: string;
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
    confirmRemoveTextOne: string;
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
    invalidEmail: string;
    wishlistLink: string;
}

/**
 * `account-menu`: the header's login or profile area; it also hands its
 * labels (from [`SharedLabels`]) and links to every other account island.
 */
export interface AccountMenuProps {
    loginHref: string;
    accountHref: string;
    /**
     * The account area's own pages: bookings and trips, partnership.
     */
    tripsHref: string;
    partnershipHref: string;
    /**
     * Where the no-JavaScript logout form posts.
     */
    logoutAction: string;
    privacyHref: string;
    termsHref: string;
}

/**
 * What a heart saves.
 */
export type WishKind = "travel" | "tour";

/**
 * `wishlist-heart`: saves a trip or one of its departures.
 */
export interface WishlistHeartProps {
    kind: WishKind;
    /**
     * A trip's id (a number) or a departure's (a UUID).
     */
    id: number | string;
    /**
     * The trip (the departure's trip, or the trip itself).
     */
    travelId: number;
    title: string;
}

/**
 * The group info's own texts, sent with its island on tour pages only (not on every page
 * with the header's).
 */
export interface GroupInfoLabels {
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
}

/**
 * `group-info`: who is travelling on a departure, for logged-in users.
 */
export interface GroupInfoProps {
    tourId: string;
    labels: GroupInfoLabels;
}

/**
 * `waitlist`: the visitor's place in the line of a sold-out departure.
 */
export interface WaitlistProps {
    tourId: string;
    /**
     * Holds `{number}`.
     */
    placeLabel: string;
    /**
     * Holds `{until}`.
     */
    offeredLabel: string;
}

/**
 * `live-search`: takes over the search page's links and forms.
 */
export interface LiveSearchProps {
    /**
     * The edition's search path, e.g. "/cerca": only links to it are taken over.
     */
    searchPath: string;
}

/**
 * How the search bar is shown.
 */
export type SearchBarVariant = "header" | "inline";

/**
 * How the when picker's two tabs look.
 */
export type TabTheme = "pills" | "solid";

/**
 * The search bar's texts. `noDestination` holds `{text}`; the four counts hold `{count}`.
 */
export interface SearchBarLabels {
    open: string;
    title: string;
    where: string;
    wherePlaceholder: string;
    when: string;
    whenever: string;
    history: string;
    periodsTab: string;
    datesTab: string;
    continents: string;
    destinations: string;
    loading: string;
    noDestination: string;
    showAllTrips: string;
    submit: string;
    clearAll: string;
    close: string;
    previousMonth: string;
    nextMonth: string;
    tripsOne: string;
    tripsOther: string;
    departuresOne: string;
    departuresOther: string;
    recentTitle: string;
    ask: string;
    /**
     * The months' names, January first: the periods tab writes a month as "{name} {year}",
     * as the server's pages do. Here rather than in each page's props (300-odd bytes a page).
     */
    months: string[];
    /**
     * The holidays' labels by period name, `{year}` where the year goes ("Easter {year}").
     */
    holidays: Record<string, string>;
}

/**
 * `search-bar`: where and when, with the edition's words, day and week start.
 */
export interface SearchBarProps {
    variant: SearchBarVariant;
    /**
     * Localised search route, e.g. "/cerca".
     */
    searchPath: string;
    /**
     * Localised travels list, for the empty-results box.
     */
    travelsPath: string;
    /**
     * Ask, the AI search page, in the editions that have it.
     */
    askHref: string | null;
    /**
     * "/api/travels/top-sellers"
     */
    topSellersUrl: string;
    /**
     * "it-IT", "en-US", …
     */
    locale: string;
    weekStart: WeekStart;
    /**
     * "YYYY-MM-DD", the server's day.
     */
    today: string;
    continents: Place[];
    /**
     * What the current page searches for.
     */
    initialSelection: SearchSelection;
    travelsExperiment: boolean;
    /**
     * Open by itself on mount: the history section if history exists, else where.
     */
    defaultActive: boolean;
    /**
     * Closing the bar clears what was chosen in it (spec §2 search selection).
     */
    clearOnClose: boolean;
    /**
     * The when picker's tabs: pills or solid (spec §2 search bar).
     */
    tabTheme: TabTheme;
}

/**
 * How recent searches are laid out.
 */
export type RecentVariant = "carousel" | "list";

/**
 * Where recent searches are shown (the analytics section name).
 */
export type RecentSection = "recentSearchesHomepage" | "recentSearchesSearch";

/**
 * `recent-searches`: the visitor's last searches, read from the browser.
 */
export interface RecentSearchesProps {
    searchPath: string;
    variant: RecentVariant;
    section: RecentSection;
    title: string;
}

/**
 * A messaging provider's widget loader and client key.
 */
export interface ChatWidget {
    /**
     * The provider's loader script (absolute URL).
     */
    loaderUrl: string;
    clientKey: string;
}

/**
 * `chat-assistant`: the built-in assistant, or a provider's widget.
 */
export interface ChatAssistantProps {
    /**
     * e.g. "/api/chat": answers `GET {apiPath}?q=…`.
     */
    apiPath: string;
    /**
     * The contacts page, the way to a person when the chat cannot help.
     */
    contactsHref: string;
    /**
     * The messaging provider, when one is configured.
     */
    widget: ChatWidget | null;
}

/**
 * The texts of the islands every page shows (the header's account menu and search bar, the
 * help entry's chat) by island name. They are the same on every page of an edition, so they are
 * served once per edition as an immutable file named on `<body data-labels>`, rather than in
 * every page's `data-props` (4 KB a page, against issue 21's HTML budgets). The islands' code
 * hands each of these islands its entry as the `labels` prop.
 */
export interface SharedLabels {
    /**
     * Also handed to every other account island.
     */
    "account-menu": AccountLabels;
    "search-bar": SearchBarLabels;
    /**
     * By Fluent key (`chat-open`, `chat-title`, …).
     */
    "chat-assistant": Record<string, string>;
}

/**
 * What reading a wish depends on: the Ask page's context.
 */
export interface AskContext {
    /**
     * `en` or `it`: the language Ask reads.
     */
    language: string;
    /**
     * `YYYY-MM-DD`, the server's today (relative dates such as "in April" depend on it).
     */
    today: string;
    weekStart: WeekStart;
    currency: Currency;
}

/**
 * `ask-live`: Ask reading the wish as it is typed.
 */
export interface AskLiveProps extends AskContext {
    /**
     * The Ask page's path, e.g. "/search-ai": the form's action.
     */
    action: string;
    /**
     * The wish the page was rendered for ("" when none).
     */
    q: string;
    /**
     * By Fluent key: the page's six texts and `ask-kind-{kind}` for every chip kind.
     */
    labels: Record<string, string>;
}

// --- API payloads ---

export type ErrorCode = "NOT_FOUND" | "BAD_REQUEST" | "METHOD_NOT_ALLOWED" | "UNAUTHORIZED" | "FORBIDDEN" | "UNAVAILABLE" | "INTERNAL" | "URI_TOO_LONG" | "HEADERS_TOO_LARGE" | "PAYLOAD_TOO_LARGE" | "INVALID_FILTERS" | "INVALID_BODY" | "INVALID_QUERY" | "INVALID_PAGE" | "INVALID_QUESTION" | "INVALID_IMPORT" | "INVALID_TRAVELLER" | "INVALID_IDEMPOTENCY_KEY" | "UNAUTHENTICATED" | "USER_PRIVACY_POLICY_ERROR" | "INVALID_EMAIL" | "INVALID_PHONE" | "RATE_LIMITED" | "CONSENT_REQUIRED" | "MAIL_FAILED" | "WRONG_CODE" | "CODE_EXPIRED" | "TOO_MANY_TRIES" | "CODE_MISSING" | "WISHLIST_HAS_TOURS" | "QUESTION_EMPTY" | "QUESTION_LENGTH" | "NO_ALERT" | "LINK_USED" | "NOT_SOLD_OUT" | "SOLD_OUT" | "NOT_ENOUGH_SEATS" | "DEPARTED" | "ON_REQUEST" | "ALREADY_CANCELLED" | "BOOKINGS_UNAVAILABLE" | "INVALID_TRAVELLERS" | "PROMO_UNKNOWN" | "DEPOSIT_CLOSED" | "PROMO_EXPIRED" | "INVALID_CURRENCY" | "NO_PRIVATE_ROOM";

/**
 * Fields some refusals add beside code and message; each endpoint names its
 * own in its response descriptions.
 */
export interface ErrorExtras {
    /**
     * RATE_LIMITED: when to ask again (also the Retry-After header).
     */
    retryAfterSeconds?: number;
    /**
     * WRONG_CODE: checks left for this code.
     */
    remainingTries?: number;
    /**
     * WISHLIST_HAS_TOURS: the saved departures removing the trip would remove.
     */
    toursCount?: number;
    /**
     * NOT_ENOUGH_SEATS: the seats the departure still has.
     */
    freeSeats?: number;
    /**
     * USER_PRIVACY_POLICY_ERROR: whose consent is missing…
     */
    userId?: string;
    /**
     * …and where to give it.
     */
    redirectTo?: string;
}

export interface ErrorBody extends ErrorExtras {
    /**
     * Stable, machine-readable: `NOT_FOUND`, `INVALID_FILTERS`, `UNAUTHENTICATED`, …
     */
    code: ErrorCode;
    message: string;
}

/**
 * The API error envelope.
 */
export interface ErrorEnvelope {
    error: ErrorBody;
}

/**
 * What the islands and `/api/session` see of a user.
 */
export interface UserView {
    id: string;
    email: string;
    pictureImage: string;
    marketingConsent: boolean | null;
}

export interface SessionAnswer {
    loggedIn: boolean;
    user: UserView | null;
}

export interface EmailBody {
    /**
     * Trimmed and lower-cased before it is checked.
     */
    email: string;
}

export interface EmailAnswer {
    existingUser: boolean;
}

export interface SaveRequest {
    kind: WishKind;
    id: number | string;
}

export interface CodeBody {
    /**
     * Trimmed and lower-cased before it is checked.
     */
    email: string;
    /**
     * The choice a new user must make (accept or decline); a known user may leave it out.
     */
    marketingConsent?: boolean | null;
    save?: SaveRequest | null;
}

export interface CodeSent {
    resendAfterSeconds: number;
    expiresInSeconds: number;
}

export interface VerifyBody {
    email: string;
    code: string;
}

export interface SavedItem {
    kind: WishKind;
    id: number | string;
}

export interface Verified {
    user: UserView;
    saved: SavedItem | null;
}

export interface SavedTravel {
    id: number;
    wishlistedToursCount: number;
}

export interface SavedTour {
    id: string;
    travelId: number;
}

export interface Wishlist {
    travels: SavedTravel[];
    tours: SavedTour[];
}

export interface Saved {
    saved: boolean;
}

export interface Removed {
    removedTours: number;
}

export interface Genders {
    male: number;
    female: number;
}

export interface AgeBand {
    /**
     * "25-29" … "45-49", or "other" for bands too small to show.
     */
    band: string;
    count: number;
}

export interface GroupSnapshot {
    ageBands: AgeBand[];
    /**
     * 0.0 to 1.0, in steps of 0.1.
     */
    firstTimerShare: number;
}

export interface GroupInfo {
    travellersCount: number;
    firstTimers: number;
    /**
     * Caravan trips done by the group, all together.
     */
    tripsDone: number;
    genders: Genders;
    expectedGroupSize: number;
    interestedCount: number;
    snapshot: GroupSnapshot | null;
}

/**
 * Recent interest in one departure.
 */
export interface Interest {
    /**
     * Travellers who saved this departure in the last `days` days.
     */
    savedRecently: number;
    days: number;
}

export interface WaitlistPlace {
    /**
     * 1 = next in line; 0 = not in line.
     */
    numberInLine: number;
    /**
     * waiting, offered, expired, left (or none).
     */
    status: string;
    /**
     * Unix seconds until which a seat is held (status offered).
     */
    offeredUntil: number | null;
}

/**
 * A page an answer links to.
 */
export interface ChatLink {
    title: string;
    href: string;
    /**
     * The page's name for tests and analytics: a route name, `slug:<slug>` or `travel:<ISO3>`.
     */
    page: string;
}

/**
 * What the assistant says.
 */
export interface ChatAnswer {
    /**
     * Short text from the best passage, or `None` when nothing fits.
     */
    answer: string | null;
    links: ChatLink[];
    /**
     * False when the answer covers too little of the question: hand off to "talk to us".
     */
    confident: boolean;
    handoff: ChatLink;
}

/**
 * One experiment and the variant this device sees.
 */
export interface Experiment {
    id: string;
    variant: string;
}

export interface Layouts {
    settings: Settings;
    geolocation: Geolocation;
    /**
     * Content-managed layout parts of this edition, as stored
     * (`header`, `footer`, `contacts`, `beans`, `talkToUs`); absent parts are null.
     */
    header: unknown;
    footer: unknown;
    contacts: unknown;
    beans: unknown;
    talkToUs: unknown;
    /**
     * Feature flags by name (`on`/`off` or a variant).
     */
    flags: Record<string, string>;
    experiments: Experiment[];
}

