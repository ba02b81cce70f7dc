// The account labels and links, set by the `account-menu` island from its props (the header is on
// every page) and read by every account island.
import type { AccountLabels, AccountMenuProps } from "../../contract/generated";
import { createStore, useStore } from "./store";

export type { AccountLabels };

/** What the account islands share: the account-menu props without its own logout form. */
export type AccountConfig = Omit<AccountMenuProps, "logoutAction" | "tripsHref" | "partnershipHref">;

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
