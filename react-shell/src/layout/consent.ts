// The consent banner and preferences (server markup: `[data-consent]`, app/src/layout/consent.rs).
// The cached page is the same for everyone with the banner shown, unless the head's inline script
// guessed a choice already made (`<html data-consent-chosen>`, site/src/consent.rs). This decides
// for good: the banner stays while no choice is stored (and the browser does not already refuse
// with Do-Not-Track / GPC). Accept all, reject all, or choose by purpose; the footer's "Tracking
// preferences" link opens the choices again. It is fixed at the bottom of the viewport, over the
// page, so it shifts nothing.
import { ALL, doNotTrack, NONE, readConsent, saveConsent, type Consent, type Purpose } from "../lib/consent";

const PURPOSES: readonly Purpose[] = ["analytics", "experiments", "chat"];
/** Set on `<html>` by the head's script when it found a choice (site/src/consent.rs). */
export const CHOSEN_ATTRIBUTE = "data-consent-chosen";

export function startConsent(root: Document = document): () => void {
  const banner = root.querySelector<HTMLElement>("[data-consent]");
  if (!banner) return () => {};
  const choices = banner.querySelector<HTMLFormElement>("[data-consent-choices]");
  const box = (purpose: Purpose) => choices?.querySelector<HTMLInputElement>(`input[name="${purpose}"]`) ?? null;

  // Shown by itself on a first visit it takes no focus (the page keeps its reading order);
  // opened by the visitor (Choose, the footer link) the focus goes to the first choice.
  const show = (withChoices: boolean) => {
    const current = readConsent() ?? NONE;
    for (const purpose of PURPOSES) {
      const input = box(purpose);
      if (input) input.checked = current[purpose];
    }
    if (choices) choices.hidden = !withChoices;
    banner.hidden = false;
    if (withChoices) box("analytics")?.focus();
  };
  const choose = (consent: Consent) => {
    saveConsent(consent);
    banner.hidden = true;
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.closest("[data-consent-accept]")) choose(ALL);
    else if (target.closest("[data-consent-reject]")) choose(NONE);
    else if (target.closest("[data-consent-choose]")) show(true);
    else if (target.closest("[data-consent-open]")) {
      event.preventDefault();
      show(true);
    }
  };
  const onSubmit = (event: SubmitEvent) => {
    if (event.target !== choices) return;
    event.preventDefault();
    choose({ analytics: box("analytics")?.checked === true, experiments: box("experiments")?.checked === true, chat: box("chat")?.checked === true });
  };

  root.addEventListener("click", onClick);
  root.addEventListener("submit", onSubmit);
  if (readConsent() === null && !doNotTrack()) show(false);
  else banner.hidden = true;
  // From here `hidden` alone shows or hides the banner (the footer link opens it again).
  root.documentElement.removeAttribute(CHOSEN_ATTRIBUTE);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("submit", onSubmit);
  };
}
