// The search-button island against the REAL search-core wasm (loaded from disk).
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { mountIslands, type MountedIslands } from "../../lib/islands";
import { navigate } from "../../lib/navigate";
import { placeholder, searchButtonProps as props } from "../../test/fixtures";
import { useRealSearchCore } from "../../test/realSearchCore";
import { registry } from "../registry";
import { SearchButtonIsland } from "./SearchButtonIsland";

vi.mock("../../lib/navigate", () => ({ navigate: vi.fn() }));

const DEFAULT_STATUSES = "status[]=PLANNED&status[]=ALMOST_CONFIRMED&status[]=CONFIRMED&status[]=ALMOST_FULL&status[]=WAITING_LIST";

beforeAll(async () => {
  await useRealSearchCore();
});

beforeEach(() => {
  vi.mocked(navigate).mockReset();
  window.history.replaceState(null, "", "/");
});

function setup() {
  const user = userEvent.setup();
  render(<SearchButtonIsland {...props} />);
  const button = screen.getByTestId("search-open");
  return { user, button };
}

describe("opening and closing", () => {
  test("the button controls a closed modal dialog labelled by its title", () => {
    const { button } = setup();
    const panel = screen.getByTestId("search-panel");
    expect(button).toHaveProperty("textContent", "Cerca");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("aria-controls")).toBe(panel.id);
    expect(panel.hidden).toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("opens an accessible dialog with where, when and submit, focusing where", async () => {
    const { user, button } = setup();
    await user.click(button);

    const dialog = screen.getByRole("dialog", { name: "Dove vuoi andare?" });
    expect(dialog).toBe(screen.getByTestId("search-panel"));
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(button.getAttribute("aria-expanded")).toBe("true");

    const where = within(dialog).getByLabelText("Dove");
    expect(where).toBe(screen.getByTestId("search-where"));
    expect(where.getAttribute("placeholder")).toBe("Paese, continente o parola chiave");
    expect(document.activeElement).toBe(where);

    const when = within(dialog).getByLabelText<HTMLSelectElement>("Quando");
    expect(when).toBe(screen.getByTestId("search-when"));
    expect(Array.from(when.options).map((o) => [o.value, o.text])).toEqual([
      ["", "Quando vuoi"],
      ["2027-02", "febbraio 2027"],
      ["2027-03", "marzo 2027"],
      ["2027-04", "aprile 2027"],
    ]);

    const submit = within(dialog).getByRole("button", { name: "Trova viaggi" });
    expect(submit).toBe(screen.getByTestId("search-submit"));
    expect(submit.getAttribute("type")).toBe("submit");
    expect(submit.getAttribute("aria-busy")).toBe("false");
  });

  test("Escape closes the dialog and returns focus to the button", async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.type(screen.getByTestId("search-where"), "Per");
    await user.keyboard("{Escape}");

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByTestId("search-panel").hidden).toBe(true);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
    expect(navigate).not.toHaveBeenCalled();
  });

  test("the close button closes the dialog and returns focus to the button", async () => {
    const { user, button } = setup();
    await user.click(button);
    const close = screen.getByTestId("search-close");
    expect(close.textContent).toBe("Chiudi");
    await user.click(close);

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  test("Tab stays inside the dialog", async () => {
    const { user, button } = setup();
    await user.click(button);
    const submit = screen.getByTestId("search-submit");
    submit.focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId("search-close"));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(submit);
  });
});

describe("prefill from the current URL", () => {
  test("text and an exact month come from the query, through parseQuery", async () => {
    window.history.replaceState(null, "", "/cerca?textSearch=++Machu+Picchu++&dateFrom=2027-04-30&dateTo=2027-04-01&foo=1");
    const { user, button } = setup();
    await user.click(button);
    expect(screen.getByTestId<HTMLInputElement>("search-where").value).toBe("Machu Picchu");
    expect(screen.getByTestId<HTMLSelectElement>("search-when").value).toBe("2027-04");
  });

  test("a span that is not exactly one offered month means any time", async () => {
    window.history.replaceState(null, "", "/cerca?textSearch=Peru&dateFrom=2027-03-01&dateTo=2027-04-15");
    const { user, button } = setup();
    await user.click(button);
    expect(screen.getByTestId<HTMLInputElement>("search-where").value).toBe("Peru");
    expect(screen.getByTestId<HTMLSelectElement>("search-when").value).toBe("");
  });

  test("a month that is not offered means any time", async () => {
    window.history.replaceState(null, "", "/cerca?dateFrom=2030-01-01&dateTo=2030-01-31");
    const { user, button } = setup();
    await user.click(button);
    expect(screen.getByTestId<HTMLSelectElement>("search-when").value).toBe("");
  });
});

describe("submitting", () => {
  test("navigates to the exact search URL built by search-core", async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.type(screen.getByTestId("search-where"), "  Peru ");
    await user.selectOptions(screen.getByTestId("search-when"), "2027-03");
    await user.click(screen.getByTestId("search-submit"));

    expect(navigate).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith(
      `/cerca?${DEFAULT_STATUSES}&tab=travels&textSearch=Peru&dateFrom=2027-03-01&dateTo=2027-03-31`,
    );
  });

  test("Enter in the where field submits the form; any time and a February month", async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.type(screen.getByTestId("search-where"), "Costa Rica & Panamá{Enter}");
    expect(navigate).toHaveBeenLastCalledWith(`/cerca?${DEFAULT_STATUSES}&tab=travels&textSearch=Costa+Rica+%26+Panam%C3%A1`);

    await user.clear(screen.getByTestId("search-where"));
    await user.selectOptions(screen.getByTestId("search-when"), "2027-02");
    await user.click(screen.getByTestId("search-submit"));
    expect(navigate).toHaveBeenLastCalledWith(`/cerca?${DEFAULT_STATUSES}&tab=travels&dateFrom=2027-02-01&dateTo=2027-02-28`);
  });

  test("uses the edition's search path from props", async () => {
    const user = userEvent.setup();
    render(<SearchButtonIsland {...props} searchPath="/buscar" />);
    await user.click(screen.getByTestId("search-open"));
    await user.type(screen.getByTestId("search-where"), "Japón");
    await user.click(screen.getByTestId("search-submit"));
    expect(navigate).toHaveBeenCalledWith(`/buscar?${DEFAULT_STATUSES}&tab=travels&textSearch=Jap%C3%B3n`);
  });
});

describe("as a server-rendered island", () => {
  let mounted: MountedIslands | undefined;
  afterEach(() => {
    act(() => mounted?.unmount());
    document.body.innerHTML = "";
  });

  test("replaces the plain-link fallback and works from data-props", async () => {
    const element = placeholder(
      "search-button",
      JSON.stringify(props),
      '<a class="search-button" href="/cerca" data-testid="search-fallback">Cerca</a>',
    );
    await act(async () => {
      mounted = mountIslands(registry);
    });

    expect(element.querySelector("[data-testid=search-fallback]")).toBeNull();
    const button = within(element).getByTestId("search-open");

    const user = userEvent.setup();
    await user.click(button);
    await user.type(within(element).getByTestId("search-where"), "Peru");
    await user.selectOptions(within(element).getByTestId("search-when"), "2027-03");
    await user.click(within(element).getByTestId("search-submit"));
    expect(navigate).toHaveBeenCalledWith(
      `/cerca?${DEFAULT_STATUSES}&tab=travels&textSearch=Peru&dateFrom=2027-03-01&dateTo=2027-03-31`,
    );
  });
});
