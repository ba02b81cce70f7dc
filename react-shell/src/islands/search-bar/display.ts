// What the bar shows for a selection. Display only: every change of the selection goes through
// search-core; these read the selection's shape to print it.
import type { DateRange, SearchPeriod, SearchSelection, Where } from "@caravan/search-core";
import { formatDateRange } from "../../lib/format";
import type { SearchCore } from "../../lib/searchCore";
import type { LabelledPeriod, SearchBarLabels } from "./types";

/** The text the where box shows for a selection it did not type itself. */
export function whereText(where: Where): string {
  if (where === "anywhere") return "";
  if ("text" in where) return where.text;
  if ("destination" in where) return where.destination.name;
  return where.continents.map((continent) => continent.name).join(", ");
}

/** The typed text the suggestions are for ("" when the where box is not in free-text mode). */
export function typedText(where: Where): string {
  return where !== "anywhere" && "text" in where ? where.text : "";
}

export function isSamePeriod(a: SearchPeriod, b: SearchPeriod): boolean {
  return (
    a.name === b.name &&
    a.type === b.type &&
    a.year === b.year &&
    a.startingDate === b.startingDate &&
    a.endingDate === b.endingDate
  );
}

export function selectedPeriod(selection: SearchSelection): SearchPeriod | undefined {
  return selection.when !== "whenever" && "period" in selection.when ? selection.when.period : undefined;
}

export function selectedDates(selection: SearchSelection): DateRange | undefined {
  return selection.when !== "whenever" && "dates" in selection.when ? selection.when.dates : undefined;
}

/** A period's label: a month as "{name} {year}" (as the server's pages write it), a holiday as its label with its year; undefined when the labels do not name it. */
export function periodLabel(period: SearchPeriod, labels: SearchBarLabels): string | undefined {
  if (period.type === "month") {
    const name = labels.months[Number(period.name.slice(5, 7)) - 1];
    return name === undefined ? undefined : `${name} ${period.year}`;
  }
  return labels.holidays[period.name]?.replace("{year}", String(period.year));
}

/**
 * The periods tab: the months and holidays search-core lists from `today`, each with its label
 * from the edition's shared labels (one they do not name is not offered).
 */
export function labelledPeriods(core: SearchCore, today: string, labels: SearchBarLabels): LabelledPeriod[] {
  const periods = [...core.monthPeriods(today, core.constants().pickerMonths), ...core.holidayPeriods(today)];
  return periods.flatMap((period) => {
    const label = periodLabel(period, labels);
    return label === undefined ? [] : [{ period, label }];
  });
}

/** "Quando vuoi", "marzo 2027", "3–10 mar 2027". */
export function whenText(selection: SearchSelection, labels: SearchBarLabels, locale: string): string {
  const period = selectedPeriod(selection);
  if (period) return periodLabel(period, labels) ?? period.name;
  const dates = selectedDates(selection);
  if (dates) return formatDateRange(locale, dates.dateFrom, dates.dateTo) || labels.whenever;
  return labels.whenever;
}
