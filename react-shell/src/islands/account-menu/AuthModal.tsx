// The one-time code modal (spec §4 group-info modal; contract "One-time code steps"), hosted by
// the account-menu island for every island that calls openAuth():
//   step-1 e-mail → step-2-new-user (marketing consent, required) or step-2-existing-user →
//   step-3 code (verify; resend after the server's countdown; edit e-mail goes back to step-1).
// Every step can be closed (button, Escape, backdrop). Server messages are shown as they come
// (already localised); a verified code logs in, and openAuth's promise resolves with the user.
import { useId } from "react";
import type { AccountConfig, AuthRequest } from "../../lib/account";
import { Dialog } from "../../lib/Dialog";
import { CodeStep, EmailStep, ExistingUserStep, NewUserStep, type InvalidProps } from "./authSteps";
import { useAuthFlow } from "./useAuthFlow";

// The steps' state and server calls: useAuthFlow.ts (countdown: useResendCountdown.ts); their
// forms: authSteps.tsx. This component picks the step and shows the error above it.
export function AuthModal({ request, config }: { request: AuthRequest; config: AccountConfig }) {
  const { labels } = config;
  const id = useId();
  const flow = useAuthFlow(request, labels);
  const { step, email, error, busy } = flow;

  const errorId = `${id}-error`;
  const invalid: InvalidProps = error ? { "aria-invalid": true, "aria-describedby": errorId } : {};
  const title = step === "new-user" ? labels.newUserTitle : step === "existing-user" ? labels.existingUserTitle : labels.authTitle;

  return (
    <Dialog title={title} closeLabel={labels.close} onClose={flow.close} testId="auth-modal" closeTestId="auth-close" opener={request.opener} focusKey={step}>
      {error && (
        <p className="auth-modal__error" role="alert" id={errorId} data-testid="auth-error">
          {error}
        </p>
      )}

      {step === "email" && (
        <EmailStep
          labels={labels}
          busy={busy}
          onSubmit={flow.submitEmail}
          inputId={`${id}-email`}
          invalid={invalid}
          email={email}
          onEmailChange={flow.setEmail}
        />
      )}

      {step === "new-user" && (
        <NewUserStep
          config={config}
          busy={busy}
          onSubmit={flow.sendCode}
          email={email}
          onEditEmail={flow.editEmail}
          consent={flow.consent}
          onConsentChange={flow.setConsent}
        />
      )}

      {step === "existing-user" && <ExistingUserStep labels={labels} busy={busy} onSubmit={flow.sendCode} email={email} onEditEmail={flow.editEmail} />}

      {step === "code" && (
        <CodeStep
          labels={labels}
          busy={busy}
          onSubmit={flow.verify}
          inputId={`${id}-code`}
          invalid={invalid}
          email={email}
          onEditEmail={flow.editEmail}
          code={flow.code}
          onCodeChange={flow.setCode}
          resendLeft={flow.resendLeft}
          onResend={() => flow.sendCode(null)}
        />
      )}
    </Dialog>
  );
}
