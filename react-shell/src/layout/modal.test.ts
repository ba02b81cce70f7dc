import { fireEvent } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { MODAL_CLOSE_EVENT, MODAL_OPEN_EVENT, MODAL_TRANSITION_MS, closeModal, currentModal, openModal, startModals } from "./modal";
import { flushTasks, polyfillDialog, resetUrl, setRect } from "./testing";

const modalDialogs = polyfillDialog();

function page({ localeOpen = false } = {}) {
  return `
  <a id="locale-link" href="/trips?sort=price&modal=locale" data-modal-open="locale">EN · EUR</a>
  <a id="dates-link" href="/trips?sort=price&modal=dates&type=2027&layout=list" data-modal-open="dates">Dates</a>
  <a id="missing-link" href="/trips?modal=nowhere" data-modal-open="nowhere">Elsewhere</a>
  <dialog class="modal" data-modal="locale" data-width="small" aria-labelledby="modal-locale-title"${localeOpen ? " open" : ""}>
    <h2 id="modal-locale-title">Language and currency</h2>
    <a class="modal__close" href="/trips?sort=price" data-modal-close>CLOSE</a>
    <ul><li><a id="italian" href="/it">Italiano</a></li></ul>
    <a id="to-dates" href="/trips?sort=price&modal=dates" data-modal-open="dates">Dates</a>
  </dialog>
  <dialog class="modal" data-modal="dates" data-width="normal" data-mobile-full aria-labelledby="modal-dates-title">
    <h2 id="modal-dates-title">Dates</h2>
    <a class="modal__close" href="/trips?sort=price" data-modal-close>CLOSE</a>
    <nav>
      <a id="show-calendar" href="/trips?sort=price&modal=dates&layout=calendar" data-modal-layout-link="calendar">Calendar</a>
      <a id="show-list" href="/trips?sort=price&modal=dates&layout=list" data-modal-layout-link="list">List</a>
    </nav>
    <div data-modal-layout-view="calendar">calendar view</div>
    <div data-modal-layout-view="list">list view</div>
  </dialog>
  <dialog class="modal" data-modal="empty" data-width="medium"><p>Nothing to focus</p></dialog>`;
}

const $ = <T extends HTMLElement = HTMLElement>(selector: string) => {
  const element = document.querySelector<T>(selector);
  if (!element) throw new Error(`missing ${selector}`);
  return element;
};
const dialog = (name: string) => $<HTMLDialogElement>(`dialog[data-modal="${name}"]`);

let stop: () => void = () => {};
const closeEvents: string[] = [];
const onClose = (event: Event) => closeEvents.push((event as CustomEvent<{ name: string }>).detail.name);

beforeEach(() => {
  vi.useFakeTimers();
  resetUrl("/trips?sort=price");
  closeEvents.length = 0;
  window.addEventListener(MODAL_CLOSE_EVENT, onClose);
});

afterEach(() => {
  stop();
  window.removeEventListener(MODAL_CLOSE_EVENT, onClose);
  document.body.innerHTML = "";
  modalDialogs.clear();
  vi.useRealTimers();
});

function start(html = page()) {
  document.body.innerHTML = html;
  stop = startModals(document);
}

describe("opening from a link", () => {
  test("pushes the link's URL, shows the dialog modally and goes opening → open after 200 ms", () => {
    start();
    const before = history.length;
    const link = $("#locale-link");
    link.focus();
    const click = fireEvent.click(link);

    expect(click).toBe(false); // default prevented: no page load
    expect(location.pathname + location.search).toBe("/trips?sort=price&modal=locale");
    expect(history.length).toBe(before + 1);
    expect(modalDialogs.has(dialog("locale"))).toBe(true);
    expect(dialog("locale").dataset.state).toBe("opening");
    vi.advanceTimersByTime(MODAL_TRANSITION_MS - 1);
    expect(dialog("locale").dataset.state).toBe("opening");
    vi.advanceTimersByTime(1);
    expect(dialog("locale").dataset.state).toBe("open");
    expect(currentModal()).toBe("locale");
  });

  test("focuses the first focusable element inside", () => {
    start();
    fireEvent.click($("#locale-link"));
    expect(document.activeElement).toBe($(".modal__close"));
  });

  test("a dialog without focusable content gets the focus itself", () => {
    start();
    openModal("empty");
    expect(document.activeElement).toBe(dialog("empty"));
  });

  test("takes type and layout from the link (data-layout shows the matching view)", () => {
    start();
    fireEvent.click($("#dates-link"));
    expect(dialog("dates").dataset.layout).toBe("list");
    expect(dialog("dates").dataset.type).toBe("2027");
    expect($("[data-modal-layout-view=list]").hidden).toBe(false);
    expect($("[data-modal-layout-view=calendar]").hidden).toBe(true);
  });

  test("a link to a modal the page lacks is followed (the server renders it)", () => {
    start();
    const link = $("#missing-link");
    let prevented: boolean | undefined;
    const observe = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot navigate
    };
    window.addEventListener("click", observe);
    fireEvent.click(link);
    window.removeEventListener("click", observe);
    expect(prevented).toBe(false);
    expect(location.search).toBe("?sort=price");
  });

  test("ctrl/cmd-clicks are left to the browser (new tab)", () => {
    start();
    const click = fireEvent.click($("#locale-link"), { ctrlKey: true });
    expect(click).toBe(true);
    expect(dialog("locale").open).toBe(false);
  });
});

describe("closing", () => {
  test("the close link animates out, then closes, goes back in history, restores the focus and tells window", async () => {
    start();
    const link = $("#locale-link");
    link.focus();
    fireEvent.click(link);
    vi.advanceTimersByTime(MODAL_TRANSITION_MS);

    const click = fireEvent.click($(".modal__close"));
    expect(click).toBe(false);
    expect(dialog("locale").dataset.state).toBe("closing");
    expect(dialog("locale").open).toBe(true);
    expect(closeEvents).toEqual([]);

    await vi.advanceTimersByTimeAsync(MODAL_TRANSITION_MS);
    expect(dialog("locale").open).toBe(false);
    expect(dialog("locale").dataset.state).toBeUndefined();
    expect(closeEvents).toEqual(["locale"]);
    expect(location.pathname + location.search).toBe("/trips?sort=price");
    expect(document.activeElement).toBe(link);
  });

  test("the pushed entry is left with history.back(): Forward re-opens it", async () => {
    start();
    const back = vi.spyOn(history, "go");
    fireEvent.click($("#locale-link"));
    closeModal();
    expect(back).toHaveBeenCalledWith(-1);
    await vi.advanceTimersByTimeAsync(MODAL_TRANSITION_MS);
    expect(location.search).toBe("?sort=price");

    history.forward();
    await flushTasks();
    expect(dialog("locale").open).toBe(true);
    expect(location.search).toBe("?sort=price&modal=locale");
  });

  test("closing removes modal, type and layout and keeps the rest of the query", async () => {
    resetUrl("/trips?sort=price&modal=dates&type=2027&layout=calendar&page=2");
    start();
    expect(dialog("dates").open).toBe(true);
    const pushState = vi.spyOn(history, "pushState");
    const go = vi.spyOn(history, "go");
    closeModal();
    await vi.advanceTimersByTimeAsync(MODAL_TRANSITION_MS);
    expect(location.search).toBe("?sort=price&page=2");
    // Not pushed by us: a new entry, no going back (that would leave the site or the page).
    expect(pushState).toHaveBeenCalledTimes(1);
    expect(go).not.toHaveBeenCalled();
  });

  test("a click on the backdrop (the dialog itself, outside its box) closes; one on the content does not", async () => {
    start();
    fireEvent.click($("#locale-link"));
    const box = dialog("locale");
    setRect(box, { top: 100, left: 100, width: 400, height: 300 });

    fireEvent.click($("#modal-locale-title"), { clientX: 200, clientY: 150 });
    fireEvent.click(box, { clientX: 150, clientY: 150, detail: 1 }); // on the dialog's padding
    expect(box.dataset.state).toBe("opening");

    fireEvent.click(box, { clientX: 20, clientY: 20, detail: 1 });
    expect(box.dataset.state).toBe("closing");
    await vi.advanceTimersByTimeAsync(MODAL_TRANSITION_MS);
    expect(box.open).toBe(false);
  });

  test("a press that starts in the content and ends on the backdrop does not close", () => {
    start();
    fireEvent.click($("#locale-link"));
    const box = dialog("locale");
    setRect(box, { top: 100, left: 100, width: 400, height: 300 });
    fireEvent.pointerDown($("#modal-locale-title"));
    fireEvent.click(box, { clientX: 20, clientY: 20, detail: 1 });
    expect(box.dataset.state).toBe("opening");
  });

  test("Escape (the dialog's cancel event) is held back and closes with the animation", async () => {
    start();
    fireEvent.click($("#locale-link"));
    const cancel = new Event("cancel", { cancelable: true });
    dialog("locale").dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog("locale").dataset.state).toBe("closing");
    expect(dialog("locale").open).toBe(true);
    await vi.advanceTimersByTimeAsync(MODAL_TRANSITION_MS);
    expect(dialog("locale").open).toBe(false);
  });

  test("Escape as a keydown closes too (dialogs without showModal)", async () => {
    start();
    fireEvent.click($("#locale-link"));
    fireEvent.keyDown($("#italian"), { key: "Escape" });
    expect(dialog("locale").dataset.state).toBe("closing");
    await vi.advanceTimersByTimeAsync(MODAL_TRANSITION_MS);
    expect(dialog("locale").open).toBe(false);
  });
});

describe("server-rendered and URL-driven state", () => {
  test("a server-rendered dialog[open] is re-opened modally at start", () => {
    resetUrl("/trips?sort=price&modal=locale");
    start(page({ localeOpen: true }));
    expect(modalDialogs.has(dialog("locale"))).toBe(true);
    expect(dialog("locale").dataset.state).toBe("open");
    expect(currentModal()).toBe("locale");
  });

  test("a ?modal= the server did not mark open is opened at start", () => {
    resetUrl("/trips?modal=dates&layout=calendar");
    start();
    expect(dialog("dates").open).toBe(true);
    expect(dialog("dates").dataset.layout).toBe("calendar");
  });

  test("the first view is the default layout", () => {
    start();
    openModal("dates");
    expect(dialog("dates").dataset.layout).toBe("calendar");
    expect($("[data-modal-layout-view=list]").hidden).toBe(true);
  });

  test("Back closes the modal without touching the URL again; Forward opens it", async () => {
    start();
    fireEvent.click($("#locale-link"));
    history.back();
    await flushTasks();
    expect(location.search).toBe("?sort=price");
    expect(dialog("locale").dataset.state).toBe("closing");
    await vi.advanceTimersByTimeAsync(MODAL_TRANSITION_MS);
    expect(dialog("locale").open).toBe(false);
    expect(location.search).toBe("?sort=price");

    history.forward();
    await flushTasks();
    expect(dialog("locale").open).toBe(true);
  });

  test("layout links push their URL and switch the view", async () => {
    start();
    fireEvent.click($("#dates-link"));
    const click = fireEvent.click($("#show-calendar"));
    expect(click).toBe(false);
    expect(location.search).toBe("?sort=price&modal=dates&layout=calendar");
    expect(dialog("dates").dataset.layout).toBe("calendar");
    expect($("[data-modal-layout-view=calendar]").hidden).toBe(false);
    expect($("[data-modal-layout-view=list]").hidden).toBe(true);

    // Back returns to the list view, still open.
    history.back();
    await flushTasks();
    expect(dialog("dates").open).toBe(true);
    expect(dialog("dates").dataset.layout).toBe("list");

    // Closing goes back past every entry the modal pushed.
    closeModal();
    await vi.advanceTimersByTimeAsync(MODAL_TRANSITION_MS);
    expect(location.search).toBe("?sort=price");
  });

  test("a modal link inside another modal replaces it; closing goes back to the first opener", async () => {
    start();
    const link = $("#locale-link");
    fireEvent.click(link);
    fireEvent.click($("#to-dates"));
    expect(dialog("locale").open).toBe(false);
    expect(dialog("dates").open).toBe(true);
    expect(closeEvents).toEqual(["locale"]);
    expect(currentModal()).toBe("dates");

    closeModal();
    await vi.advanceTimersByTimeAsync(MODAL_TRANSITION_MS);
    expect(location.search).toBe("?sort=price");
    expect(document.activeElement).toBe(link);
  });
});

describe("programmatic API", () => {
  test("openModal pushes ?modal=NAME with its params; closeModal closes", async () => {
    start();
    expect(openModal("dates", { type: "2028", layout: "list" })).toBe(true);
    expect(location.search).toBe("?sort=price&modal=dates&type=2028&layout=list");
    expect(dialog("dates").dataset.layout).toBe("list");
    closeModal();
    await vi.advanceTimersByTimeAsync(MODAL_TRANSITION_MS);
    expect(dialog("dates").open).toBe(false);
    expect(closeEvents).toEqual(["dates"]);
  });

  test("openModal answers false for a modal the page lacks", () => {
    start();
    expect(openModal("nowhere")).toBe(false);
    expect(location.search).toBe("?sort=price");
  });

  test("the caravan:modal-open window event opens a modal", () => {
    start();
    window.dispatchEvent(new CustomEvent(MODAL_OPEN_EVENT, { detail: { name: "dates", layout: "list" } }));
    expect(dialog("dates").open).toBe(true);
    expect(dialog("dates").dataset.layout).toBe("list");
  });
});

test("without showModal it still starts and opens with the open attribute", () => {
  const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
  const saved = { showModal: proto.showModal, close: proto.close };
  delete proto.showModal;
  delete proto.close;
  try {
    resetUrl("/trips?modal=locale");
    expect(() => start(page({ localeOpen: true }))).not.toThrow();
    expect(dialog("locale").hasAttribute("open")).toBe(true);
    closeModal();
    vi.advanceTimersByTime(MODAL_TRANSITION_MS);
    expect(dialog("locale").hasAttribute("open")).toBe(false);
  } finally {
    Object.assign(proto, saved);
  }
});
