// A/B arms as the server computes them (server/src/api/layouts.rs `variant`: the top bit of
// SHA-256(experiment, 0, device id, 0, country, 0, language)), so a journey can browse as a device
// in a known arm. Journeys send no country header: the country is empty.
import { createHash } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { editionUrl, type Edition } from "./editions";

export type Arm = "control" | "variant";

export function armOf(experiment: string, device: string, language: string, country = ""): Arm {
  const zero = Buffer.from([0]);
  const digest = createHash("sha256").update(experiment).update(zero).update(device).update(zero).update(country.toUpperCase()).update(zero).update(language).digest();
  return (digest[0] ?? 0) < 0x80 ? "control" : "variant";
}

/** A device id in `arm` of `experiment` for an edition's `language`. */
export function deviceIn(experiment: string, arm: Arm, language: string): string {
  for (let n = 0; ; n++) {
    const id = `e2e-device-${n}`;
    if (armOf(experiment, id, language) === arm) return id;
  }
}

/** Browses `edition` as a device in `arm` of `experiment` (its device cookie set before the visit). */
export async function useDeviceIn(context: BrowserContext, edition: Edition, experiment: string, arm: Arm): Promise<void> {
  const { hostname } = new URL(editionUrl(edition, "/"));
  const value = deviceIn(experiment, arm, edition.lang.split("-")[0]!);
  await context.addCookies([{ name: "device_id", value, domain: hostname, path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" }]);
}
