// The header's search button. Server fallback: a plain link to the search page.
// With JS it opens a modal panel (where + when) whose submission navigates to the localised
// search path with the filters serialised by search-core (the same Rust code the server uses).
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { loadedSearchCore, loadSearchCore, preloadSearchCoreWhenIdle, type SearchCore } from "../../lib/searchCore";
import { navigate } from "../../lib/navigate";
import { monthOfRange } from "./period";
import { fallbackSearchUrl, searchUrl } from "./searchUrl";

export interface SearchButtonLabels {
  open: string;
  title: string;
  where: string;
  wherePlaceholder: string;
  when: string;
  anyTime: string;
  submit: string;
  close: string;
}

export interface MonthOption {
  /** "YYYY-MM" */
  value: string;
  label: string;
}

export interface SearchButtonProps {
  searchPath: string;
  labels: SearchButtonLabels;
  months: MonthOption[];
}

type CoreState = { status: "pending" } | { status: "ready"; core: SearchCore } | { status: "failed" };

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function initialCoreState(): CoreState {
  const core = loadedSearchCore();
  return core ? { status: "ready", core } : { status: "pending" };
}

/** What the current URL already searches for, in the panel's terms. */
function currentSearch(core: SearchCore | undefined, months: MonthOption[]): { where: string; month: string } {
  let where = "";
  let month = "";
  if (core) {
    try {
      const { filters } = core.parseQuery(window.location.search);
      where = filters.textSearch ?? "";
      month = monthOfRange(filters.dateFrom, filters.dateTo) ?? "";
    } catch (error) {
      console.warn("[search-button] cannot read the current search", error);
    }
  } else {
    where = new URLSearchParams(window.location.search).get("textSearch")?.trim() ?? "";
  }
  if (!months.some((m) => m.value === month)) month = "";
  return { where, month };
}

export function SearchButtonIsland({ searchPath, labels, months }: SearchButtonProps) {
  const [open, setOpen] = useState(false);
  const [where, setWhere] = useState("");
  const [month, setMonth] = useState("");
  const [coreState, setCoreState] = useState<CoreState>(initialCoreState);

  const id = useId();
  const panelId = `${id}-panel`;
  const titleId = `${id}-title`;
  const whereId = `${id}-where`;
  const whenId = `${id}-when`;

  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const whereRef = useRef<HTMLInputElement>(null);
  /** Prefill happens once, and never over what the visitor has typed. */
  const prefilled = useRef(false);
  const touched = useRef(false);
  const submitting = useRef(false);

  const ensureCore = useCallback((): Promise<SearchCore> => {
    const promise = loadSearchCore();
    promise.then(
      (core) => setCoreState({ status: "ready", core }),
      (error: unknown) => {
        console.warn("[search-button] search-core unavailable, using plain search links", error);
        setCoreState({ status: "failed" });
      },
    );
    return promise;
  }, []);

  // Fetch the wasm when the browser is idle after load; interactions below may start it sooner.
  useEffect(() => preloadSearchCoreWhenIdle(), []);

  const prefill = useCallback(
    (core: SearchCore | undefined) => {
      if (prefilled.current || touched.current) return;
      prefilled.current = true;
      const current = currentSearch(core, months);
      setWhere(current.where);
      setMonth(current.month);
    },
    [months],
  );

  const openPanel = () => {
    setOpen(true);
    const core = loadedSearchCore();
    if (core) prefill(core);
    else ensureCore().then(prefill, () => prefill(undefined));
  };

  const closePanel = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    whereRef.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        closePanel();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, closePanel]);

  /** Keeps Tab inside the modal panel. */
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const warmUp = () => {
    if (coreState.status === "pending") ensureCore().catch(() => {});
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    const input = { where, month };
    let url: string;
    try {
      if (coreState.status === "failed") throw new Error("search-core failed to load");
      const core = coreState.status === "ready" ? coreState.core : await ensureCore();
      url = searchUrl(core, searchPath, input);
    } catch (error) {
      console.warn("[search-button] falling back to a plain search URL", error);
      url = fallbackSearchUrl(searchPath, input);
    } finally {
      submitting.current = false;
    }
    navigate(url);
  };

  const busy = coreState.status === "pending";

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="search-button"
        data-testid="search-open"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={openPanel}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        onTouchStart={warmUp}
      >
        {labels.open}
      </button>
      {open && <div className="search-panel__backdrop" aria-hidden="true" onClick={closePanel} />}
      <div
        ref={panelRef}
        id={panelId}
        className="search-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="search-panel"
        hidden={!open}
        onKeyDown={trapFocus}
      >
        <div className="search-panel__header">
          <h2 id={titleId} className="search-panel__title">
            {labels.title}
          </h2>
          <button type="button" className="search-panel__close" data-testid="search-close" onClick={closePanel}>
            {labels.close}
          </button>
        </div>
        <form className="search-panel__form" role="search" action={searchPath} method="get" onSubmit={(event) => void onSubmit(event)}>
          <div className="search-panel__field search-panel__field--where">
            <label className="search-panel__label" htmlFor={whereId}>
              {labels.where}
            </label>
            <input
              ref={whereRef}
              id={whereId}
              className="search-panel__input"
              type="search"
              name="textSearch"
              autoComplete="off"
              placeholder={labels.wherePlaceholder}
              data-testid="search-where"
              value={where}
              onChange={(event) => {
                touched.current = true;
                setWhere(event.target.value);
              }}
            />
          </div>
          <div className="search-panel__field search-panel__field--when">
            <label className="search-panel__label" htmlFor={whenId}>
              {labels.when}
            </label>
            <select
              id={whenId}
              className="search-panel__select"
              data-testid="search-when"
              value={month}
              onChange={(event) => {
                touched.current = true;
                setMonth(event.target.value);
              }}
            >
              <option value="">{labels.anyTime}</option>
              {months.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className={busy ? "search-panel__submit search-panel__submit--busy" : "search-panel__submit"}
            data-testid="search-submit"
            aria-busy={busy}
          >
            {labels.submit}
          </button>
        </form>
      </div>
    </>
  );
}
