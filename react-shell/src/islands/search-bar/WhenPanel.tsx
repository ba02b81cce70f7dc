// The when section: a toggle showing the current when, and a picker with two tabs, the labelled
// periods (months, events) and a range calendar. Picking goes through search-core (pickPeriod,
// clickRangeDay, setDates); whether the pick completes the search comes from there too.
import type { SearchSelection, WeekStart } from "@caravan/search-core";
import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { track } from "../../lib/analytics";
import type { SearchCore } from "../../lib/searchCore";
import { isSamePeriod, labelledPeriods, selectedDates, selectedPeriod, whenText } from "./display";
import { RangeCalendar } from "./RangeCalendar";
import type { LabelledPeriod, SearchBarLabels } from "./types";

type Tab = "periods" | "dates";
const TABS: readonly Tab[] = ["periods", "dates"];

export interface WhenPanelProps {
  core: SearchCore;
  selection: SearchSelection;
  expanded: boolean;
  labels: SearchBarLabels;
  locale: string;
  today: string;
  weekStart: WeekStart;
  /** Spec §2: the tabs as pills (the header bar) or a solid segmented control (the search page). */
  tabTheme: "pills" | "solid";
  onToggle: () => void;
  /** A new selection; `completes` when the pick completes the search. */
  onChange: (selection: SearchSelection, completes: boolean) => void;
}

/** The months and holidays to pick from; the chosen one is pressed. */
function PeriodList({ periods, current, onPick }: { periods: LabelledPeriod[]; current: ReturnType<typeof selectedPeriod>; onPick: (labelled: LabelledPeriod) => void }) {
  return (
    <ul className="search-bar__periods">
      {periods.map((labelled) => (
        <li key={`${labelled.period.type}-${labelled.period.name}-${labelled.period.startingDate}`}>
          <button
            type="button"
            className="search-bar__period"
            aria-pressed={current !== undefined && isSamePeriod(current, labelled.period)}
            data-testid={`period-${labelled.period.name}`}
            onClick={() => onPick(labelled)}
          >
            {labelled.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function WhenPanel(props: WhenPanelProps) {
  const { core, selection, expanded, labels } = props;
  const id = useId();
  const popupId = `${id}-popup`;
  const tabId = (tab: Tab) => `${id}-tab-${tab}`;
  const panelId = (tab: Tab) => `${id}-panel-${tab}`;
  const [tab, setTab] = useState<Tab>(() => (selectedDates(selection) ? "dates" : "periods"));

  const periods = useMemo(() => labelledPeriods(core, props.today, labels), [core, props.today, labels]);
  const current = selectedPeriod(selection);
  const range = selectedDates(selection);

  // Spec §7: the period and tab steps of a search are pushed as the visitor takes them.
  const chooseTab = (next: Tab) => {
    if (next === tab) return;
    setTab(next);
    track("new search tab", { section: "searchBar", tab: next });
  };

  const pickPeriod = (labelled: LabelledPeriod) => {
    const next = core.pickPeriod(selection, labelled.period);
    const reset = selectedPeriod(next) === undefined;
    track("new search period", { section: "searchBar", period: reset ? "whenever" : labelled.period.name, periodType: labelled.period.type });
    // Picking completes the search; picking the same period again resets it to whenever.
    props.onChange(next, core.whenCompletesSearch(next));
  };

  const pickDay = (date: string) => {
    const click = core.clickRangeDay(range ?? null, date, props.today);
    if (click.range?.dateFrom && click.range.dateTo) {
      track("new search dates", { section: "searchBar", dateFrom: click.range.dateFrom, dateTo: click.range.dateTo });
    }
    props.onChange(core.setDates(selection, click.range ?? null), click.completes);
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    let next: Tab | undefined;
    if (event.key === "ArrowRight") next = TABS[(index + 1) % TABS.length];
    else if (event.key === "ArrowLeft") next = TABS[(index - 1 + TABS.length) % TABS.length];
    else if (event.key === "Home") next = TABS[0];
    else if (event.key === "End") next = TABS[TABS.length - 1];
    if (!next) return;
    event.preventDefault();
    chooseTab(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div className="search-bar__section search-bar__section--when" data-expanded={expanded}>
      <button
        type="button"
        className="search-bar__toggle"
        aria-expanded={expanded}
        aria-controls={popupId}
        data-testid="search-when"
        onClick={props.onToggle}
      >
        <span className="search-bar__label">{labels.when}</span>
        <span className="search-bar__value">{whenText(selection, labels, props.locale)}</span>
      </button>
      <div id={popupId} className="search-bar__popup search-bar__popup--when" hidden={!expanded}>
        {expanded && (
          <>
            <div role="tablist" aria-label={labels.when} className="search-bar__tabs" data-theme={props.tabTheme}>
              {TABS.map((name) => (
                <button
                  key={name}
                  id={tabId(name)}
                  type="button"
                  role="tab"
                  className="search-bar__tab"
                  aria-selected={tab === name}
                  aria-controls={panelId(name)}
                  tabIndex={tab === name ? 0 : -1}
                  data-testid={`when-tab-${name}`}
                  onClick={() => chooseTab(name)}
                  onKeyDown={onTabKey}
                >
                  {name === "periods" ? labels.periodsTab : labels.datesTab}
                </button>
              ))}
            </div>
            <div role="tabpanel" id={panelId("periods")} aria-labelledby={tabId("periods")} hidden={tab !== "periods"}>
              {tab === "periods" && <PeriodList periods={periods} current={current} onPick={pickPeriod} />}
            </div>
            <div role="tabpanel" id={panelId("dates")} aria-labelledby={tabId("dates")} hidden={tab !== "dates"}>
              {tab === "dates" && (
                <RangeCalendar
                  core={core}
                  today={props.today}
                  weekStart={props.weekStart}
                  locale={props.locale}
                  range={range}
                  labels={labels}
                  onPick={pickDay}
                />
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
