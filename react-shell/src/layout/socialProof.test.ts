// The social-proofing line: filled for a consenting device in the variant arm when enough
// travellers saved the departure lately, left hidden otherwise (spec §6).
import { beforeEach, describe, expect, test, vi } from "vitest";
import { experimentVariant } from "../lib/experimentArm";
import { getInterest, getLayouts } from "../lib/api-client";
import { showSocialProof } from "./socialProof";

vi.mock("../lib/experimentArm", () => ({ experimentVariant: vi.fn() }));
vi.mock("../lib/api-client", () => ({ getLayouts: vi.fn(() => Promise.resolve(null)), getInterest: vi.fn() }));

function line(): HTMLElement {
  return document.querySelector<HTMLElement>("[data-social-proof]")!;
}

beforeEach(() => {
  document.body.innerHTML = `<p data-social-proof="t-1" hidden data-template="{count} travellers saved this departure in the last {days} days."></p>`;
  vi.mocked(getInterest).mockResolvedValue({ ok: true, status: 200, data: { savedRecently: 7, days: 14 } } as Awaited<ReturnType<typeof getInterest>>);
});

describe("social proof", () => {
  test("the variant arm sees how many saved the departure lately", async () => {
    vi.mocked(experimentVariant).mockReturnValue("variant");
    await showSocialProof(document);
    expect(getLayouts).toHaveBeenCalled();
    expect(getInterest).toHaveBeenCalledWith("t-1");
    expect(line().hidden).toBe(false);
    expect(line().textContent).toBe("7 travellers saved this departure in the last 14 days.");
  });

  test("the control arm, and a device without consent (no arm), see nothing and ask nothing", async () => {
    for (const arm of ["control", null]) {
      vi.mocked(experimentVariant).mockReturnValue(arm);
      vi.mocked(getInterest).mockClear();
      await showSocialProof(document);
      expect(getInterest).not.toHaveBeenCalled();
      expect(line().hidden).toBe(true);
    }
  });

  test("a single saver is not shown, nor a failed answer", async () => {
    vi.mocked(experimentVariant).mockReturnValue("variant");
    vi.mocked(getInterest).mockResolvedValueOnce({ ok: true, status: 200, data: { savedRecently: 1, days: 14 } } as Awaited<ReturnType<typeof getInterest>>);
    await showSocialProof(document);
    expect(line().hidden).toBe(true);
    vi.mocked(getInterest).mockResolvedValueOnce({ ok: false, status: 500, data: null } as unknown as Awaited<ReturnType<typeof getInterest>>);
    await showSocialProof(document);
    expect(line().hidden).toBe(true);
  });
});
