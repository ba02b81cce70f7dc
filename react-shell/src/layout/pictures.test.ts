import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { startPictures } from "./pictures";

// jsdom loads no images: `complete` stays false unless stubbed, and load/error are fired by hand.
const PAGE = `
  <picture class="photo"><img id="lazy" src="/a.jpg" alt="Ring road" width="1600" height="1000" loading="lazy"></picture>
  <img id="eager" src="/b.jpg" alt="" width="400" height="240" loading="eager">`;

const img = (id: string) => document.getElementById(id) as HTMLImageElement;

/** An image as the browser has it when it finished before the script ran. */
function finished(image: HTMLImageElement, naturalWidth: number) {
  Object.defineProperty(image, "complete", { value: true });
  Object.defineProperty(image, "naturalWidth", { value: naturalWidth });
}

/** `new Image()` answering `outcome` once given a src (the probe of an ambiguous image). */
function stubProbe(outcome: "load" | "error") {
  const urls: string[] = [];
  class Probe extends EventTarget {
    set src(url: string) {
      urls.push(url);
      queueMicrotask(() => this.dispatchEvent(new Event(outcome)));
    }
  }
  vi.stubGlobal("Image", Probe);
  return urls;
}

let stop: () => void = () => {};

beforeEach(() => {
  document.body.innerHTML = PAGE;
});

afterEach(() => {
  stop();
  stop = () => {};
});

test("a lazy image is loading until it loads, then loaded (with the fade); eager images are left alone", () => {
  stop = startPictures(document);
  expect(img("lazy").dataset.state).toBe("loading");
  expect(img("eager").dataset.state).toBeUndefined();
  img("lazy").dispatchEvent(new Event("load"));
  expect(img("lazy").dataset.state).toBe("loaded");
  expect(img("lazy").hasAttribute("data-no-fade")).toBe(false);
  img("eager").dispatchEvent(new Event("load"));
  expect(img("eager").dataset.state).toBeUndefined();
});

test("a lazy image that fails gets the error state; its alt text stays", () => {
  stop = startPictures(document);
  img("lazy").dispatchEvent(new Event("error"));
  expect(img("lazy").dataset.state).toBe("error");
  expect(img("lazy").alt).toBe("Ring road");
});

test("an image already complete when the script runs is loaded at once, without the fade", () => {
  finished(img("lazy"), 1600);
  stop = startPictures(document);
  expect(img("lazy").dataset.state).toBe("loaded");
  expect(img("lazy").hasAttribute("data-no-fade")).toBe(true);
});

test("an image already complete without a size is asked again: broken gives error", async () => {
  const urls = stubProbe("error");
  finished(img("lazy"), 0);
  stop = startPictures(document);
  expect(img("lazy").dataset.state).toBeUndefined();
  await vi.waitFor(() => expect(img("lazy").dataset.state).toBe("error"));
  expect(urls).toEqual([img("lazy").src]);
});

test("an image already complete without a size that loads again (an SVG with no natural size) is loaded", async () => {
  stubProbe("load");
  finished(img("lazy"), 0);
  stop = startPictures(document);
  await vi.waitFor(() => expect(img("lazy").dataset.state).toBe("loaded"));
});

test("images added later start loading too; the cleanup stops everything", async () => {
  stop = startPictures(document);
  const later = document.createElement("div");
  later.innerHTML = `<img id="later" src="/c.jpg" alt="" width="400" height="240" loading="lazy">`;
  document.body.append(later);
  await Promise.resolve(); // the MutationObserver's turn
  expect(img("later").dataset.state).toBe("loading");
  img("later").dispatchEvent(new Event("error"));
  expect(img("later").dataset.state).toBe("error");

  stop();
  stop = () => {};
  img("lazy").dispatchEvent(new Event("load"));
  expect(img("lazy").dataset.state).toBe("loading");
});
