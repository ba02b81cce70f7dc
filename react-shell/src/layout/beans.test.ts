import { fireEvent } from "@testing-library/dom";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { startBeans } from "./beans";

const BEAN = `
  <div class="bean-bar bean-bar--top" data-bean="deposit" role="region" aria-label="Announcement">
    Book with a 10% deposit
    <form method="post" action="/settings/beans/close">
      <input type="hidden" name="bean" value="deposit">
      <input type="hidden" name="back" value="/trips?sort=price">
      <button type="submit" data-bean-close aria-label="Close">×</button>
    </form>
  </div>
  <form id="other" method="post" action="/newsletter"><button>Subscribe</button></form>`;

const bar = () => document.querySelector("[data-bean]");
const form = () => bar()?.querySelector("form") as HTMLFormElement;

let stop: () => void = () => {};

beforeEach(() => {
  document.body.innerHTML = BEAN;
  stop = startBeans(document);
});

afterEach(() => stop());

function answer(status: number) {
  const fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>(() =>
    Promise.resolve({ ok: status >= 200 && status < 300, status } as unknown as Response),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

test("the close button posts the form with fetch and removes the bar", async () => {
  const fetchMock = answer(204);
  const submit = fireEvent.submit(form());
  expect(submit).toBe(false); // no page load
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe(`${location.origin}/settings/beans/close`);
  expect(init?.method).toBe("POST");
  expect(init?.headers).toEqual({ "X-Requested-With": "fetch" });
  expect(init?.body).toBeInstanceOf(URLSearchParams);
  expect((init?.body as URLSearchParams).toString()).toBe("bean=deposit&back=%2Ftrips%3Fsort%3Dprice");

  expect(bar()).not.toBeNull(); // until the server answers
  await vi.waitFor(() => expect(bar()).toBeNull());
});

test("a second submit while the first is under way posts nothing more", () => {
  const fetchMock = answer(204);
  fireEvent.submit(form());
  fireEvent.submit(form());
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test("when the request fails the form is submitted the plain way and the bar stays", async () => {
  answer(500);
  const plainSubmit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
  fireEvent.submit(form());
  await vi.waitFor(() => expect(plainSubmit).toHaveBeenCalledTimes(1));
  expect(plainSubmit.mock.contexts[0]).toBe(form());
  expect(bar()).not.toBeNull();
});

test("a network error falls back to the plain submit too", async () => {
  vi.stubGlobal("fetch", vi.fn(() => Promise.reject(new TypeError("offline"))));
  const plainSubmit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
  fireEvent.submit(form());
  await vi.waitFor(() => expect(plainSubmit).toHaveBeenCalledTimes(1));
});

test("other forms are left alone", () => {
  const fetchMock = answer(204);
  const other = document.getElementById("other") as HTMLFormElement;
  let prevented: boolean | undefined;
  const observe = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault(); // jsdom cannot submit
  };
  window.addEventListener("submit", observe);
  fireEvent.submit(other);
  window.removeEventListener("submit", observe);
  expect(fetchMock).not.toHaveBeenCalled();
  expect(prevented).toBe(false);
});
