// The options of the where list: with no text the continents (multi-select toggles) and the
// top-selling countries; with text, the continents whose name starts with it, then the countries
// the top-sellers endpoint found for it.
import type { Place, SearchSelection, TopSellerCountry } from "@caravan/search-core";

export type WhereOption =
  | { kind: "continent"; place: Place; selected: boolean }
  | { kind: "country"; country: TopSellerCountry; selected: boolean };

/** Lower case without accents: "Éu" finds "Europa", "afri" finds "Afrique". */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase().trim();
}

/**
 * The continents to offer: all of them without text; with text (two letters or more), those
 * whose name in the edition's language starts with it, so "Asia", "Europa" or "Afrique" can be
 * chosen as typed (spec §4: a continent searches with continentId[]).
 */
export function continentsFor(text: string, continents: Place[]): Place[] {
  if (text === "") return continents;
  const typed = folded(text);
  return typed.length < 2 ? [] : continents.filter((place) => folded(place.name).startsWith(typed));
}

/** The continents first, then the countries, each marked when the selection holds it. */
export function buildOptions(selection: SearchSelection, text: string, continents: Place[], countries: TopSellerCountry[]): WhereOption[] {
  const where = selection.where;
  const chosenContinents = where !== "anywhere" && "continents" in where ? where.continents : [];
  const destination = where !== "anywhere" && "destination" in where ? where.destination : undefined;
  const countryOptions = countries.map(
    (country): WhereOption => ({ kind: "country", country, selected: destination?.id === country.isoCodeAlpha3 }),
  );
  const continentOptions = continentsFor(text, continents).map(
    (place): WhereOption => ({ kind: "continent", place, selected: chosenContinents.some((c) => c.id === place.id) }),
  );
  return [...continentOptions, ...countryOptions];
}
