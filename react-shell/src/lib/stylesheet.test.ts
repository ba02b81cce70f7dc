import { describe, expect, it } from "vitest";
import { applyStylesheet } from "./stylesheet";

describe("applyStylesheet", () => {
  it("applies the preloaded sheet and resolves once it has loaded", async () => {
    document.head.innerHTML = '<link rel="preload" as="style" href="/static/main.abc.css" data-stylesheet>';
    let done = false;
    const applied = applyStylesheet().then(() => {
      done = true;
    });
    const sheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(sheet?.getAttribute("href")).toBe("/static/main.abc.css");
    await Promise.resolve();
    expect(done).toBe(false);
    sheet!.dispatchEvent(new Event("load"));
    await applied;
    expect(done).toBe(true);
  });

  it("goes on when the sheet fails or is not there", async () => {
    document.head.innerHTML = '<link rel="preload" as="style" href="/static/main.abc.css" data-stylesheet>';
    const applied = applyStylesheet();
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event("error"));
    await expect(applied).resolves.toBeUndefined();
    document.head.innerHTML = "";
    await expect(applyStylesheet()).resolves.toBeUndefined();
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
  });
});
