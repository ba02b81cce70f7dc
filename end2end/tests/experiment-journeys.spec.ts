// The itineraries-default experiment as a traveller meets it (spec §6, §7): a device in the
// variant arm opens a search by dates on the trips tab (`tab=travels`), a device in the control
// arm on the departures. The arm is the server's (SHA-256 of experiment and device id, top bit),
// read by the page from /api/layouts; the cached HTML is the same for both.
import { expect, test } from "@playwright/test";
import { editions, editionUrl } from "./support/editions";
import { useDeviceIn } from "./support/experiments";
import { addMonths, openHeaderSearch, searchBarProps } from "./support/search";

const EXPERIMENT = "itineraries-default";

for (const wanted of ["variant", "control"] as const) {
  test(`a device in the ${wanted} arm searches by dates ${wanted === "variant" ? "on the trips tab" : "among departures"}`, async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await useDeviceIn(context, editions.it, EXPERIMENT, wanted);
    const layouts = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/layouts" && r.ok());
    await page.goto(editionUrl(editions.it, "/"));
    const answer = (await (await layouts).json()) as { experiments: { id: string; variant: string }[] };
    expect(answer.experiments.find((e) => e.id === EXPERIMENT)?.variant).toBe(wanted);

    const month = addMonths((await searchBarProps(page)).today.slice(0, 7), 1);
    const bar = await openHeaderSearch(page, "desktop");
    await bar.getByTestId("search-when").click();
    await bar.getByTestId("when-tab-dates").click();
    await bar.getByTestId(`day-${month}-10`).click();
    await bar.getByTestId(`day-${month}-17`).click();
    // Each step of the search reached the data layer as it was taken (spec §7; journeys browse consented).
    const steps = await page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event).filter((e) => e?.startsWith("new search")));
    expect(steps).toEqual(["new search start", "new search tab", "new search dates"]);
    await Promise.all([page.waitForURL((url) => url.searchParams.get("dateFrom") === `${month}-10`), bar.getByTestId("search-submit").click()]);
    const tab = new URL(page.url()).searchParams.get("tab");
    expect(tab).toBe(wanted === "variant" ? "travels" : null);
  });
}
