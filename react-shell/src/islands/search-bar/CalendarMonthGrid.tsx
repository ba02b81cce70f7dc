// One month of the range calendar: its title and an ARIA grid of its weeks (7 columns in the
// edition's week order, blank padding cells, past days disabled), the range's ends and the days
// between them marked.
import type { CalendarDay, CalendarMonth, DateRange } from "@caravan/search-core";
import type { KeyboardEvent } from "react";
import { formatFullDate, formatMonth, formatWeekday } from "../../lib/format";

export interface CalendarMonthGridProps {
  /** Prefix of the element ids (the month title labels its grid). */
  idPrefix: string;
  month: CalendarMonth;
  /** A date of each column, for the weekday headers (undefined where no week has one). */
  columns: (string | undefined)[];
  locale: string;
  today: string;
  range: DateRange | undefined;
  /** The one day in the tab order (roving tabindex). */
  tabbable: string | undefined;
  onPick: (date: string) => void;
  onDayKeyDown: (event: KeyboardEvent<HTMLButtonElement>, date: string) => void;
  onDayFocus: (date: string) => void;
}

type DayCellProps = Omit<CalendarMonthGridProps, "idPrefix" | "month" | "columns"> & { day: CalendarDay };

function DayCell({ day, locale, today, range, tabbable, onPick, onDayKeyDown, onDayFocus }: DayCellProps) {
  const from = range?.dateFrom;
  const to = range?.dateTo;
  const edge = day.date === from || day.date === to;
  const inside = from !== undefined && to !== undefined && day.date > from && day.date < to;
  const classes = ["range-calendar__day"];
  if (edge) classes.push("range-calendar__day--edge");
  if (inside) classes.push("range-calendar__day--inside");
  if (day.date === today) classes.push("range-calendar__day--today");
  return (
    <td role="gridcell" aria-selected={edge || inside} aria-disabled={day.old || undefined}>
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
        onKeyDown={(event) => onDayKeyDown(event, day.date)}
        onFocus={() => onDayFocus(day.date)}
      >
        {day.day}
      </button>
    </td>
  );
}

export function CalendarMonthGrid({ idPrefix, month, columns, ...dayProps }: CalendarMonthGridProps) {
  const { locale } = dayProps;
  const titleId = `${idPrefix}-${month.label}`;
  return (
    <div className="range-calendar__month">
      <h3 className="range-calendar__title" id={titleId}>
        {formatMonth(locale, month.label)}
      </h3>
      <table role="grid" className="range-calendar__grid" aria-labelledby={titleId}>
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
              {week.map((day, column) =>
                day ? (
                  <DayCell key={column} day={day} {...dayProps} />
                ) : (
                  <td key={column} role="gridcell" aria-disabled="true" className="range-calendar__blank" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
