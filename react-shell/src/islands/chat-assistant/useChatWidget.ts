// The messaging provider, when one is configured: the launcher asks for consent first, and only
// then loads the provider's script (once per page), whose own chat takes over from ours.
import { useState } from "react";
import type { ChatWidget } from "../../contract/generated";

/** idle: consent not given yet; loading: given, the provider's script added; failed: it did not load. */
export type WidgetState = "idle" | "loading" | "failed";

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

export function useChatWidget(widget: ChatWidget | null) {
  const [state, setState] = useState<WidgetState>("idle");

  /** Consent given: loads the provider. False (nothing done) when there is no provider. */
  const load = (): boolean => {
    if (!widget) return false;
    loadWidget(widget, () => setState("failed"));
    setState("loading");
    return true;
  };

  return {
    state,
    /** The panel asks for consent (a provider that failed to load is not offered again). */
    asksConsent: widget !== null && state !== "failed",
    load,
  };
}
