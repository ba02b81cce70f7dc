// The auth modal's state machine (contract "One-time code steps"): which step is shown, what the
// visitor entered, the one request in flight and its error, and the calls that move between steps:
//   email → new-user (consent) or existing-user → code → verified (openAuth resolves with the user).
import { useRef, useState, type FormEvent } from "react";
import { EMAIL_PATTERN, finishAuth, trackAuthStep, verifiedOf, type AccountConfig, type AuthRequest } from "../../lib/account";
import * as api from "../../lib/api-client";
import type { ApiResult } from "../../lib/api-client";
import { useResendCountdown } from "./useResendCountdown";

export type Step = "email" | "new-user" | "existing-user" | "code";

/** Contract: the first resend is offered after 30 s unless the server says otherwise. */
const DEFAULT_RESEND_SECONDS = 30;

/** Whole seconds for the countdown; none given (or a negative count) means `fallback`. */
function secondsOf(value: number | undefined, fallback: number): number {
  return value !== undefined && value >= 0 ? Math.ceil(value) : fallback;
}

/** One request at a time (a submit while one is in flight is ignored), and the error to show. */
function useSingleRequest() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The state is only seen at the next render: the ref stops a second submit in the same tick.
  const busyRef = useRef(false);

  const run = (event: FormEvent | null, action: () => Promise<void>) => {
    event?.preventDefault();
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    void action().finally(() => {
      busyRef.current = false;
      setBusy(false);
    });
  };

  return { error, setError, busy, run };
}

export type AuthFlow = ReturnType<typeof useAuthFlow>;

export function useAuthFlow(request: AuthRequest, labels: AccountConfig["labels"]) {
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState("");
  const [newUser, setNewUser] = useState(false);
  const [consent, setConsent] = useState<boolean | null>(null);
  const [code, setCode] = useState("");
  const { error, setError, busy, run } = useSingleRequest();
  const resend = useResendCountdown();

  const fail = (result: ApiResult<unknown>) => setError(result.error?.message || labels.genericError);

  const go = (next: Step) => {
    setError(null);
    setStep(next);
  };

  const submitEmail = async () => {
    const value = email.trim();
    if (!EMAIL_PATTERN.test(value)) {
      setError(labels.invalidEmail || "Invalid email");
      return;
    }
    const result = await api.checkEmail({ email: value });
    if (!result.ok) return fail(result);
    const existing = result.data.existingUser;
    setEmail(value);
    setNewUser(!existing);
    go(existing ? "existing-user" : "new-user");
    trackAuthStep(request, existing ? "existing-user" : "new-user");
  };

  const sendCode = async () => {
    if (newUser && consent === null) return;
    const result = await api.sendCode({ email, marketingConsent: newUser ? consent : null, save: request.save });
    if (!result.ok) {
      if (result.status === 429) resend.restart(secondsOf(result.error?.retryAfterSeconds, 0));
      return fail(result);
    }
    resend.restart(secondsOf(result.data.resendAfterSeconds, DEFAULT_RESEND_SECONDS));
    setCode("");
    go("code");
    trackAuthStep(request, "code-sent");
  };

  const verify = async () => {
    const value = code.trim();
    if (!value) return;
    const result = await api.verifyCode({ email, code: value });
    if (!result.ok) {
      const errorCode = result.error?.code;
      // A new code is needed. An expired one is older than the resend countdown: resend at once.
      // After too many tries the countdown of the last send still holds (the server refuses a
      // resend until then), so it keeps running.
      if (errorCode === "CODE_EXPIRED" || errorCode === "TOO_MANY_TRIES") setCode("");
      if (errorCode === "CODE_EXPIRED") resend.restart(0);
      // Checks refused for a while (RATE_LIMITED): no new code before then either, as it could
      // not be checked; a longer countdown already running is kept.
      resend.waitAtLeast(secondsOf(result.error?.retryAfterSeconds, 0));
      return fail(result);
    }
    trackAuthStep(request, "verified");
    await finishAuth(request, verifiedOf(result.data));
  };

  return {
    step,
    email,
    setEmail,
    consent,
    setConsent,
    code,
    setCode,
    error,
    busy,
    resendLeft: resend.secondsLeft,
    submitEmail: (event: FormEvent) => run(event, submitEmail),
    /** From the consent or existing-user form (`event`), or the resend button (null). */
    sendCode: (event: FormEvent | null) => run(event, sendCode),
    verify: (event: FormEvent) => run(event, verify),
    editEmail: () => {
      setCode("");
      go("email");
    },
    close: () => {
      trackAuthStep(request, "close");
      void finishAuth(request, null);
    },
  };
}
