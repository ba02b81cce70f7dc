// The chat panel's parts as shown: the provider's consent, the messages (question, thinking,
// answer with its sources, error) and the question form.
import { useEffect, useRef, type FormEvent, type RefObject } from "react";
import type { ChatLabels, Handoff, Message } from "./chatTypes";

/** The server reads this many characters of a question (server/src/api/chat.rs). */
const MAX_QUESTION_CHARS = 500;

export function HandoffLink({ label, href }: Handoff) {
  return (
    <a className="chat-handoff" href={href} data-testid="chat-handoff">
      {label}
    </a>
  );
}

/** Asked instead of our chat when a messaging provider is configured. */
export function WidgetConsent({ text, acceptLabel, acceptRef, onAccept }: { text: string; acceptLabel: string; acceptRef: RefObject<HTMLButtonElement | null>; onAccept: () => void }) {
  return (
    <div className="chat-consent" data-testid="chat-widget-consent">
      <p>{text}</p>
      <button ref={acceptRef} type="button" className="button" onClick={onAccept} data-testid="chat-widget-accept">
        {acceptLabel}
      </button>
    </div>
  );
}

/** The conversation, the newest message kept in view. */
export function ChatMessageList({ messages, labels, contactsHref }: { messages: Message[]; labels: ChatLabels; contactsHref: string }) {
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);

  return (
    <ul ref={listRef} className="chat-messages" aria-live="polite" data-testid="chat-messages">
      {messages.map((message) => (
        <ChatMessage key={message.id} message={message} labels={labels} contactsHref={contactsHref} />
      ))}
    </ul>
  );
}

function ChatMessage({ message, labels, contactsHref }: { message: Message; labels: ChatLabels; contactsHref: string }) {
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

/** The question form; sending waits while a question is `pending`. */
export function ChatComposer({
  inputId,
  inputRef,
  placeholder,
  sendLabel,
  draft,
  onDraftChange,
  pending,
  onSend,
}: {
  inputId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  placeholder: string;
  sendLabel: string;
  draft: string;
  onDraftChange: (draft: string) => void;
  pending: boolean;
  onSend: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form className="chat-form" onSubmit={onSend}>
      <label className="visually-hidden" htmlFor={inputId}>
        {placeholder}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="chat-form__input"
        type="text"
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        maxLength={MAX_QUESTION_CHARS}
        autoComplete="off"
        placeholder={placeholder}
        data-testid="chat-input"
      />
      <button className="chat-form__send" type="submit" disabled={pending} data-testid="chat-send">
        {sendLabel}
      </button>
    </form>
  );
}
