// What a modal is outside the modal system (contract §2): its window events, its query parameters
// and the history state it leaves behind. Shared by the modal system's parts (modal.ts,
// modalMachine.ts, modalEvents.ts) and by the layout state (layoutState.ts).
import { isRecord } from "../lib/guards";

/** The query parameters that belong to a modal. */
export const MODAL_PARAMS = ["modal", "type", "layout"] as const;
/** window event: open a modal (detail `{ name, type?, layout?, filters? }`). */
export const MODAL_OPEN_EVENT = "caravan:modal-open";
/** window event, after a modal opened or its type/layout changed (detail {@link ModalEventDetail}). */
export const MODAL_OPENED_EVENT = "caravan:modal-opened";
/** window event, once a modal has closed (detail `{ name }`). */
export const MODAL_CLOSE_EVENT = "caravan:modal-close";

export interface ModalParams {
  type?: string | null;
  layout?: string | null;
}

/** The search filters a filter modal works on (query parameter → values). */
export type ModalFilters = Readonly<Record<string, readonly string[]>>;

export interface ModalOpenOptions {
  /** Focus goes back there on close (default: the element focused when opening). */
  opener?: HTMLElement | null;
  /** The URL to push (default: the current URL with modal/type/layout set). */
  href?: string;
  /** Push a history entry (default true). */
  push?: boolean;
  /** The filters the modal opens with (spec §4 "modal change": the layout state keeps them). */
  filters?: ModalFilters | null;
}

export interface ModalEventDetail {
  name: string;
  type: string | null;
  layout: string | null;
  dialog: HTMLDialogElement;
  filters: ModalFilters | null;
}

/** `value` as filters (a string or a list of strings per parameter), or null when it is none. */
export function filtersFrom(value: unknown): ModalFilters | null {
  if (!isRecord(value)) return null;
  const filters: Record<string, readonly string[]> = {};
  for (const [name, values] of Object.entries(value)) {
    const list = typeof values === "string" ? [values] : Array.isArray(values) ? values.filter((v): v is string => typeof v === "string") : [];
    if (list.length > 0) filters[name] = list;
  }
  return Object.keys(filters).length > 0 ? filters : null;
}

/** `url` without the modal parameters. */
export function urlWithoutModal(url: URL): URL {
  const next = new URL(url.href);
  for (const param of MODAL_PARAMS) next.searchParams.delete(param);
  return next;
}

export function urlWithModal(url: URL, name: string, params: ModalParams): URL {
  const next = urlWithoutModal(url);
  next.searchParams.set("modal", name);
  if (params.type) next.searchParams.set("type", params.type);
  if (params.layout) next.searchParams.set("layout", params.layout);
  return next;
}

export function paramsOf(url: URL): ModalParams {
  return { type: url.searchParams.get("type"), layout: url.searchParams.get("layout") };
}

/** The history state key holding how many entries the modal pushed. */
export const DEPTH_KEY = "caravanModalDepth";

/** How many history entries this modal pushed on top of the page without it. */
export function stateDepth(state: unknown): number {
  if (state !== null && typeof state === "object" && DEPTH_KEY in state) {
    const depth = (state as Record<string, unknown>)[DEPTH_KEY];
    if (typeof depth === "number" && Number.isInteger(depth) && depth > 0) return depth;
  }
  return 0;
}
