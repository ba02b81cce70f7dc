// The help chat: a launcher that opens a small panel where visitors ask questions (deposits,
// cancellation, insurance, a trip…), answered by `GET {apiPath}?q=` with links to read more, and
// handed to the team (the contacts page) when the answer is unsure or the call fails. The server
// fallback is a plain link to the contacts page.
//
// When a messaging provider is configured (`widget`), the launcher asks for consent instead (unless
// the visitor chose chat in the consent banner), and only after it loads the provider's script
// (once); the provider's own chat then takes over.
// Styles: the site stylesheet (style/layout.css, "Chat assistant"), like the talk-to-us bubble it
// sits above.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { track } from "../../lib/analytics";
import { consented } from "../../lib/consent";
import type { ChatAssistantProps as ChatAssistantData, ChatLink, ChatWidget } from "../../contract/generated";
import type { WithSharedLabels } from "../../lib/sharedLabels";
import { askChat, type ChatReply } from "../../lib/api-client";
import { Icon } from "../../lib/icons";

/** The chat island's props: its data-props and its shared labels. */
export type ChatAssistantProps = WithSharedLabels<ChatAssistantData, "chat-assistant">;

export type ChatLabelKey =
  | "chat-open"
  | "chat-title"
  | "chat-intro"
  | "chat-placeholder"
  | "chat-send"
  | "chat-close"
  | "chat-sources"
  | "chat-unsure"
  | "chat-handoff"
  | "chat-thinking"
  | "chat-error"
  | "chat-widget-consent"
  | "chat-widget-accept";

/** A link as shown: web links only. */
type ShownLink = Pick<ChatLink, "title" | "href">;

/** Where a person can take over, as shown. */
interface Handoff {
  label: string;
  href: string;
}

type Message =
  | { id: number; kind: "question"; text: string }
  | { id: number; kind: "thinking" }
  /** `answer` only when confident; `handoff` otherwise. */
  | { id: number; kind: "reply"; answer: string | null; links: ShownLink[]; handoff: Handoff | null }
  | { id: number; kind: "error" };

type WidgetState = "idle" | "loading" | "failed";

/** The server reads this many characters of a question (server/src/api/chat.rs). */
const MAX_QUESTION_CHARS = 500;

/** Only web links (relative, http, https): never `javascript:` or `data:` from an answer. */
function safeHref(href: string): string | null {
  if (href.trim() === "") return null;
  try {
    const url = new URL(href, window.location.href);
    return url.protocol === "http:" || url.protocol === "https:" ? href : null;
  } catch {
    return null;
  }
}

/** The reply as shown: the answer only when confident, the hand-off otherwise. */
function replyMessage(id: number, reply: ChatReply, labels: ChatAssistantProps["labels"], contactsHref: string): Message {
  const answer = reply.answer?.trim() ? reply.answer : null;
  const sure = reply.confident && answer !== null;
  const links = reply.links.flatMap((link) => {
    const href = safeHref(link.href);
    return href ? [{ title: link.title, href }] : [];
  });
  const handoffHref = reply.handoff ? safeHref(reply.handoff.href) : null;
  return {
    id,
    kind: "reply",
    answer: sure ? answer : null,
    links,
    handoff: sure
      ? null
      : {
          label: reply.handoff?.title || labels["chat-handoff"] || "",
          href: handoffHref ?? contactsHref,
        },
  };
}

async function ask(apiPath: string, question: string): Promise<ChatReply> {
  const result = await askChat(apiPath, question);
  if (!result.ok) throw new Error(`chat: HTTP ${result.status}`);
  return result.data;
}

/** Adds the provider's loader once per page (a second island or a re-render adds nothing). */
function loadWidget({ loaderUrl, clientKey }: ChatWidget, onError: () => void): void {
  if (Array.from(document.scripts).some((script) => script.getAttribute("src") === loaderUrl)) return;
  const script = document.createElement("script");
  script.async = true;
  script.src = loaderUrl;
  script.dataset.clientKey = clientKey;
  script.addEventListener("error", onError, { once: true });
  document.body.append(script);
}

export function ChatAssistantIsland({ apiPath, contactsHref, widget, labels }: ChatAssistantProps) {
  const label = (key: ChatLabelKey): string => labels[key] ?? "";
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState("");
  const [messages, setMessages] = useState<Message[]>([]);
  const [widgetState, setWidgetState] = useState<WidgetState>("idle");
  const nextId = useRef(0);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const acceptRef = useRef<HTMLButtonElement>(null);
  const messagesRef = useRef<HTMLUListElement>(null);
  const panelId = useId();
  const titleId = useId();
  const inputId = useId();
  const consent = widget !== null && widgetState !== "failed";
  // One question at a time: the send button waits for the answer.
  const pending = messages.some((message) => message.kind === "thinking");

  // Focus moves into the panel when it opens.
  useEffect(() => {
    if (open) (consent ? acceptRef.current : inputRef.current)?.focus();
  }, [open, consent]);

  // The newest message in view.
  useEffect(() => {
    const list = messagesRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);

  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    close();
  };

  const accept = () => {
    if (!widget) return;
    loadWidget(widget, () => setWidgetState("failed"));
    setWidgetState("loading");
    setOpen(false);
  };

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const question = draft.trim();
    if (question === "" || pending) return;
    const questionId = nextId.current++;
    const replyId = nextId.current++;
    setDraft("");
    setMessages((list) => [...list, { id: questionId, kind: "question", text: question }, { id: replyId, kind: "thinking" }]);
    track("chat question");
    const settle = (message: Message) => setMessages((list) => list.map((m) => (m.id === replyId ? message : m)));
    ask(apiPath, question).then(
      (reply) => settle(replyMessage(replyId, reply, labels, contactsHref)),
      (error: unknown) => {
        console.warn("[chat-assistant] no answer", error);
        settle({ id: replyId, kind: "error" });
      },
    );
  };

  // Consent given: the provider's chat replaces ours (its script may still be loading).
  if (widget && widgetState === "loading") return null;

  return (
    <div className="chat-assistant">
      <div className="chat-panel" id={panelId} role="dialog" aria-labelledby={titleId} data-testid="chat-panel" hidden={!open} onKeyDown={onKeyDown}>
        <div className="chat-panel__header">
          <h2 id={titleId} className="chat-panel__title">
            {label("chat-title")}
          </h2>
          <button type="button" className="chat-panel__close" onClick={close} data-testid="chat-close">
            {label("chat-close")}
          </button>
        </div>
        {consent ? (
          <div className="chat-consent" data-testid="chat-widget-consent">
            <p>{label("chat-widget-consent")}</p>
            <button ref={acceptRef} type="button" className="button" onClick={accept} data-testid="chat-widget-accept">
              {label("chat-widget-accept")}
            </button>
          </div>
        ) : widget ? (
          // The provider's script did not load: the team is one link away.
          <p className="chat-panel__intro" role="status">
            {label("chat-error")} <HandoffLink label={label("chat-handoff")} href={contactsHref} />
          </p>
        ) : (
          <>
            {/* The one help entry: the team is always one link away, not only after an unsure answer. */}
            <p className="chat-panel__intro">
              <span>{label("chat-intro")}</span>{" "}
              <a href={contactsHref} data-testid="chat-talk-to-us">
                {label("chat-handoff")}
              </a>
            </p>
            <ul ref={messagesRef} className="chat-messages" aria-live="polite" data-testid="chat-messages">
              {messages.map((message) => (
                <ChatMessage key={message.id} message={message} labels={labels} contactsHref={contactsHref} />
              ))}
            </ul>
            <form className="chat-form" onSubmit={send}>
              <label className="visually-hidden" htmlFor={inputId}>
                {label("chat-placeholder")}
              </label>
              <input
                ref={inputRef}
                id={inputId}
                className="chat-form__input"
                type="text"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                maxLength={MAX_QUESTION_CHARS}
                autoComplete="off"
                placeholder={label("chat-placeholder")}
                data-testid="chat-input"
              />
              <button className="chat-form__send" type="submit" disabled={pending} data-testid="chat-send">
                {label("chat-send")}
              </button>
            </form>
          </>
        )}
      </div>
      <button
        ref={launcherRef}
        type="button"
        className="chat-launcher"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (open) close();
          // Chat chosen in the consent banner: no second question, the provider opens at once.
          else if (widget && widgetState === "idle" && consented("chat")) accept();
          else setOpen(true);
        }}
        data-testid="chat-open"
      >
        <Icon name="chat" />
        <span className="chat-launcher__label">{label("chat-open")}</span>
      </button>
    </div>
  );
}

function HandoffLink({ label, href }: Handoff) {
  return (
    <a className="chat-handoff" href={href} data-testid="chat-handoff">
      {label}
    </a>
  );
}

function ChatMessage({ message, labels, contactsHref }: { message: Message; labels: ChatAssistantProps["labels"]; contactsHref: string }) {
  switch (message.kind) {
    case "question":
      return (
        <li className="chat-message chat-message--user" data-testid="chat-question">
          {message.text}
        </li>
      );
    case "thinking":
      return (
        <li className="chat-message chat-message--bot chat-message--thinking" data-testid="chat-thinking">
          {labels["chat-thinking"]}
        </li>
      );
    case "error":
      return (
        <li className="chat-message chat-message--bot chat-message--error" data-testid="chat-answer">
          <p className="chat-message__text">{labels["chat-error"]}</p>
          <HandoffLink label={labels["chat-handoff"] ?? ""} href={contactsHref} />
        </li>
      );
    case "reply":
      return (
        <li className="chat-message chat-message--bot" data-testid="chat-answer">
          <p className="chat-message__text">{message.answer ?? labels["chat-unsure"]}</p>
          {message.links.length > 0 && (
            <div className="chat-sources">
              <p className="chat-sources__label">{labels["chat-sources"]}</p>
              <ul className="chat-links">
                {message.links.map((link, index) => (
                  <li key={index}>
                    <a href={link.href} data-testid="chat-link">
                      {link.title}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {message.handoff && <HandoffLink {...message.handoff} />}
        </li>
      );
  }
}
