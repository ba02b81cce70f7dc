// Month periods as the search bar's "when" select offers them ("2027-03") and as the
// search filters carry them (dateFrom/dateTo, inclusive, YYYY-MM-DD).

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export interface DateRange {
  dateFrom: string;
  dateTo: string;
}

function lastDayOfMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "2027-02" → { dateFrom: "2027-02-01", dateTo: "2027-02-28" }; undefined for anything else. */
export function monthRange(month: string): DateRange | undefined {
  const match = MONTH.exec(month);
  if (!match) return undefined;
  const [, year, mm] = match as unknown as [string, string, string];
  const last = lastDayOfMonth(Number(year), Number(mm));
  return { dateFrom: `${year}-${mm}-01`, dateTo: `${year}-${mm}-${String(last).padStart(2, "0")}` };
}

/** The month a range covers exactly (first to last day), or undefined. */
export function monthOfRange(dateFrom: string | undefined, dateTo: string | undefined): string | undefined {
  if (!dateFrom || !dateTo) return undefined;
  const month = dateFrom.slice(0, 7);
  const range = monthRange(month);
  return range && range.dateFrom === dateFrom && range.dateTo === dateTo ? month : undefined;
}
