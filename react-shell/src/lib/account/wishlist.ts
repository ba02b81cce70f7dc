// The wishlist: `GET /api/wishlist`, once per page and only when logged in (a failure → nothing
// saved; a 401 also logs out, through the API client); saving and removing trips and tours, the
// store following on success.
import { useEffect } from "react";
import type { Removed, SaveRequest, Saved, WishKind } from "../../contract/generated";
import * as api from "../api-client";
import type { ApiResult, WishlistAnswer } from "../api-client";
import { loadSession, onLogout } from "./session";
import { createStore, useStore } from "./store";

/** What a heart saves: the API's save request, its id always as a string (trips are numbers). */
export type SaveTarget = Omit<SaveRequest, "id"> & { id: string };

export interface WishlistState {
  status: "idle" | "loading" | "ready";
  /** Saved trips: id → how many of its tours are saved. */
  travels: Readonly<Record<string, number>>;
  /** Saved tours: id → its trip's id ("" while unknown). */
  tours: Readonly<Record<string, string>>;
}

/** Internal (reset.ts); not part of the public API. */
export const EMPTY_WISHLIST: WishlistState = { status: "idle", travels: {}, tours: {} };

/** Internal (reset.ts); not part of the public API. */
export const wishlist = createStore<WishlistState>(EMPTY_WISHLIST);

let wishlistRequest: Promise<WishlistState> | null = null;
let wishlistGeneration = 0;

/** Back to a fresh page (resetAccount; the store itself is reset there). */
export function resetWishlistState(): void {
  wishlistRequest = null;
  wishlistGeneration += 1;
}

/** Logged out (session.ts): nothing is saved any more. */
export function emptyWishlist(): void {
  wishlistGeneration += 1;
  wishlistRequest = Promise.resolve({ ...EMPTY_WISHLIST, status: "ready" });
  wishlist.set({ ...EMPTY_WISHLIST, status: "ready" });
}

// Logged out: nothing is saved any more.
onLogout(emptyWishlist);

// --- Wishlist ------------------------------------------------------------------------------------

function wishlistOf(answer: WishlistAnswer): WishlistState {
  const travels = Object.fromEntries(answer.travels.map((travel) => [travel.id, travel.wishlistedToursCount]));
  const tours = Object.fromEntries(answer.tours.map((tour) => [tour.id, tour.travelId]));
  return { status: "ready", travels, tours };
}

async function fetchWishlist(): Promise<WishlistState> {
  wishlistGeneration += 1;
  const generation = wishlistGeneration;
  if (wishlist.get().status === "idle") wishlist.set({ ...wishlist.get(), status: "loading" });
  const user = await loadSession();
  let next: WishlistState = { ...EMPTY_WISHLIST, status: "ready" };
  if (user) {
    const result = await api.getWishlist();
    // A failure: nothing known to be saved (a 401 has logged out meanwhile, emptying it anyway).
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

/** Internal (auth.ts: the server's `saved` after login); not part of the public API. */
export function markSaved(target: SaveTarget, travelId = ""): void {
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

/** `PUT /api/wishlist/{travels|tours}/{id}`; the store follows on success. */
export async function saveToWishlist(target: SaveTarget, travelId?: string): Promise<ApiResult<Saved>> {
  const result = await api.saveWish(target.kind, target.id);
  if (result.ok) markSaved(target, travelId);
  return result;
}

/**
 * `DELETE /api/wishlist/{travels|tours}/{id}` (`?withTours=true` to remove a trip with its saved
 * tours); a trip with saved tours answers 409 WISHLIST_HAS_TOURS (`toursCount`) without it. A trip
 * answers `Removed` (the tours it took along), a departure `Saved`.
 */
export async function removeFromWishlist(target: SaveTarget, withTours = false): Promise<ApiResult<Removed | Saved>> {
  const result = await api.removeWish(target.kind, target.id, withTours);
  if (result.ok) markRemoved(target);
  return result;
}
