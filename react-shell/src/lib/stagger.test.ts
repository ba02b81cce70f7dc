// Spec §9 "Animation: 0.3 s transitions with a 0.07 s stagger per child up to 19".
import { afterEach, expect, test } from "vitest";
import { addStylesheet } from "../test/stylesheet";
import { STAGGER_CLASS, staggerStyle } from "./stagger";

let removeStylesheet = () => {};
afterEach(() => removeStylesheet());

test("each item starts 70 ms after the one before, up to the 19th step, and lasts 300 ms", () => {
  const delays = [0, 1, 2, 18, 19, 20, 40].map((index) => (staggerStyle(index) as Record<string, string>)["--stagger-delay"]);
  expect(delays).toEqual(["0ms", "70ms", "140ms", "1260ms", "1330ms", "1330ms", "1330ms"]);
  expect((staggerStyle(3) as Record<string, string>)["--stagger-duration"]).toBe("300ms");
  expect((staggerStyle(-1) as Record<string, string>)["--stagger-delay"]).toBe("0ms");
});

test("the transition exists only for visitors who have not asked for reduced motion", () => {
  removeStylesheet = addStylesheet("lib/stagger.css");
  const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
  // Nothing outside the media rule: with reduced motion, items are simply there.
  expect(rules.some((rule) => rule instanceof CSSStyleRule && rule.selectorText.includes(STAGGER_CLASS))).toBe(false);
  const media = rules.find((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule);
  expect(media?.media.mediaText).toBe("(prefers-reduced-motion: no-preference)");
  const inner = Array.from(media?.cssRules ?? []).find((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule);
  expect(inner?.selectorText).toBe(`.${STAGGER_CLASS}`);
  expect(inner?.style.getPropertyValue("transition-delay")).toBe("var(--stagger-delay, 0s)");
});
