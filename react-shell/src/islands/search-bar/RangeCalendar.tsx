// The range calendar of the when picker: months from search-core's calendarMonths (7 columns in
// the edition's week order, blank padding cells, past days `old`), rendered as ARIA grids with a
// roving tabindex. Clicks go to the parent, which applies search-core's clickRangeDay.
// useCalendarPaging pages the months, useCalendarDayFocus moves the focus between days, and
// CalendarMonthGrid draws one month.
import type { DateRange, WeekStart } from "@caravan/search-core";
import { useId } from "react";
import type { SearchCore } from "../../lib/searchCore";
import { CalendarMonthGrid } from "./CalendarMonthGrid";
import type { SearchBarLabels } from "./types";
import { useCalendarDayFocus } from "./useCalendarDayFocus";
import { useCalendarPaging } from "./useCalendarPaging";

export interface RangeCalendarProps {
  core: SearchCore;
  today: string;
  weekStart: WeekStart;
  locale: string;
  range: DateRange | undefined;
  labels: Pick<SearchBarLabels, "previousMonth" | "nextMonth">;
  onPick: (date: string) => void;
}

export function RangeCalendar({ core, today, weekStart, locale, range, labels, onPick }: RangeCalendarProps) {
  const id = useId();
  const { offset, setOffset, maxOffset, months, monthsAt } = useCalendarPaging(core, today, weekStart, range);
  const { gridsRef, tabbable, onDayKeyDown, onDayFocus } = useCalendarDayFocus({
    months,
    offset,
    maxOffset,
    monthsAt,
    setOffset,
    rangeStart: range?.dateFrom,
  });

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
          <CalendarMonthGrid
            key={month.label}
            idPrefix={id}
            month={month}
            columns={columns}
            locale={locale}
            today={today}
            range={range}
            tabbable={tabbable}
            onPick={onPick}
            onDayKeyDown={onDayKeyDown}
            onDayFocus={onDayFocus}
          />
        ))}
      </div>
    </div>
  );
}
