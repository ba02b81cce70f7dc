// The range calendar of the when picker: months from search-core's calendarMonths (7 columns in
// the edition's week order, blank padding cells, past days `old`), rendered as ARIA grids with a
// roving tabindex. Clicks go to the parent, which applies search-core's clickRangeDay.
import type { CalendarDay, CalendarMonth, DateRange, WeekStart } from "@caravan/search-core";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { formatFullDate, formatMonth, formatWeekday } from "../../lib/format";
import type { SearchCore } from "../../lib/searchCore";
import type { SearchBarLabels } from "./types";

export interface RangeCalendarProps {
  core: SearchCore;
  today: string;
  weekStart: WeekStart;
  locale: string;
  range: DateRange | undefined;
  labels: Pick<SearchBarLabels, "previousMonth" | "nextMonth">;
  onPick: (date: string) => void;
}

const STEPS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

function daysOf(months: CalendarMonth[]): CalendarDay[] {
  return months.flatMap((month) => month.weeks.flat().filter((day): day is CalendarDay => day !== undefined && day !== null));
}

export function RangeCalendar({ core, today, weekStart, locale, range, labels, onPick }: RangeCalendarProps) {
  const id = useId();
  const { shown, firstDays } = useMemo(() => {
    const constants = core.constants();
    // The first day of each month the calendar can show, from this month on.
    const starts = core.monthPeriods(today, constants.calendarFilterModeMonths).map((period) => period.startingDate);
    return { shown: constants.calendarMonths, firstDays: starts };
  }, [core, today]);
  const maxOffset = Math.max(0, firstDays.length - shown);

  const [offset, setOffset] = useState(() => {
    const from = range?.dateFrom ?? range?.dateTo;
    const index = from ? firstDays.findIndex((first) => first.slice(0, 7) === from.slice(0, 7)) : -1;
    return Math.min(Math.max(index, 0), maxOffset);
  });
  const monthsAt = (at: number) => core.calendarMonths(today, firstDays[at] ?? today, shown, weekStart, []);
  const months = useMemo(
    () => core.calendarMonths(today, firstDays[offset] ?? today, shown, weekStart, []),
    [core, today, firstDays, offset, shown, weekStart],
  );
  const days = daysOf(months);

  const [focusDate, setFocusDate] = useState<string | undefined>(undefined);
  const focusRequested = useRef(false);
  const gridsRef = useRef<HTMLDivElement>(null);

  const selectable = (date: string | undefined) => days.find((day) => day.date === date && !day.old)?.date;
  const tabbable = selectable(focusDate) ?? selectable(range?.dateFrom) ?? days.find((day) => !day.old)?.date;

  useEffect(() => {
    if (!focusRequested.current || !focusDate) return;
    focusRequested.current = false;
    gridsRef.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const step = STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    let at = offset;
    let list = days;
    let index = list.findIndex((day) => day.date === date) + step;
    if (index < 0 || index >= list.length) {
      // Past the shown months: slide by one month; the current day stays in view.
      at = offset + (step > 0 ? 1 : -1);
      if (at < 0 || at > maxOffset) return;
      list = daysOf(monthsAt(at));
      index = list.findIndex((day) => day.date === date) + step;
    }
    const target = list[index];
    if (!target || target.old) return;
    focusRequested.current = true;
    setOffset(at);
    setFocusDate(target.date);
  };

  const from = range?.dateFrom;
  const to = range?.dateTo;
  const firstMonth = months[0];
  // Column headers from the grid's own dates, so their order is the week start's.
  const columns = [0, 1, 2, 3, 4, 5, 6].map((column) => firstMonth?.weeks.find((week) => week[column])?.[column]?.date);

  return (
    <div className="range-calendar">
      <div className="range-calendar__nav">
        <button
          type="button"
          className="range-calendar__arrow"
          data-testid="calendar-previous"
          disabled={offset === 0}
          onClick={() => setOffset(Math.max(0, offset - 1))}
        >
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{labels.previousMonth}</span>
        </button>
        <button
          type="button"
          className="range-calendar__arrow"
          data-testid="calendar-next"
          disabled={offset >= maxOffset}
          onClick={() => setOffset(Math.min(maxOffset, offset + 1))}
        >
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{labels.nextMonth}</span>
        </button>
      </div>
      <div className="range-calendar__months" ref={gridsRef}>
        {months.map((month) => (
          <div className="range-calendar__month" key={month.label}>
            <h3 className="range-calendar__title" id={`${id}-${month.label}`}>
              {formatMonth(locale, month.label)}
            </h3>
            <table role="grid" className="range-calendar__grid" aria-labelledby={`${id}-${month.label}`}>
              <thead>
                <tr role="row">
                  {columns.map((date, column) => (
                    <th key={column} role="columnheader" scope="col" abbr={date ? formatWeekday(locale, date, "long") : undefined}>
                      {date ? formatWeekday(locale, date, "short") : ""}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {month.weeks.map((week, row) => (
                  <tr role="row" key={row}>
                    {week.map((day, column) => {
                      if (!day) return <td key={column} role="gridcell" aria-disabled="true" className="range-calendar__blank" />;
                      const edge = day.date === from || day.date === to;
                      const inside = from !== undefined && to !== undefined && day.date > from && day.date < to;
                      const classes = ["range-calendar__day"];
                      if (edge) classes.push("range-calendar__day--edge");
                      if (inside) classes.push("range-calendar__day--inside");
                      if (day.date === today) classes.push("range-calendar__day--today");
                      return (
                        <td key={column} role="gridcell" aria-selected={edge || inside} aria-disabled={day.old || undefined}>
                          <button
                            type="button"
                            className={classes.join(" ")}
                            tabIndex={day.date === tabbable ? 0 : -1}
                            disabled={day.old}
                            aria-label={formatFullDate(locale, day.date)}
                            aria-current={day.date === today ? "date" : undefined}
                            data-date={day.date}
                            data-testid={`day-${day.date}`}
                            onClick={() => onPick(day.date)}
                            onKeyDown={(event) => onKeyDown(event, day.date)}
                            onFocus={() => setFocusDate(day.date)}
                          >
                            {day.day}
                          </button>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </div>
  );
}
