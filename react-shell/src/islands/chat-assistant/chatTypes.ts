// The chat island's types: its props and labels, and the messages of a conversation as shown.
import type { ChatAssistantProps as ChatAssistantData, ChatLink } from "../../contract/generated";
import type { WithSharedLabels } from "../../lib/sharedLabels";

/** The chat island's props: its data-props and its shared labels. */
export type ChatAssistantProps = WithSharedLabels<ChatAssistantData, "chat-assistant">;

export type ChatLabels = ChatAssistantProps["labels"];

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
export type ShownLink = Pick<ChatLink, "title" | "href">;

/** Where a person can take over, as shown. */
export interface Handoff {
  label: string;
  href: string;
}

export type Message =
  | { id: number; kind: "question"; text: string }
  | { id: number; kind: "thinking" }
  /** `answer` only when confident; `handoff` otherwise. */
  | { id: number; kind: "reply"; answer: string | null; links: ShownLink[]; handoff: Handoff | null }
  | { id: number; kind: "error" };
