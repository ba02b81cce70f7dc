// The mail the server sends during a run: without SMTP_URL every message is one `.eml` file in
// `<DATA_DIR>/outbox/` (DATA_DIR is the run's fresh directory, CARAVAN_E2E_DATA_DIR, see
// playwright.config.ts). The one-time code is the line of exactly six digits of the text part.
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";

export interface OutboxMail {
  file: string;
  /** When the file was written (ms since the epoch, sub-millisecond on Linux). */
  writtenAt: number;
  to: string[];
  /** Decoded (RFC 2047 encoded words). */
  subject: string;
  /** The message's headers, unfolded, names in lower case (e.g. `list-unsubscribe`). */
  headers: Record<string, string>;
  /** The text/plain part, decoded. */
  text: string;
}

/** `<DATA_DIR>/outbox` of this run. */
export function outboxDir(): string {
  const dir = process.env.CARAVAN_E2E_DATA_DIR;
  if (!dir) throw new Error("CARAVAN_E2E_DATA_DIR is not set (it is set by playwright.config.ts)");
  return join(dir, "outbox");
}

/** Headers (unfolded, names in lower case) and body of a message or a MIME part. */
function split(raw: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === "=" ? soft.slice(i + 1, i + 3) : "";
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get("content-transfer-encoding") ?? "").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** The first text/plain part of a message (the message itself when it is not multipart). */
function textPart(headers: Map<string, string>, body: string): string | null {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      const part = split(chunk.replace(/^\r?\n/, ""));
      const text = textPart(part.headers, part.body);
      if (text !== null) return text;
    }
    return null;
  }
  return /^text\/plain/i.test(type) ? decodeBody(headers, body) : null;
}

/** A header value with its RFC 2047 encoded words (`=?utf-8?b?…?=`, `=?utf-8?q?…?=`) decoded. */
function decodeWords(value: string): string {
  const word = /=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g;
  // Whitespace between two encoded words is not part of the text.
  return value.replace(/(\?=)\s+(?==\?)/g, "$1").replace(word, (_, _charset: string, encoding: string, data: string) =>
    encoding.toLowerCase() === "b"
      ? Buffer.from(data, "base64").toString("utf8")
      : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}

export function parseMail(raw: string): Omit<OutboxMail, "file" | "writtenAt"> {
  const { headers, body } = split(raw);
  const to = [...(headers.get("to") ?? "").matchAll(/[^\s<>,"]+@[^\s<>,"]+/g)].map((m) => m[0].toLowerCase());
  return { to, subject: decodeWords(headers.get("subject") ?? ""), headers: Object.fromEntries(headers), text: textPart(headers, body) ?? "" };
}

/** Every message in the outbox, oldest first (none when nothing was sent yet). */
export async function readOutbox(): Promise<OutboxMail[]> {
  const dir = outboxDir();
  let files: string[];
  try {
    files = (await readdir(dir)).filter((name) => name.endsWith(".eml"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const mails = await Promise.all(
    files.map(async (name) => {
      const file = join(dir, name);
      const [info, raw] = await Promise.all([stat(file), readFile(file, "utf8")]);
      return { file, writtenAt: info.mtimeMs, ...parseMail(raw) };
    }),
  );
  return mails.sort((a, b) => a.writtenAt - b.writtenAt);
}

/** The one-time code of a message: its text part's line of exactly six digits. */
export function codeOf(mail: Pick<OutboxMail, "text">): string | null {
  return mail.text.split(/\r?\n/).map((line) => line.trim()).find((line) => /^\d{6}$/.test(line)) ?? null;
}

/**
 * File times come from the kernel's coarse clock, a few milliseconds behind Date.now(): a mail
 * counts as written "since" a moment up to this much before it. Codes to one address are at
 * least 30 s apart (the resend countdown), so no older code falls in this margin.
 */
const CLOCK_MARGIN_MS = 1000;

/**
 * Waits for the newest mail to `email` (written at or after `since`, ms since the epoch, when
 * given) and returns its one-time code. Polls the outbox; a file still being written is read
 * again on the next round.
 */
export async function waitForCode(email: string, { since = 0, timeout = 15_000 }: { since?: number; timeout?: number } = {}): Promise<string> {
  const address = email.trim().toLowerCase();
  const deadline = Date.now() + timeout;
  for (;;) {
    const newest = (await readOutbox()).filter((mail) => mail.to.includes(address) && mail.writtenAt >= since - CLOCK_MARGIN_MS).at(-1);
    const code = newest ? codeOf(newest) : null;
    if (code) return code;
    if (Date.now() > deadline) {
      throw new Error(`no one-time code mailed to ${email}${since ? ` since ${new Date(since).toISOString()}` : ""} in ${outboxDir()} after ${timeout} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until the outbox holds at least `count` mails to `email` that `match` (default: any),
 * written at or after `since` when given, and returns them all (oldest first).
 */
export async function waitForMails(
  email: string,
  { match = () => true, count = 1, since = 0, timeout = 15_000 }: { match?: (mail: OutboxMail) => boolean; count?: number; since?: number; timeout?: number } = {},
): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const mails = await mailsTo(email, { match, since });
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) {
      throw new Error(`${mails.length} of ${count} expected mails to ${email} in ${outboxDir()} after ${timeout} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The mails to `email` in the outbox now that `match` (default: any), oldest first. */
export async function mailsTo(
  email: string,
  { match = () => true, since = 0 }: { match?: (mail: OutboxMail) => boolean; since?: number } = {},
): Promise<OutboxMail[]> {
  const address = email.trim().toLowerCase();
  return (await readOutbox()).filter((mail) => mail.to.includes(address) && mail.writtenAt >= since - CLOCK_MARGIN_MS && match(mail));
}

/** The one-click unsubscribe address of an alert mail (its `List-Unsubscribe` header). */
export function unsubscribeUrlOf(mail: Pick<OutboxMail, "headers">): string {
  const url = /^<([^>]+)>$/.exec(mail.headers["list-unsubscribe"] ?? "")?.[1];
  if (!url) throw new Error(`no List-Unsubscribe header: ${JSON.stringify(mail.headers)}`);
  return url;
}
