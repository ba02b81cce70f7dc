// Social proofing (spec §6 `ab-test-social-proofing`): on a departure's page, a device in the
// variant arm, with consent to experiments, sees how many travellers saved that departure to
// their wishlist lately. The server renders the line empty and hidden, with its template, so
// the cached page is the same for everyone; this fills it in. One saver is not much of a
// crowd: the line shows from two (so its plural is always the "other" form).
import { getLayouts, getInterest } from "../lib/api-client";
import { experimentVariant } from "../lib/experimentArm";

export const SOCIAL_PROOF_EXPERIMENT = "ab-test-social-proofing";
/** Fewest savers worth telling. */
export const SOCIAL_PROOF_MIN = 2;

function fill(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (marker, name: string) => (name in values ? String(values[name]) : marker));
}

/** Fills and shows every social-proof line on the page, for the variant arm only. */
export async function showSocialProof(root: Document = document): Promise<void> {
  const lines = Array.from(root.querySelectorAll<HTMLElement>("[data-social-proof]"));
  if (lines.length === 0) return;
  await getLayouts();
  if (experimentVariant(SOCIAL_PROOF_EXPERIMENT) !== "variant") return;
  for (const line of lines) {
    const result = await getInterest(line.dataset.socialProof ?? "");
    if (!result.ok || !result.data || result.data.savedRecently < SOCIAL_PROOF_MIN) continue;
    const { savedRecently: count, days } = result.data;
    line.textContent = fill(line.dataset.template ?? "", { count, days });
    line.hidden = false;
  }
}

export function startSocialProof(root: Document): () => void {
  void showSocialProof(root).catch(() => {});
  return () => {};
}
