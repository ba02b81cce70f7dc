// The auth modal's steps as shown, one form each (contract "One-time code steps"): the e-mail, the
// marketing consent of a new user, the greeting of an existing one, and the one-time code. They
// only render what useAuthFlow holds and hand the visitor's input back to it.
import type { ChangeEvent, FormEvent, ReactNode } from "react";
import { fill, type AccountConfig } from "../../lib/account";
import type { Step } from "./useAuthFlow";

type Labels = AccountConfig["labels"];

/** On the e-mail and code inputs while an error is shown: it describes them. */
export type InvalidProps = { "aria-invalid"?: true; "aria-describedby"?: string };

const STEP_TEST_IDS: Record<Step, string> = {
  email: "auth-step-1",
  "new-user": "auth-step-2-new-user",
  "existing-user": "auth-step-2-existing-user",
  code: "auth-step-3",
};

/** What every step's form needs. */
interface FormProps {
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}

const valueOf = (onChange: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value);

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

/** Back to the e-mail step (steps 2 and 3). */
function EditEmailButton({ labels, onClick }: { labels: Labels; onClick: () => void }) {
  return (
    <button type="button" className="auth-modal__link" data-testid="auth-edit-email" onClick={onClick}>
      {labels.editEmail}
    </button>
  );
}

export function EmailStep({
  labels,
  busy,
  onSubmit,
  inputId,
  invalid,
  email,
  onEmailChange,
}: FormProps & { labels: Labels; inputId: string; invalid: InvalidProps; email: string; onEmailChange: (email: string) => void }) {
  return (
    <form className="auth-modal__form" noValidate aria-busy={busy} data-testid={STEP_TEST_IDS.email} onSubmit={onSubmit}>
      <label htmlFor={inputId}>{labels.emailLabel}</label>
      <input
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={valueOf(onEmailChange)}
        data-autofocus
        data-testid="auth-email"
        {...invalid}
      />
      <button type="submit" className="button" data-testid="auth-continue">
        {labels.continue}
      </button>
    </form>
  );
}

/** A new user answers the marketing question (required) before a code is sent. */
export function NewUserStep({
  config,
  busy,
  onSubmit,
  email,
  onEditEmail,
  consent,
  onConsentChange,
}: FormProps & {
  config: AccountConfig;
  email: string;
  onEditEmail: () => void;
  consent: boolean | null;
  onConsentChange: (consent: boolean) => void;
}) {
  const { labels } = config;
  return (
    <form className="auth-modal__form" aria-busy={busy} data-testid={STEP_TEST_IDS["new-user"]} onSubmit={onSubmit}>
      <p className="auth-modal__email">
        <span>{email}</span> <EditEmailButton labels={labels} onClick={onEditEmail} />
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
            onChange={() => onConsentChange(true)}
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
            onChange={() => onConsentChange(false)}
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
  );
}

export function ExistingUserStep({ labels, busy, onSubmit, email, onEditEmail }: FormProps & { labels: Labels; email: string; onEditEmail: () => void }) {
  return (
    <form className="auth-modal__form" aria-busy={busy} data-testid={STEP_TEST_IDS["existing-user"]} onSubmit={onSubmit}>
      <p>{fill(labels.existingUserText, { email })}</p>
      <p>
        <EditEmailButton labels={labels} onClick={onEditEmail} />
      </p>
      <button type="submit" className="button" data-autofocus data-testid="auth-send-code">
        {labels.sendCode}
      </button>
    </form>
  );
}

/** The code sent by e-mail; a new one can be asked for once the countdown is over. */
export function CodeStep({
  labels,
  busy,
  onSubmit,
  inputId,
  invalid,
  email,
  onEditEmail,
  code,
  onCodeChange,
  resendLeft,
  onResend,
}: FormProps & {
  labels: Labels;
  inputId: string;
  invalid: InvalidProps;
  email: string;
  onEditEmail: () => void;
  code: string;
  onCodeChange: (code: string) => void;
  resendLeft: number;
  onResend: () => void;
}) {
  return (
    <form className="auth-modal__form" noValidate aria-busy={busy} data-testid={STEP_TEST_IDS.code} onSubmit={onSubmit}>
      <p>{fill(labels.codeSent, { email })}</p>
      <label htmlFor={inputId}>{labels.codeLabel}</label>
      <input
        id={inputId}
        type="text"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={valueOf(onCodeChange)}
        data-autofocus
        data-testid="auth-code"
        {...invalid}
      />
      <button type="submit" className="button" data-testid="auth-verify">
        {labels.verify}
      </button>
      <p className="auth-modal__row">
        <button type="button" className="auth-modal__link" disabled={resendLeft > 0} onClick={onResend} data-testid="auth-resend">
          {resendLeft > 0 ? fill(labels.resendIn, { seconds: resendLeft }) : labels.resend}
        </button>
        <EditEmailButton labels={labels} onClick={onEditEmail} />
      </p>
    </form>
  );
}
