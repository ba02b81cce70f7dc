// Notify-me for a logged-in traveller (issue 24): the cached page's form asks every visitor for an
// address and the marketing choice; for someone logged in, the address is theirs already and the
// choice was made at sign-up. This fills the address in and takes the question away (the server
// never asks it of the logged-in owner). A traveller who types another address is a new visitor
// for that address: the question comes back with the server's answer.
import { getSession, loadSession, subscribeSession } from "../lib/account/session";

function notifyMeForms(root: Document): HTMLFormElement[] {
  return Array.from(root.querySelectorAll<HTMLFormElement>("form[data-testid=notify-me-form]"));
}

/** Fills every notify-me form on the page for the logged-in user, if any. */
export async function prefillNotifyMe(root: Document = document): Promise<void> {
  if (notifyMeForms(root).length === 0) return;
  const user = await loadSession();
  if (user) fillFor(root, user.email);
}

function fillFor(root: Document, address: string): void {
  for (const form of notifyMeForms(root)) {
    const email = form.querySelector<HTMLInputElement>("input[name=email]");
    if (!email || (email.value !== "" && email.value !== address)) continue;
    email.value = address;
    for (const question of Array.from(form.querySelectorAll<HTMLElement>("[data-consent-question]"))) {
      for (const radio of Array.from(question.querySelectorAll<HTMLInputElement>("input[type=radio]"))) radio.required = false;
      question.hidden = true;
    }
  }
}

export function startNotifyMe(root: Document): () => void {
  void prefillNotifyMe(root).catch(() => {});
  // Logging in on this page (the header's modal) fills the forms too.
  return subscribeSession(() => {
    const user = getSession().user;
    if (user) fillFor(root, user.email);
  });
}
