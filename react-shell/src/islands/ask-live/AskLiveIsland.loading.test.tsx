// The Ask island before its wasm has loaded, and when it cannot: mounted from the server's
// placeholder, it keeps the server's chips (and anything typed into the fallback), and it stays a
// plain GET form. The loader is replaced by a promise the test settles (with the REAL module).
import * as askModule from "@caravan/ask";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { loadAsk, type Ask } from "../../lib/ask";
import { mountIslands, type MountedIslands } from "../../lib/islands";
import { navigate } from "../../lib/navigate";
import { askFallback, askLiveProps, BUDGET, WISH, WISH_FALLBACK } from "../../test/ask";
import { placeholder } from "../../test/fixtures";
import { initRealAsk } from "../../test/realAsk";
import { registry } from "../../registry";

vi.mock("../../lib/navigate", () => ({ navigate: vi.fn() }));
vi.mock("../../lib/ask", () => ({ loadAsk: vi.fn(), loadedAsk: vi.fn(() => undefined) }));

let mounted: MountedIslands | null = null;
let settle: { resolve: (ask: Ask) => void; reject: (error: unknown) => void };

beforeEach(() => {
  vi.mocked(navigate).mockReset();
  delete window.dataLayer;
  vi.mocked(loadAsk).mockImplementation(
    () =>
      new Promise<Ask>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
});

afterEach(() => {
  act(() => mounted?.unmount());
  mounted = null;
  document.body.innerHTML = "";
});

async function mount(fallback = WISH_FALLBACK, props = askLiveProps()) {
  const element = placeholder("ask-live", JSON.stringify(props), fallback);
  await act(async () => {
    mounted = mountIslands(registry);
      await mounted.ready;
  });
  return element;
}

const input = () => screen.getByTestId<HTMLInputElement>("ask-input");
const chipLabels = () => screen.queryAllByTestId("ask-chip").map((chip) => chip.querySelector(".ask-chip__label")?.textContent);
const removeLinks = () => screen.queryAllByTestId("ask-chip-remove").map((link) => link.getAttribute("href"));

describe("ask live, before the wasm", () => {
  test("the server's chips stay, with the server's links, until the wasm reads the wish", async () => {
    const element = await mount();
    expect(loadAsk).toHaveBeenCalledOnce();
    expect(element.querySelectorAll("form")).toHaveLength(1);
    expect(chipLabels()).toEqual(["13–15 days", "Japan", "April 2027", BUDGET]);
    // The server writes spaces as "+".
    expect(removeLinks()[3]).toBe("/search-ai?q=two+weeks+in+Japan+in+April");

    initRealAsk();
    await act(async () => settle.resolve(askModule));
    expect(chipLabels()).toEqual(["13–15 days", "Japan", "April 2027", BUDGET]);
    expect(removeLinks()[3]).toBe("/search-ai?q=two%20weeks%20in%20Japan%20in%20April");
  });

  test("typing before the wasm hides the server's chips (they no longer describe the wish)", async () => {
    await mount();
    expect(chipLabels()).toHaveLength(4);
    await userEvent.setup().type(input(), " with friends");
    expect(screen.queryByTestId("ask-chips")).toBeNull();

    initRealAsk();
    await act(async () => settle.resolve(askModule));
    expect(input().value).toBe(`${WISH} with friends`);
    expect(screen.getAllByTestId("ask-chip").map((chip) => chip.dataset.kind)).toContain("destination");
  });

  test("removing a server chip follows its link and drops it at once", async () => {
    await mount();
    await userEvent.setup().click(screen.getByRole("link", { name: `Remove ${BUDGET}` }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/search-ai?q=two+weeks+in+Japan+in+April");
    expect(input().value).toBe("two weeks in Japan in April");
    expect(chipLabels()).toEqual(["13–15 days", "Japan", "April 2027"]);
    expect(window.dataLayer).toEqual([{ event: "ask chip removed", kind: "budget" }]);
  });

  test("what was typed into the fallback before the island mounted is kept, with the focus", async () => {
    const element = placeholder("ask-live", JSON.stringify(askLiveProps({ q: "" })), askFallback("", []));
    const early = element.querySelector<HTMLInputElement>("input")!;
    early.focus();
    early.value = "ten days in Peru";
    await act(async () => {
      mounted = mountIslands(registry);
      await mounted.ready;
    });
    expect(early.isConnected).toBe(false);
    expect(input().value).toBe("ten days in Peru");
    expect(document.activeElement).toBe(input());
  });
});

describe("ask live, when the wasm cannot load", () => {
  test("a plain GET form: no hint, the server's chips while the wish is unchanged", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await mount();
    await act(async () => settle.reject(new Error("offline")));

    expect(screen.getByRole("search").getAttribute("action")).toBe("/search-ai");
    expect(screen.queryByTestId("ask-live-hint")).toBeNull();
    expect(input().hasAttribute("aria-describedby")).toBe(false);
    expect(chipLabels()).toHaveLength(4);

    const user = userEvent.setup();
    await user.type(input(), "!");
    expect(screen.queryByTestId("ask-chips")).toBeNull();
    expect(screen.getByTestId("ask-live-status").textContent).toBe("");
  });
});
