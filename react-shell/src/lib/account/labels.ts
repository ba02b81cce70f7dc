// The account labels and links, set by the `account-menu` island from its props (the header is on
// every page) and read by every account island.
import type { AccountLabels, AccountMenuProps as AccountMenuData } from "../../contract/generated";
import type { WithSharedLabels } from "../sharedLabels";
import { createStore, useStore } from "./store";

export type { AccountLabels };

/** The account-menu island's props: its data-props and the shared account labels. */
export type AccountMenuProps = WithSharedLabels<AccountMenuData, "account-menu">;

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
