// A/B arms as the server computes them (server/src/api/layouts.rs `variant`: the top bit of
// SHA-256(experiment, 0, device id)), so a journey can browse as a device in a known arm.
import { createHash } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { editionUrl, type Edition } from "./editions";

export type Arm = "control" | "variant";

export function armOf(experiment: string, device: string): Arm {
  const digest = createHash("sha256").update(experiment).update(Buffer.from([0])).update(device).digest();
  return (digest[0] ?? 0) < 0x80 ? "control" : "variant";
}

/** A device id in `arm` of `experiment`. */
export function deviceIn(experiment: string, arm: Arm): string {
  for (let n = 0; ; n++) {
    const id = `e2e-device-${n}`;
    if (armOf(experiment, id) === arm) return id;
  }
}

/** Browses `edition` as a device in `arm` of `experiment` (its device cookie set before the visit). */
export async function useDeviceIn(context: BrowserContext, edition: Edition, experiment: string, arm: Arm): Promise<void> {
  const { hostname } = new URL(editionUrl(edition, "/"));
  const value = deviceIn(experiment, arm);
  await context.addCookies([{ name: "device_id", value, domain: hostname, path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" }]);
}
