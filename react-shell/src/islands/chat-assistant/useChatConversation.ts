// The help chat's conversation: the question being typed, and the questions asked with their
// answers (`GET {apiPath}?q=`), one at a time. An unsure answer or a failed call hands over to the
// team (the contacts page, or the page the server names).
import { useRef, useState, type FormEvent } from "react";
import { track } from "../../lib/analytics";
import { askChat, type ChatReply } from "../../lib/api-client";
import type { ChatLabels, Message } from "./chatTypes";

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
function replyMessage(id: number, reply: ChatReply, labels: ChatLabels, contactsHref: string): Message {
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

export function useChatConversation(apiPath: string, contactsHref: string, labels: ChatLabels) {
  const [draft, setDraft] = useState("");
  const [messages, setMessages] = useState<Message[]>([]);
  const nextId = useRef(0);
  // One question at a time: the send button waits for the answer.
  const pending = messages.some((message) => message.kind === "thinking");

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

  return { draft, setDraft, messages, pending, send };
}
