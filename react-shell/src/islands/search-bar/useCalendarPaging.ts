// Month paging of the range calendar: which of the months the calendar can show (from this month
// on) are shown, starting at `offset`; it opens on the month of the range's start.
import type { DateRange, WeekStart } from "@caravan/search-core";
import { useMemo, useState } from "react";
import type { SearchCore } from "../../lib/searchCore";

export function useCalendarPaging(core: SearchCore, today: string, weekStart: WeekStart, range: DateRange | undefined) {
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
  /** The months shown at another offset (for moving the focus past the shown ones). */
  const monthsAt = (at: number) => core.calendarMonths(today, firstDays[at] ?? today, shown, weekStart, []);
  const months = useMemo(
    () => core.calendarMonths(today, firstDays[offset] ?? today, shown, weekStart, []),
    [core, today, firstDays, offset, shown, weekStart],
  );

  return { offset, setOffset, maxOffset, months, monthsAt };
}
