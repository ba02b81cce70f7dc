// The roving tabindex of the range calendar's days: one selectable day is tabbable (the focused
// one, else the range's start, else the first selectable day); the arrow keys move the focus by a
// day or a week, and past the shown months slide them by one month.
import type { CalendarDay, CalendarMonth } from "@caravan/search-core";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";

const STEPS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** The days of `months` in order, without the padding cells. */
function daysOf(months: CalendarMonth[]): CalendarDay[] {
  return months.flatMap((month) => month.weeks.flat().filter((day): day is CalendarDay => day !== undefined && day !== null));
}

export interface CalendarDayFocusOptions {
  /** The shown months, from useCalendarPaging, and what pages them. */
  months: CalendarMonth[];
  offset: number;
  maxOffset: number;
  monthsAt: (offset: number) => CalendarMonth[];
  setOffset: (offset: number) => void;
  /** The range's first day: tabbable while no day has had the focus. */
  rangeStart: string | undefined;
}

export function useCalendarDayFocus({ months, offset, maxOffset, monthsAt, setOffset, rangeStart }: CalendarDayFocusOptions) {
  const days = daysOf(months);
  const [focusDate, setFocusDate] = useState<string | undefined>(undefined);
  const focusRequested = useRef(false);
  const gridsRef = useRef<HTMLDivElement>(null);

  const selectable = (date: string | undefined) => days.find((day) => day.date === date && !day.old)?.date;
  const tabbable = selectable(focusDate) ?? selectable(rangeStart) ?? days.find((day) => !day.old)?.date;

  // A day reached by the keyboard takes the focus once it is rendered (maybe in another month).
  useEffect(() => {
    if (!focusRequested.current || !focusDate) return;
    focusRequested.current = false;
    gridsRef.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`)?.focus();
  });

  const onDayKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
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

  return { gridsRef, tabbable, onDayKeyDown, onDayFocus: setFocusDate };
}
