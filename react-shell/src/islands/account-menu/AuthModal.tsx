// The one-time code modal (spec §4 group-info modal; contract "One-time code steps"), hosted by
// the account-menu island for every island that calls openAuth():
//   step-1 e-mail → step-2-new-user (marketing consent, required) or step-2-existing-user →
//   step-3 code (verify; resend after the server's countdown; edit e-mail goes back to step-1).
// Every step can be closed (button, Escape, backdrop). Server messages are shown as they come
// (already localised); a verified code logs in, and openAuth's promise resolves with the user.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import {
  EMAIL_PATTERN,
  fill,
  finishAuth,
  trackAuthStep,
  verifiedOf,
  type AccountConfig,
  type AuthRequest,
} from "../../lib/account";
import * as api from "../../lib/api-client";
import type { ApiResult } from "../../lib/api-client";
import { Dialog } from "../../lib/Dialog";

type Step = "email" | "new-user" | "existing-user" | "code";

const STEP_TEST_IDS: Record<Step, string> = {
  email: "auth-step-1",
  "new-user": "auth-step-2-new-user",
  "existing-user": "auth-step-2-existing-user",
  code: "auth-step-3",
};

/** Contract: the first resend is offered after 30 s unless the server says otherwise. */
const DEFAULT_RESEND_SECONDS = 30;

/** Whole seconds for the countdown; none given (or a negative count) means `fallback`. */
function secondsOf(value: number | undefined, fallback: number): number {
  return value !== undefined && value >= 0 ? Math.ceil(value) : fallback;
}

/** The privacy note with its two links: at `{privacy}` / `{terms}` when the text has them, else after it. */
function PrivacyNote({ config }: { config: AccountConfig }) {
  const { labels, privacyHref, termsHref } = config;
  const links: Record<string, ReactNode> = {
    "{privacy}": (
      <a key="privacy" href={privacyHref}>
        {labels.privacyLink}
      </a>
    ),
    "{terms}": (
      <a key="terms" href={termsHref}>
        {labels.termsLink}
      </a>
    ),
  };
  const inline = /\{privacy\}|\{terms\}/.test(labels.privacyNote);
  return (
    <p className="auth-modal__note">
      {inline ? (
        labels.privacyNote.split(/(\{privacy\}|\{terms\})/).map((part, index) => links[part] ?? <span key={index}>{part}</span>)
      ) : (
        <>
          {labels.privacyNote} {links["{privacy}"]} · {links["{terms}"]}
        </>
      )}
    </p>
  );
}

export function AuthModal({ request, config }: { request: AuthRequest; config: AccountConfig }) {
  const { labels } = config;
  const id = useId();
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState("");
  const [newUser, setNewUser] = useState(false);
  const [consent, setConsent] = useState<boolean | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendLeft, setResendLeft] = useState(0);
  const busyRef = useRef(false);

  // The resend countdown, one second at a time.
  useEffect(() => {
    if (resendLeft <= 0) return;
    const timer = setTimeout(() => setResendLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearTimeout(timer);
  }, [resendLeft]);

  const errorId = `${id}-error`;
  const fail = (result: ApiResult<unknown>) => setError(result.error?.message || labels.genericError);

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

  const go = (next: Step) => {
    setError(null);
    setStep(next);
  };

  const close = () => {
    trackAuthStep(request, "close");
    void finishAuth(request, null);
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
    const result = await api.sendCode({
      email,
      marketingConsent: newUser ? consent : null,
      save: request.save,
    });
    if (!result.ok) {
      if (result.status === 429) setResendLeft(secondsOf(result.error?.retryAfterSeconds, 0));
      return fail(result);
    }
    setResendLeft(secondsOf(result.data.resendAfterSeconds, DEFAULT_RESEND_SECONDS));
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
      if (errorCode === "CODE_EXPIRED") setResendLeft(0);
      // Checks refused for a while (RATE_LIMITED): no new code before then either, as it could
      // not be checked; a longer countdown already running is kept.
      const wait = secondsOf(result.error?.retryAfterSeconds, 0);
      if (wait > 0) setResendLeft((left) => Math.max(left, wait));
      return fail(result);
    }
    trackAuthStep(request, "verified");
    await finishAuth(request, verifiedOf(result.data));
  };

  const editEmail = () => {
    setCode("");
    go("email");
  };

  const editButton = (
    <button type="button" className="auth-modal__link" data-testid="auth-edit-email" onClick={editEmail}>
      {labels.editEmail}
    </button>
  );
  const invalid = error ? { "aria-invalid": true, "aria-describedby": errorId } : {};
  const title = step === "new-user" ? labels.newUserTitle : step === "existing-user" ? labels.existingUserTitle : labels.authTitle;

  return (
    <Dialog title={title} closeLabel={labels.close} onClose={close} testId="auth-modal" closeTestId="auth-close" opener={request.opener} focusKey={step}>
      {error && (
        <p className="auth-modal__error" role="alert" id={errorId} data-testid="auth-error">
          {error}
        </p>
      )}

      {step === "email" && (
        <form className="auth-modal__form" noValidate aria-busy={busy} data-testid={STEP_TEST_IDS.email} onSubmit={(event) => run(event, submitEmail)}>
          <label htmlFor={`${id}-email`}>{labels.emailLabel}</label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            data-autofocus
            data-testid="auth-email"
            {...invalid}
          />
          <button type="submit" className="button" data-testid="auth-continue">
            {labels.continue}
          </button>
        </form>
      )}

      {step === "new-user" && (
        <form className="auth-modal__form" aria-busy={busy} data-testid={STEP_TEST_IDS["new-user"]} onSubmit={(event) => run(event, sendCode)}>
          <p className="auth-modal__email">
            <span>{email}</span> {editButton}
          </p>
          <fieldset className="auth-modal__consent">
            <legend>{labels.consentQuestion}</legend>
            <label>
              <input
                type="radio"
                name="marketingConsent"
                value="accept"
                required
                checked={consent === true}
                onChange={() => setConsent(true)}
                data-autofocus
                data-testid="auth-consent-accept"
              />
              {labels.consentAccept}
            </label>
            <label>
              <input
                type="radio"
                name="marketingConsent"
                value="decline"
                required
                checked={consent === false}
                onChange={() => setConsent(false)}
                data-testid="auth-consent-decline"
              />
              {labels.consentDecline}
            </label>
          </fieldset>
          <PrivacyNote config={config} />
          <button type="submit" className="button" disabled={consent === null} data-testid="auth-send-code">
            {labels.sendCode}
          </button>
        </form>
      )}

      {step === "existing-user" && (
        <form className="auth-modal__form" aria-busy={busy} data-testid={STEP_TEST_IDS["existing-user"]} onSubmit={(event) => run(event, sendCode)}>
          <p>{fill(labels.existingUserText, { email })}</p>
          <p>{editButton}</p>
          <button type="submit" className="button" data-autofocus data-testid="auth-send-code">
            {labels.sendCode}
          </button>
        </form>
      )}

      {step === "code" && (
        <form className="auth-modal__form" noValidate aria-busy={busy} data-testid={STEP_TEST_IDS.code} onSubmit={(event) => run(event, verify)}>
          <p>{fill(labels.codeSent, { email })}</p>
          <label htmlFor={`${id}-code`}>{labels.codeLabel}</label>
          <input
            id={`${id}-code`}
            type="text"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            data-autofocus
            data-testid="auth-code"
            {...invalid}
          />
          <button type="submit" className="button" data-testid="auth-verify">
            {labels.verify}
          </button>
          <p className="auth-modal__row">
            <button
              type="button"
              className="auth-modal__link"
              disabled={resendLeft > 0}
              onClick={() => run(null, sendCode)}
              data-testid="auth-resend"
            >
              {resendLeft > 0 ? fill(labels.resendIn, { seconds: resendLeft }) : labels.resend}
            </button>
            {editButton}
          </p>
        </form>
      )}
    </Dialog>
  );
}
