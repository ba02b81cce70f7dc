// The arm of an A/B experiment this device is in (spec §6), read when it matters (a search is
// submitted) from the `/api/layouts` answer the layout script already asked for: null before it
// has answered and always without consent to experiments (the server then puts everyone in the
// control). Pages stay the same cached HTML for everyone; only scripts read the arm.
import { layoutsIfLoaded } from "./api-client";
import { consented } from "./consent";

export function experimentVariant(id: string): string | null {
  if (!consented("experiments")) return null;
  return layoutsIfLoaded()?.experiments.find((e) => e.id === id)?.variant ?? null;
}
