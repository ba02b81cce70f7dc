// The help chat: the launcher and its panel (focus, Escape), questions answered by GET /api/chat
// (fetch stubbed), the hand-off when unsure or failing, and the provider's widget behind consent.
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { mountIslands, type MountedIslands } from "../../lib/islands";
import { apiError, mockApi, type ApiCall } from "../../test/account";
import { placeholder, servedProps, sharedLabels } from "../../test/fixtures";
import { registry } from "../../registry";
import type { ChatAssistantProps } from "./ChatAssistantIsland";
import { ChatAssistantIsland } from "./ChatAssistantIsland";

const LABELS: ChatAssistantProps["labels"] = {
  "chat-open": "Questions? Ask us",
  "chat-title": "Ask Caravan",
  "chat-intro": "Ask about deposits, cancellation, insurance, age groups, private rooms or a trip.",
  "chat-placeholder": "Type your question",
  "chat-send": "Send",
  "chat-close": "Close",
  "chat-sources": "Read more",
  "chat-unsure": "I'm not sure I can answer that well. Our team can help you directly.",
  "chat-handoff": "Talk to us",
  "chat-thinking": "Looking that up…",
  "chat-error": "Something went wrong! Please try again later.",
  "chat-widget-consent": "Chat with our team? This loads our messaging provider's chat.",
  "chat-widget-accept": "Open the chat",
};

const PROPS: ChatAssistantProps = { apiPath: "/api/chat", contactsHref: "/contacts", widget: null, labels: LABELS };
const WIDGET = { loaderUrl: "https://chat.example.com/loader.js", clientKey: "ck_123" };
const QUESTION = "How much is the deposit?";
const ROUTE = `GET /api/chat?q=${encodeURIComponent(QUESTION)}`;
/** The server's hand-off (server/src/chat: a link with a title). */
const HANDOFF = { title: "Talk to us", href: "/contacts", page: "contacts" };

beforeEach(() => {
  delete window.dataLayer;
});

afterEach(() => {
  document.querySelectorAll("script[data-client-key]").forEach((script) => script.remove());
});

const launcher = () => screen.getByTestId("chat-open");
const panel = () => screen.getByTestId("chat-panel");
const input = () => screen.getByTestId<HTMLInputElement>("chat-input");
/** Lets the fetch and its JSON settle. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function askQuestion(question = QUESTION) {
  const user = userEvent.setup();
  await user.click(launcher());
  await user.type(input(), `${question}{Enter}`);
  await settle();
  return user;
}

describe("chat assistant: the panel", () => {
  test("the launcher opens the dialog, focus goes to the question; Escape and Close give it back", async () => {
    const user = userEvent.setup();
    render(<ChatAssistantIsland {...PROPS} />);
    expect(launcher().textContent).toBe("Questions? Ask us");
    expect(launcher().getAttribute("aria-expanded")).toBe("false");
    expect(launcher().getAttribute("aria-controls")).toBe(panel().id);
    expect(panel().hidden).toBe(true);

    await user.click(launcher());
    const dialog = screen.getByRole("dialog", { name: "Ask Caravan" });
    expect(dialog).toBe(panel());
    expect(panel().hidden).toBe(false);
    expect(launcher().getAttribute("aria-expanded")).toBe("true");
    expect(within(dialog).getByText(LABELS["chat-intro"]!)).toBeTruthy();
    // The team is one link away from the start (the one help entry holds talk-to-us).
    expect(within(dialog).getByTestId("chat-talk-to-us").getAttribute("href")).toBe("/contacts");
    expect(within(dialog).getByLabelText("Type your question")).toBe(input());
    expect(input().placeholder).toBe("Type your question");
    expect(document.activeElement).toBe(input());

    await user.keyboard("{Escape}");
    expect(panel().hidden).toBe(true);
    expect(launcher().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(launcher());

    await user.click(launcher());
    expect(document.activeElement).toBe(input());
    await user.click(screen.getByTestId("chat-close"));
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(launcher());
  });

  test("an empty question sends nothing", async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    render(<ChatAssistantIsland {...PROPS} />);
    await user.click(launcher());
    await user.type(input(), "   {Enter}");
    await user.click(screen.getByTestId("chat-send"));
    expect(api.sent()).toEqual([]);
    expect(screen.queryByTestId("chat-question")).toBeNull();
  });
});

describe("chat assistant: answers", () => {
  test("the question, a thinking message, then the answer with its links", async () => {
    let answer: (value: unknown) => void = () => {};
    const api = mockApi({ [ROUTE]: () => new Promise((resolve) => (answer = resolve)) });
    render(<ChatAssistantIsland {...PROPS} />);
    await askQuestion();

    expect(screen.getByTestId("chat-question").textContent).toBe(QUESTION);
    expect(screen.getByTestId("chat-question").className).toContain("chat-message--user");
    expect(screen.getByTestId("chat-thinking").textContent).toBe("Looking that up…");
    expect(screen.getByTestId<HTMLButtonElement>("chat-send").disabled).toBe(true);
    expect(input().value).toBe("");
    expect(api.sent()).toEqual([ROUTE]);
    const call = api.calls[0] as ApiCall;
    expect(call.headers.get("Accept")).toBe("application/json");

    await act(async () =>
      answer({
        answer: "The deposit is 20% of the price.\nThe rest is due 30 days before departure.",
        links: [
          { title: "Payments", href: "/faq#payments", page: "slug:faq" },
          { title: "Terms", href: "/legal/terms", page: "terms" },
        ],
        confident: true,
        handoff: HANDOFF,
      }),
    );
    await settle();

    expect(screen.queryByTestId("chat-thinking")).toBeNull();
    const reply = screen.getByTestId("chat-answer");
    expect(reply.className).toContain("chat-message--bot");
    expect(reply.querySelector(".chat-message__text")?.textContent).toBe("The deposit is 20% of the price.\nThe rest is due 30 days before departure.");
    expect(within(reply).getByText("Read more")).toBeTruthy();
    expect(screen.getAllByTestId("chat-link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Payments", "/faq#payments"],
      ["Terms", "/legal/terms"],
    ]);
    expect(reply.querySelector(".chat-links")).not.toBeNull();
    expect(screen.queryByTestId("chat-handoff")).toBeNull();
    expect(screen.getByTestId<HTMLButtonElement>("chat-send").disabled).toBe(false);
    expect(screen.getByTestId("chat-messages").getAttribute("aria-live")).toBe("polite");
    // No question text in analytics.
    expect(window.dataLayer).toEqual([{ event: "chat question" }]);
  });

  test("answers are text, never HTML; only web links are kept", async () => {
    mockApi({
      [ROUTE]: {
        answer: '<img src=x onerror="alert(1)"><b>20%</b>',
        links: [
          { title: "Bad", href: "javascript:alert(1)" },
          { title: "Good", href: "https://caravan.example/faq" },
        ],
        confident: true,
        handoff: HANDOFF,
      },
    });
    render(<ChatAssistantIsland {...PROPS} />);
    await askQuestion();
    const reply = screen.getByTestId("chat-answer");
    expect(reply.querySelector("img, b")).toBeNull();
    expect(reply.querySelector(".chat-message__text")?.textContent).toBe('<img src=x onerror="alert(1)"><b>20%</b>');
    expect(screen.getAllByTestId("chat-link").map((link) => link.getAttribute("href"))).toEqual(["https://caravan.example/faq"]);
  });

  test("unsure: no answer, the links, and the hand-off from the reply", async () => {
    mockApi({
      [ROUTE]: { answer: null, links: [{ title: "Insurance", href: "/insurance" }], confident: false, handoff: HANDOFF },
    });
    render(<ChatAssistantIsland {...PROPS} />);
    await askQuestion();
    const reply = screen.getByTestId("chat-answer");
    expect(reply.querySelector(".chat-message__text")?.textContent).toBe(LABELS["chat-unsure"]);
    expect(screen.getAllByTestId("chat-link")).toHaveLength(1);
    const handoff = screen.getByTestId("chat-handoff");
    expect(handoff.className).toBe("chat-handoff");
    expect(handoff.textContent).toBe("Talk to us");
    expect(handoff.getAttribute("href")).toBe("/contacts");
  });

  test("not confident: a text is not shown as an answer; a hand-off `label` is read too", async () => {
    mockApi({
      [ROUTE]: { answer: "Maybe 10%?", links: [], confident: false, handoff: { label: "Write to us", href: "/contacts#form" } },
    });
    render(<ChatAssistantIsland {...PROPS} />);
    await askQuestion();
    const reply = screen.getByTestId("chat-answer");
    expect(reply.textContent).not.toContain("Maybe 10%?");
    expect(reply.querySelector(".chat-message__text")?.textContent).toBe(LABELS["chat-unsure"]);
    expect(reply.querySelector(".chat-sources")).toBeNull();
    expect(screen.getByTestId("chat-handoff").textContent).toBe("Write to us");
    expect(screen.getByTestId("chat-handoff").getAttribute("href")).toBe("/contacts#form");
  });

  test.each([
    ["an HTTP error", () => mockApi({ [ROUTE]: apiError(500, "INTERNAL", "boom") })],
    ["a network error", () => vi.stubGlobal("fetch", vi.fn(() => Promise.reject(new TypeError("offline"))))],
    ["a body that is not an answer", () => mockApi({ [ROUTE]: new Response("[1,2]", { status: 200 }) })],
  ])("%s: the error and the contacts page", async (_, stub) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    stub();
    render(<ChatAssistantIsland {...PROPS} contactsHref="/contatti" />);
    await askQuestion();
    const reply = screen.getByTestId("chat-answer");
    expect(reply.querySelector(".chat-message__text")?.textContent).toBe(LABELS["chat-error"]);
    expect(screen.getByTestId("chat-handoff").getAttribute("href")).toBe("/contatti");
    expect(screen.getByTestId("chat-handoff").textContent).toBe("Talk to us");
    // The conversation goes on.
    expect(screen.getByTestId<HTMLButtonElement>("chat-send").disabled).toBe(false);
  });
});

describe("chat assistant: a messaging provider", () => {
  const loaders = () => Array.from(document.querySelectorAll<HTMLScriptElement>("script")).filter((s) => s.getAttribute("src") === WIDGET.loaderUrl);
  // A visitor who has not chosen chat in the consent banner (the test default accepts everything).
  beforeEach(() => {
    document.cookie = "tracking_consent=a1.e1.c0; path=/";
  });

  test("asks for consent first, then loads the provider's script once, in place of our chat", async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    const { unmount } = render(<ChatAssistantIsland {...PROPS} widget={WIDGET} />);
    await user.click(launcher());
    expect(screen.getByRole("dialog", { name: "Ask Caravan" })).toBe(panel());
    expect(within(panel()).getByText(LABELS["chat-widget-consent"]!)).toBeTruthy();
    expect(screen.queryByTestId("chat-input")).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId("chat-widget-accept"));
    expect(loaders()).toEqual([]);

    await user.click(screen.getByTestId("chat-widget-accept"));
    const [script] = loaders();
    expect(loaders()).toHaveLength(1);
    expect(script!.async).toBe(true);
    expect(script!.dataset.clientKey).toBe("ck_123");
    expect(screen.queryByTestId("chat-panel")).toBeNull();
    expect(screen.queryByTestId("chat-open")).toBeNull();
    expect(api.sent()).toEqual([]);

    // Consent again (another page view of the same document): still one loader.
    unmount();
    render(<ChatAssistantIsland {...PROPS} widget={WIDGET} />);
    await user.click(launcher());
    await user.click(screen.getByTestId("chat-widget-accept"));
    expect(loaders()).toHaveLength(1);
  });

  test("chat chosen in the consent banner: the launcher loads the provider without asking again", async () => {
    document.cookie = "tracking_consent=a0.e0.c1; path=/";
    const user = userEvent.setup();
    render(<ChatAssistantIsland {...PROPS} widget={WIDGET} />);
    await user.click(launcher());
    expect(loaders()).toHaveLength(1);
    expect(screen.queryByTestId("chat-widget-consent")).toBeNull();
    expect(screen.queryByTestId("chat-open")).toBeNull();
  });

  test("Escape closes the consent without loading anything", async () => {
    const user = userEvent.setup();
    render(<ChatAssistantIsland {...PROPS} widget={WIDGET} />);
    await user.click(launcher());
    await user.keyboard("{Escape}");
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(launcher());
    expect(loaders()).toEqual([]);
  });

  test("when the provider's script fails, the launcher comes back with the way to the team", async () => {
    const user = userEvent.setup();
    render(<ChatAssistantIsland {...PROPS} widget={WIDGET} />);
    await user.click(launcher());
    await user.click(screen.getByTestId("chat-widget-accept"));
    await act(async () => loaders()[0]!.dispatchEvent(new Event("error")));

    await user.click(launcher());
    expect(within(panel()).getByText(LABELS["chat-error"]!, { exact: false })).toBeTruthy();
    expect(screen.getByTestId("chat-handoff").getAttribute("href")).toBe("/contacts");
    expect(screen.queryByTestId("chat-widget-accept")).toBeNull();
  });
});

describe("chat assistant, mounted from the server's placeholder", () => {
  let mounted: MountedIslands | null = null;

  afterEach(() => {
    act(() => mounted?.unmount());
    mounted = null;
    document.body.innerHTML = "";
  });

  test("the contacts link gives way to the launcher", async () => {
    const element = placeholder("chat-assistant", servedProps(PROPS), '<a href="/contacts" data-testid="chat-fallback">Talk to us</a>');
    await act(async () => {
      mounted = mountIslands(registry, document, sharedLabels({ "chat-assistant": LABELS }));
      await mounted.ready;
    });
    expect(element.querySelector("[data-testid=chat-fallback]")).toBeNull();
    expect(element.querySelector("[data-testid=chat-open]")?.textContent).toBe("Questions? Ask us");
    expect(element.querySelector<HTMLElement>("[data-testid=chat-panel]")?.hidden).toBe(true);
  });
});
