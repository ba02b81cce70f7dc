// Bean bars (contract §7): their close button submits a POST form (the server sets the
// `closed_beans` cookie and redirects back). Here the POST goes through fetch and the bar goes
// away in place; if that fails, the form is submitted the plain way.
import { eventElement } from "../lib/dom";

/** Header telling the server to answer 204 rather than redirect. */
export const BEAN_FETCH_HEADERS = { "X-Requested-With": "fetch" } as const;

export function startBeans(root: Document = document): () => void {
  const win = root.defaultView ?? window;
  let stopped = false;

  const onSubmit = (event: SubmitEvent) => {
    if (event.defaultPrevented) return;
    const form = eventElement(event)?.closest("form");
    const bar = form?.closest<HTMLElement>("[data-bean]");
    if (!form || !bar || !form.querySelector("[data-bean-close]")) return;
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>("button[data-bean-close]");
    if (button?.disabled) return;
    if (button) button.disabled = true;
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string") body.append(name, value);
    }
    const action = new URL(form.getAttribute("action") ?? "", win.location.href).href;
    const submitPlainly = () => {
      if (stopped) return;
      if (button) button.disabled = false;
      HTMLFormElement.prototype.submit.call(form);
    };
    win
      .fetch(action, { method: "POST", body, credentials: "same-origin", headers: { ...BEAN_FETCH_HEADERS } })
      .then((response) => {
        if (stopped) return;
        if (response.ok) bar.remove();
        else submitPlainly();
      })
      .catch(submitPlainly);
  };

  root.addEventListener("submit", onSubmit);
  return () => {
    stopped = true;
    root.removeEventListener("submit", onSubmit);
  };
}
