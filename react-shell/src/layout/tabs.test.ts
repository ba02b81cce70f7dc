import { fireEvent } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { startTabs } from "./tabs";
import { resetUrl } from "./testing";

const TABS = `
  <section id="faqs">
    <div class="tabs" data-tabs data-testid="faq-tabs">
      <div class="tabs__list">
        <a role="tab" id="tab-itinerary" href="?faq=itinerary#faqs" data-tab="itinerary" aria-selected>Itinerary</a>
        <a role="tab" id="tab-booking" href="?faq=booking#faqs" data-tab="booking">Booking</a>
        <a role="tab" id="tab-payment" href="?faq=payment#faqs" data-tab="payment">Payment</a>
      </div>
      <section role="tabpanel" id="panel-itinerary" data-tab-panel="itinerary">Itinerary answers</section>
      <section role="tabpanel" id="panel-booking" data-tab-panel="booking" hidden>Booking answers</section>
      <section role="tabpanel" id="panel-payment" data-tab-panel="payment" hidden>Payment answers</section>
    </div>
  </section>`;

const tab = (name: string) => document.getElementById(`tab-${name}`) as HTMLElement;
const panel = (name: string) => document.getElementById(`panel-${name}`) as HTMLElement;
const shown = () => Array.from(document.querySelectorAll<HTMLElement>("[data-tab-panel]")).filter((element) => !element.hidden).map((element) => element.dataset.tabPanel);
const selected = () => Array.from(document.querySelectorAll<HTMLElement>("[role=tab]")).filter((element) => element.getAttribute("aria-selected") === "true").map((element) => element.dataset.tab);

let stop: () => void = () => {};

beforeEach(() => {
  resetUrl("/trip/peru?currency=EUR");
  document.body.innerHTML = TABS;
  stop = startTabs(document);
});

afterEach(() => stop());

describe("set-up", () => {
  test("one tab in the Tab order, a tablist, tabs and panels linked", () => {
    expect(selected()).toEqual(["itinerary"]);
    expect([tab("itinerary").tabIndex, tab("booking").tabIndex, tab("payment").tabIndex]).toEqual([0, -1, -1]);
    expect(document.querySelector(".tabs__list")?.getAttribute("role")).toBe("tablist");
    expect(tab("booking").getAttribute("aria-controls")).toBe("panel-booking");
    expect(panel("booking").getAttribute("aria-labelledby")).toBe("tab-booking");
  });
});

describe("click", () => {
  test("switches the panel instantly and replaces faq= in the URL", () => {
    const length = history.length;
    expect(fireEvent.click(tab("booking"))).toBe(false);
    expect(shown()).toEqual(["booking"]);
    expect(selected()).toEqual(["booking"]);
    expect(tab("booking").tabIndex).toBe(0);
    expect(tab("itinerary").tabIndex).toBe(-1);
    expect(location.search).toBe("?currency=EUR&faq=booking");
    expect(history.length).toBe(length);
  });

  test("a ctrl-click is left to the browser", () => {
    let prevented: boolean | undefined;
    const observe = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot open tabs
    };
    window.addEventListener("click", observe);
    fireEvent.click(tab("booking"), { ctrlKey: true });
    window.removeEventListener("click", observe);
    expect(prevented).toBe(false);
    expect(shown()).toEqual(["itinerary"]);
  });
});

describe("keyboard", () => {
  test("ArrowRight / ArrowLeft move to the next / previous tab, wrapping, and select it", () => {
    tab("itinerary").focus();
    fireEvent.keyDown(tab("itinerary"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("booking"));
    expect(shown()).toEqual(["booking"]);
    expect(location.search).toBe("?currency=EUR&faq=booking");

    fireEvent.keyDown(tab("booking"), { key: "ArrowRight" });
    fireEvent.keyDown(tab("payment"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("itinerary"));
    expect(shown()).toEqual(["itinerary"]);

    fireEvent.keyDown(tab("itinerary"), { key: "ArrowLeft" });
    expect(document.activeElement).toBe(tab("payment"));
    expect(selected()).toEqual(["payment"]);
  });

  test("Home and End go to the first and last tab", () => {
    tab("booking").focus();
    fireEvent.keyDown(tab("booking"), { key: "End" });
    expect(document.activeElement).toBe(tab("payment"));
    expect(shown()).toEqual(["payment"]);
    fireEvent.keyDown(tab("payment"), { key: "Home" });
    expect(document.activeElement).toBe(tab("itinerary"));
    expect(shown()).toEqual(["itinerary"]);
  });

  test("other keys do nothing", () => {
    const event = fireEvent.keyDown(tab("itinerary"), { key: "ArrowDown" });
    expect(event).toBe(true);
    expect(shown()).toEqual(["itinerary"]);
  });
});
