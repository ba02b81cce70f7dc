// The search page follows filter links, the sort menu and history without reloading, against
// the REAL search-core wasm (for the sort form's URL); only fetch and navigation are replaced.
import { act, render } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { navigate } from "../../lib/navigate";
import { useRealSearchCore } from "../../test/realSearchCore";
import { LiveSearchIsland } from "./LiveSearchIsland";

vi.mock("../../lib/navigate", () => ({ navigate: vi.fn() }));

/** A server search page whose results region says which query it shows. */
function page(label: string): string {
  return `<!DOCTYPE html><html><head><title>${label} · Caravan</title></head><body>
    <div data-live-search>
      <p role="status">${label}</p>
      <a data-testid="filter" href="/cerca?durations[]=MAX_6">Up to 6 days</a>
      <a data-testid="elsewhere" href="/viaggi/peru">A trip</a>
      <form data-testid="sort-form" method="get" action="/cerca">
        <input type="hidden" name="continentId[]" value="europe">
        <select id="search-sort" name="sort"><option value="">Relevance</option><option value="price:asc">Lowest price</option></select>
        <button type="submit">Sort</button>
      </form>
    </div></body></html>`;
}

function mountPage(label: string) {
  document.body.innerHTML = new DOMParser().parseFromString(page(label), "text/html").body.innerHTML;
  return render(<LiveSearchIsland searchPath="/cerca" />, { container: document.body.appendChild(document.createElement("div")) });
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
let fetchMock: ReturnType<typeof vi.fn>;

beforeAll(async () => {
  await useRealSearchCore();
});

beforeEach(() => {
  window.history.replaceState(null, "", "/cerca?continentId[]=europe");
  fetchMock = vi.fn((url: string) => Promise.resolve(new Response(page(`results of ${url}`), { status: 200 })));
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  document.body.innerHTML = "";
});

describe("live search", () => {
  test("a filter link swaps the results in place and pushes the URL", async () => {
    mountPage("first");
    const link = document.querySelector<HTMLAnchorElement>('[data-testid="filter"]')!;
    await act(async () => link.click());
    await flush();
    expect(fetchMock).toHaveBeenCalledWith("/cerca?durations[]=MAX_6", expect.objectContaining({ credentials: "same-origin" }));
    // Through apiFetch: the server's headers come along with the island's own.
    const headers = new Headers((fetchMock.mock.calls[0] as [string, RequestInit])[1].headers);
    expect(headers.get("Accept")).toBe("text/html");
    expect(headers.get("X-Referer-Url")).toBe("/cerca");
    expect(document.querySelector('[role="status"]')?.textContent).toBe("results of /cerca?durations[]=MAX_6");
    expect(window.location.pathname + window.location.search).toBe("/cerca?durations[]=MAX_6");
    expect(document.title).toBe("results of /cerca?durations[]=MAX_6 · Caravan");
    expect(navigate).not.toHaveBeenCalled();
  });

  test("links away from the search page are left alone", async () => {
    mountPage("first");
    const away = document.querySelector<HTMLAnchorElement>('[data-testid="elsewhere"]')!;
    // Seen after the island's handler, then stopped: jsdom cannot navigate.
    let takenOver: boolean | undefined;
    window.addEventListener("click", (e) => ((takenOver = e.defaultPrevented), e.preventDefault()), { once: true });
    away.click();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takenOver).toBe(false);
  });

  test("changing the sort searches with every other filter, serialised by search-core", async () => {
    mountPage("first");
    const select = document.querySelector<HTMLSelectElement>("#search-sort")!;
    select.value = "price:asc";
    await act(async () => select.dispatchEvent(new Event("change", { bubbles: true })));
    await flush();
    expect(fetchMock).toHaveBeenCalledWith("/cerca?sort=price:asc&continentId[]=europe", expect.anything());
    expect(window.location.search).toBe("?sort=price:asc&continentId[]=europe");
  });

  test("back restores the earlier search without a reload", async () => {
    mountPage("first");
    await act(async () => document.querySelector<HTMLAnchorElement>('[data-testid="filter"]')!.click());
    await flush();
    window.history.replaceState(null, "", "/cerca?continentId[]=europe");
    await act(async () => window.dispatchEvent(new PopStateEvent("popstate")));
    await flush();
    expect(fetchMock).toHaveBeenLastCalledWith("/cerca?continentId[]=europe", expect.anything());
    expect(document.querySelector('[role="status"]')?.textContent).toBe("results of /cerca?continentId[]=europe");
  });

  test("a search answered after a newer one never replaces the newer one's results", async () => {
    // Each answer waits until the test lets it through, to answer in the reverse order.
    const answers = new Map<string, () => void>();
    fetchMock.mockImplementation(
      (url: string) =>
        new Promise<Response>((resolve) => answers.set(url, () => resolve(new Response(page(`results of ${url}`), { status: 200 })))),
    );
    mountPage("first");
    const region = document.querySelector("[data-live-search]")!;
    await act(async () => document.querySelector<HTMLAnchorElement>('[data-testid="filter"]')!.click());
    const select = document.querySelector<HTMLSelectElement>("#search-sort")!;
    select.value = "price:asc";
    await act(async () => select.dispatchEvent(new Event("change", { bubbles: true })));
    const [older, newer] = ["/cerca?durations[]=MAX_6", "/cerca?sort=price:asc&continentId[]=europe"];
    expect([...answers.keys()]).toEqual([older, newer]);
    // The fetch of the older search was told to stop.
    expect(((fetchMock.mock.calls[0] as [string, RequestInit])[1].signal as AbortSignal).aborted).toBe(true);
    answers.get(newer)!();
    await flush();
    answers.get(older)!();
    await flush();
    expect(region.querySelector('[role="status"]')?.textContent).toBe(`results of ${newer}`);
    expect(window.location.pathname + window.location.search).toBe(newer);
    expect(region.hasAttribute("aria-busy")).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  test("a failed fetch falls back to a full page load", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response("nope", { status: 500 })));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    mountPage("first");
    await act(async () => document.querySelector<HTMLAnchorElement>('[data-testid="filter"]')!.click());
    await flush();
    expect(navigate).toHaveBeenCalledWith("/cerca?durations[]=MAX_6");
  });
});
