// The account labels and links, set by the `account-menu` island from its props (the header is on
// every page) and read by every account island.
import { createStore, useStore } from "./store";

/** Texts of the account islands (contract: AccountLabels). May hold {count}, {email}, {seconds}. */
export interface AccountLabels {
  login: string;
  profile: string;
  consents: string;
  communications: string;
  logout: string;
  accountMenu: string;
  save: string;
  saved: string;
  removed: string;
  saveAria: string;
  removeAria: string;
  confirmRemoveTitle: string;
  confirmRemoveText: string;
  /** The same for exactly one departure (plural rules: "one"). */
  confirmRemoveTextOne: string;
  confirm: string;
  cancel: string;
  authTitle: string;
  emailLabel: string;
  continue: string;
  editEmail: string;
  close: string;
  newUserTitle: string;
  existingUserTitle: string;
  existingUserText: string;
  consentQuestion: string;
  consentAccept: string;
  consentDecline: string;
  privacyNote: string;
  privacyLink: string;
  termsLink: string;
  sendCode: string;
  codeLabel: string;
  codeSent: string;
  verify: string;
  resendIn: string;
  resend: string;
  genericError: string;
  groupInfoTitle: string;
  groupInfoOpen: string;
  groupInfoLocked: string;
  travellersCount: string;
  firstTimers: string;
  tripsDone: string;
  male: string;
  female: string;
  expectedGroupSize: string;
  interestedCount: string;
  snapshotTitle: string;
  firstTimerShare: string;
  noSnapshot: string;
  /** Not in the contract's list: the client-side e-mail check (spec §5); 'Invalid email' without it. */
  invalidEmail?: string;
}

/** What the account islands share, from the account-menu props. */
export interface AccountConfig {
  labels: AccountLabels;
  loginHref: string;
  accountHref: string;
  privacyHref: string;
  termsHref: string;
}

/** Internal (reset.ts); not part of the public API. */
export const config = createStore<AccountConfig | null>(null);

// --- Labels and links ----------------------------------------------------------------------------

/** Set by the account-menu island (its props). */
export function setAccountConfig(next: AccountConfig): void {
  const current = config.get();
  if (
    current &&
    current.labels === next.labels &&
    current.loginHref === next.loginHref &&
    current.accountHref === next.accountHref &&
    current.privacyHref === next.privacyHref &&
    current.termsHref === next.termsHref
  ) {
    return;
  }
  config.set(next);
}

export function getAccountConfig(): AccountConfig | null {
  return config.get();
}

/** The labels and links; null until the account-menu island has rendered. */
export function useAccountConfig(): AccountConfig | null {
  return useStore(config);
}
