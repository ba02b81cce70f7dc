// The wishlist heart (contract: `wishlist-heart`, on cards, trip and tour pages): a toggle
// button whose state comes from the page's one `GET /api/wishlist`. Logged in, a click saves
// or removes (PUT/DELETE) with a toast; removing a trip with saved tours asks first (409
// WISHLIST_HAS_TOURS → confirm → `?withTours=true`). Logged out, it opens the auth modal with
// `save`: the server saves once the code is verified, and the heart then shows saved. A call that
// finds the session ended (the API client logs out on its 401) acts as logged out.
import { useRef, useState, type MouseEvent } from "react";
import {
  fill,
  getSession,
  getWishlist,
  isSaved,
  loadSession,
  loadWishlist,
  openAuth,
  removeFromWishlist,
  saveToWishlist,
  useAccountConfig,
  useWishlist,
} from "../../lib/account";
import type { ApiResult } from "../../lib/api-client";
import type { WishlistHeartProps } from "../../contract/generated";
import { track } from "../../lib/analytics";
import { Dialog } from "../../lib/Dialog";
import { showToast } from "../../lib/toast";
import "./wishlist-heart.css";

/** "Save Perù" from "Save {title}", else "Save: Perù". */
function withTitle(label: string, title: string): string {
  if (label.includes("{title}")) return fill(label, { title });
  return title ? `${label}: ${title}` : label;
}

export function WishlistHeartIsland({ kind, title, ...props }: WishlistHeartProps) {
  const id = String(props.id);
  const travelId = String(props.travelId);
  const config = useAccountConfig();
  const wishlist = useWishlist();
  const [busy, setBusy] = useState(false);
  const [confirmCount, setConfirmCount] = useState<number | null>(null);
  const busyRef = useRef(false);
  if (!config) return null;

  const { labels } = config;
  const target = { kind, id };
  const ids = kind === "travel" ? { travelId: id } : { travelId, tourId: id };
  const saved = isSaved(wishlist, kind, id);

  const failed = (result: ApiResult<unknown>) => showToast(result.error?.message || labels.genericError, "error");
  const added = () => {
    track("wishlist_add", { kind, ...ids });
    showToast(labels.saved);
  };

  const addLoggedOut = async () => {
    const user = await openAuth({ save: target, reason: "wishlist", ...ids });
    if (!user) return;
    // The server saved it on verify; if it did not, save it now.
    if (!isSaved(getWishlist(), kind, id)) {
      const result = await saveToWishlist(target, travelId);
      if (!result.ok) return failed(result);
    }
    added();
  };

  // The session ended under the call (the client has logged out): no error toast.
  const sessionEnded = () => getSession().user === null;

  const add = async () => {
    const result = await saveToWishlist(target, travelId);
    if (!result.ok && sessionEnded()) return addLoggedOut();
    if (!result.ok) return failed(result);
    added();
  };

  const remove = async (withTours: boolean) => {
    const result = await removeFromWishlist(target, withTours);
    if (result.status === 409 && result.error?.code === "WISHLIST_HAS_TOURS") {
      setConfirmCount(result.error.toursCount ?? 0);
      return;
    }
    if (!result.ok && sessionEnded()) return;
    if (!result.ok) return failed(result);
    const removedTours = "removedTours" in result.data ? result.data.removedTours : 0;
    track("wishlist_remove", { kind, ...ids, ...(withTours ? { withTours: true, removedTours } : {}) });
    showToast(labels.removed);
  };

  const run = (action: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    void action().finally(() => {
      busyRef.current = false;
      setBusy(false);
    });
  };

  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    // Hearts sit on card links: the click is the heart's only.
    event.preventDefault();
    event.stopPropagation();
    run(async () => {
      const user = await loadSession();
      if (!user) return addLoggedOut();
      const state = await loadWishlist();
      return isSaved(state, kind, id) ? remove(false) : add();
    });
  };

  const cancelRemove = () => setConfirmCount(null);
  const confirmRemove = () => {
    setConfirmCount(null);
    run(() => remove(true));
  };

  return (
    <>
      <button
        type="button"
        className="wishlist-heart"
        aria-pressed={saved}
        aria-label={withTitle(saved ? labels.removeAria : labels.saveAria, title)}
        aria-busy={busy || undefined}
        data-saved={String(saved)}
        data-testid="wishlist-heart"
        onClick={toggle}
      >
        <svg className="wishlist-heart__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
        </svg>
      </button>
      {confirmCount !== null && (
        <Dialog title={labels.confirmRemoveTitle} closeLabel={labels.close} onClose={cancelRemove} testId="wishlist-confirm">
          <p>{confirmCount === 1 ? labels.confirmRemoveTextOne : fill(labels.confirmRemoveText, { count: confirmCount })}</p>
          <div className="island-dialog__actions">
            <button type="button" className="button button--ghost" data-autofocus data-testid="wishlist-confirm-no" onClick={cancelRemove}>
              {labels.cancel}
            </button>
            <button type="button" className="button" data-testid="wishlist-confirm-yes" onClick={confirmRemove}>
              {labels.confirm}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
