// The Ask page's wish box against the REAL Ask wasm: chips read as the visitor types, removed
// with a search without their words. Only navigation is replaced.
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { mountIslands, type MountedIslands } from "../../lib/islands";
import { navigate } from "../../lib/navigate";
import { askLiveProps, BUDGET, WISH, WISH_FALLBACK } from "../../test/ask";
import { placeholder } from "../../test/fixtures";
import { useRealAsk } from "../../test/realAsk";
import { registry } from "../../registry";
import { AskLiveIsland } from "./AskLiveIsland";

vi.mock("../../lib/navigate", () => ({ navigate: vi.fn() }));

beforeAll(async () => {
  await useRealAsk();
});

beforeEach(() => {
  vi.mocked(navigate).mockReset();
  delete window.dataLayer;
});

/** [kind, kind label, label] of every chip shown. */
function chips(): string[][] {
  return screen.queryAllByTestId("ask-chip").map((chip) => [
    chip.dataset.kind ?? "",
    chip.querySelector(".ask-chip__kind")?.textContent ?? "",
    chip.querySelector(".ask-chip__label")?.textContent ?? "",
  ]);
}

const input = () => screen.getByTestId<HTMLInputElement>("ask-input");

describe("ask live", () => {
  test("the server's form, with the wish read into chips", () => {
    render(<AskLiveIsland {...askLiveProps()} />);
    const form = screen.getByRole("search");
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/search-ai");
    expect(screen.getByLabelText("Describe your trip")).toBe(input());
    expect(input().value).toBe(WISH);
    expect(input().name).toBe("q");
    expect(input().maxLength).toBe(300);
    expect(input().placeholder).toBe("e.g. two weeks in Japan in April under €3,000");
    expect(screen.getByTestId("ask-submit").textContent).toBe("Search");
    expect(input().getAttribute("aria-describedby")).toBe(screen.getByTestId("ask-live-hint").id);

    expect(screen.getByRole("heading", { name: "What we understood" })).toBeTruthy();
    expect(chips()).toEqual([
      ["duration", "How long", "13–15 days"],
      ["destination", "Where", "Japan"],
      ["dates", "When", "April 2027"],
      ["budget", "Budget", BUDGET],
    ]);
    const budget = screen.getByRole("link", { name: `Remove ${BUDGET}` });
    expect(budget.getAttribute("href")).toBe(`/search-ai?q=${encodeURIComponent("two weeks in Japan in April")}`);
    // Nothing announced at page load.
    expect(screen.getByTestId("ask-live-status").textContent).toBe("");
  });

  test("chips follow the wish as it is typed, and the count is announced", async () => {
    const user = userEvent.setup();
    render(<AskLiveIsland {...askLiveProps({ q: "" })} />);
    expect(screen.queryByTestId("ask-chips")).toBeNull();

    await user.type(input(), "a week in Greece");
    expect(chips()).toEqual([
      ["duration", "How long", "6–8 days"],
      ["destination", "Where", "Greece"],
    ]);
    const status = screen.getByTestId("ask-live-status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toBe("What we understood: 2");

    await user.type(input(), " in August");
    expect(chips().map(([kind]) => kind)).toEqual(["duration", "destination", "dates"]);
    expect(status.textContent).toBe("What we understood: 3");

    await user.clear(input());
    expect(screen.queryByTestId("ask-chips")).toBeNull();
    expect(status.textContent).toBe("");
  });

  test("removing a chip searches without its words, at once", async () => {
    const user = userEvent.setup();
    render(<AskLiveIsland {...askLiveProps()} />);
    await user.click(screen.getByRole("link", { name: `Remove ${BUDGET}` }));

    expect(input().value).toBe("two weeks in Japan in April");
    expect(chips().map(([, , label]) => label)).toEqual(["13–15 days", "Japan", "April 2027"]);
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/search-ai?q=two%20weeks%20in%20Japan%20in%20April");
    expect(window.dataLayer).toEqual([{ event: "ask chip removed", kind: "budget" }]);
  });

  test("removing the only chip goes back to the bare page", async () => {
    const user = userEvent.setup();
    render(<AskLiveIsland {...askLiveProps({ q: "Japan" })} />);
    const remove = within(screen.getByTestId("ask-chips")).getByTestId("ask-chip-remove");
    expect(remove.getAttribute("href")).toBe("/search-ai");
    await user.click(remove);
    expect(input().value).toBe("");
    expect(screen.queryByTestId("ask-chips")).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/search-ai");
  });

  test("Italian wishes are read in Italian", async () => {
    const user = userEvent.setup();
    render(<AskLiveIsland {...askLiveProps({ language: "it", q: "una settimana in Grecia ad agosto", action: "/cerca-ai" })} />);
    expect(chips().map(([kind, , label]) => [kind, label])).toEqual([
      ["duration", "6–8 giorni"],
      ["destination", "Grecia"],
      ["dates", "agosto 2027"],
    ]);
    await user.click(screen.getByRole("link", { name: "Remove Grecia" }));
    expect(navigate).toHaveBeenCalledWith(`/cerca-ai?q=${encodeURIComponent("una settimana ad agosto")}`);
  });

  test("submitting is the plain GET form", async () => {
    const user = userEvent.setup();
    render(<AskLiveIsland {...askLiveProps()} />);
    // Seen after the island's handlers, then stopped: jsdom cannot navigate.
    let prevented: boolean | undefined;
    let query: string | undefined;
    window.addEventListener(
      "submit",
      (event) => {
        prevented = event.defaultPrevented;
        query = new URLSearchParams(new FormData(event.target as HTMLFormElement) as unknown as Record<string, string>).toString();
        event.preventDefault();
      },
      { once: true },
    );
    await user.clear(input());
    await user.type(input(), "Peru in May{Enter}");
    expect(prevented).toBe(false);
    expect(query).toBe("q=Peru+in+May");
    expect(navigate).not.toHaveBeenCalled();
  });

  test("a bad context (no valid today) leaves a working form without chips", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<AskLiveIsland {...askLiveProps({ today: "13/01/2027" })} />);
    expect(input().value).toBe(WISH);
    expect(screen.queryByTestId("ask-chips")).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});

describe("ask live, mounted from the server's placeholder", () => {
  let mounted: MountedIslands | null = null;

  afterEach(() => {
    act(() => mounted?.unmount());
    mounted = null;
    document.body.innerHTML = "";
  });

  test("replaces the fallback with one form and the same chips", async () => {
    const element = placeholder("ask-live", JSON.stringify(askLiveProps()), WISH_FALLBACK);
    await act(async () => {
      mounted = mountIslands(registry);
      await mounted.ready;
    });
    expect(element.hasAttribute("data-island-mounted")).toBe(true);
    expect(element.querySelectorAll("form")).toHaveLength(1);
    expect(screen.getAllByTestId("ask-input")).toHaveLength(1);
    expect(input().value).toBe(WISH);
    expect(chips().map(([kind]) => kind)).toEqual(["duration", "destination", "dates", "budget"]);
  });
});
