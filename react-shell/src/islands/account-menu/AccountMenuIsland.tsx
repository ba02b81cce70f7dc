// The header's account entry (contract: `account-menu`, on every page): the login link while
// logged out (a plain click opens the auth modal; the href stays the server's login page), or a
// profile button (avatar or initial) opening a menu: Profile, Bookings and trips, Consents,
// Partnership, Manage communications and Logout (a real POST form). It publishes the account labels and links for the other
// islands, and hosts the one auth modal of the page (openAuth in lib/account/auth.ts).
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import {
  openAuth,
  setAccountConfig,
  useAccountConfig,
  useAuthRequest,
  useSession,
  type AccountUser,
} from "../../lib/account";
import type { AccountMenuProps } from "../../lib/account/labels";
import { isPlainClick } from "../../lib/dom";
import { useDismiss } from "../../lib/useDismiss";
import { AuthModal } from "./AuthModal";
import "./account-menu.css";

export function AccountMenuIsland(props: AccountMenuProps) {
  const { loginHref, accountHref, labels, privacyHref, termsHref } = props;
  useLayoutEffect(() => {
    setAccountConfig({ labels, loginHref, accountHref, privacyHref, termsHref });
  }, [labels, loginHref, accountHref, privacyHref, termsHref]);
  const { user } = useSession();
  const request = useAuthRequest();
  const config = useAccountConfig();

  const login = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event.nativeEvent)) return;
    event.preventDefault();
    void openAuth({ reason: "login" });
  };

  return (
    <div className="account-menu" data-testid="account-menu">
      {user ? (
        <ProfileMenu user={user} {...props} />
      ) : (
        <a className="button button--small" href={loginHref} data-testid="login-link" onClick={login}>
          {labels.login}
        </a>
      )}
      {request && config && <AuthModal key={request.id} request={request} config={config} />}
    </div>
  );
}

interface ProfileMenuProps extends AccountMenuProps {
  user: AccountUser;
}

function ProfileMenu({ user, labels, accountHref, tripsHref, partnershipHref, logoutAction }: ProfileMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(open, root, () => setOpen(false));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };
  const initial = (user.email.trim().charAt(0) || "?").toUpperCase();

  return (
    <div className="account-menu__profile" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="account-menu__button"
        aria-label={labels.accountMenu}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        data-testid="account-menu-button"
        onClick={() => setOpen((value) => !value)}
      >
        {user.pictureImage ? (
          <img className="account-menu__avatar" src={user.pictureImage} alt="" width={32} height={32} />
        ) : (
          <span className="account-menu__avatar account-menu__avatar--initial" aria-hidden="true">
            {initial}
          </span>
        )}
      </button>
      <div className="account-menu__panel" id={`${id}-menu`} hidden={!open}>
        {user.email && <p className="account-menu__email">{user.email}</p>}
        <ul className="account-menu__list">
          <li>
            <a href={accountHref} data-testid="account-profile-link">
              {labels.profile}
            </a>
          </li>
          <li>
            <a href={tripsHref} data-testid="account-trips-link">
              {labels.trips}
            </a>
          </li>
          <li>
            <a href={`${accountHref}#consents`}>{labels.consents}</a>
          </li>
          <li>
            <a href={partnershipHref}>{labels.partnership}</a>
          </li>
          <li>
            <a href={`${accountHref}#communications`}>{labels.communications}</a>
          </li>
        </ul>
        <form className="account-menu__logout" method="post" action={logoutAction}>
          <button type="submit" data-testid="logout-button">
            {labels.logout}
          </button>
        </form>
      </div>
    </div>
  );
}
