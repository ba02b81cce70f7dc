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
//
// The parts: the conversation (useChatConversation.ts), the provider (useChatWidget.ts), the panel's
// open state and focus (useChatPanel.ts), what is shown (chatPanel.tsx), the types (chatTypes.ts).
import { useId } from "react";
import { consented } from "../../lib/consent";
import { Icon } from "../../lib/icons";
import { ChatComposer, ChatMessageList, HandoffLink, WidgetConsent } from "./chatPanel";
import type { ChatAssistantProps, ChatLabelKey } from "./chatTypes";
import { useChatConversation } from "./useChatConversation";
import { useChatPanel } from "./useChatPanel";
import { useChatWidget } from "./useChatWidget";

export type { ChatAssistantProps, ChatLabelKey } from "./chatTypes";

export function ChatAssistantIsland({ apiPath, contactsHref, widget, labels }: ChatAssistantProps) {
  const label = (key: ChatLabelKey): string => labels[key] ?? "";
  const provider = useChatWidget(widget);
  // Destructured: read through one object, `open` would count as a ref (react-hooks/refs).
  const { open, setOpen, close, onKeyDown, launcherRef, inputRef, acceptRef } = useChatPanel(provider.asksConsent);
  const conversation = useChatConversation(apiPath, contactsHref, labels);
  const panelId = useId();
  const titleId = useId();
  const inputId = useId();

  const accept = () => {
    if (provider.load()) setOpen(false);
  };

  const toggle = () => {
    if (open) close();
    // Chat chosen in the consent banner: no second question, the provider opens at once.
    else if (widget && provider.state === "idle" && consented("chat")) accept();
    else setOpen(true);
  };

  // Consent given: the provider's chat replaces ours (its script may still be loading).
  if (widget && provider.state === "loading") return null;

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
        {provider.asksConsent ? (
          <WidgetConsent text={label("chat-widget-consent")} acceptLabel={label("chat-widget-accept")} acceptRef={acceptRef} onAccept={accept} />
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
            <ChatMessageList messages={conversation.messages} labels={labels} contactsHref={contactsHref} />
            <ChatComposer
              inputId={inputId}
              inputRef={inputRef}
              placeholder={label("chat-placeholder")}
              sendLabel={label("chat-send")}
              draft={conversation.draft}
              onDraftChange={conversation.setDraft}
              pending={conversation.pending}
              onSend={conversation.send}
            />
          </>
        )}
      </div>
      <button
        ref={launcherRef}
        type="button"
        className="chat-launcher"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        data-testid="chat-open"
      >
        <Icon name="chat" />
        <span className="chat-launcher__label">{label("chat-open")}</span>
      </button>
    </div>
  );
}
