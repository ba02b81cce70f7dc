// Locale formatting with Intl (display only: no search rule here).

/** A `YYYY-MM-DD` day as a Date at UTC midnight; format it with timeZone "UTC". */
export function utcDay(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** Plain "en" is the international edition, which writes dates day first, as its pages do. */
function dateLocale(locale: string | undefined): string | undefined {
  return locale === "en" ? "en-GB" : locale;
}

function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(dateLocale(locale), { ...options, timeZone: "UTC" });
  } catch {
    return new Intl.DateTimeFormat(undefined, { ...options, timeZone: "UTC" });
  }
}

const SHORT_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };

/** "3 mar 2027", "3–10 mar 2027"; an empty string without dates. */
export function formatDateRange(locale: string | undefined, from?: string, to?: string): string {
  const format = dateFormat(locale, SHORT_DATE);
  const start = from ?? to;
  if (!start) return "";
  const end = to ?? start;
  return start === end ? format.format(utcDay(start)) : format.formatRange(utcDay(start), utcDay(end));
}

/** "marzo 2027" for "2027-03". */
export function formatMonth(locale: string, yearMonth: string): string {
  return dateFormat(locale, { month: "long", year: "numeric" }).format(utcDay(`${yearMonth}-01`));
}

/** "lun", "Sun"… */
export function formatWeekday(locale: string, iso: string, width: "short" | "long"): string {
  return dateFormat(locale, { weekday: width }).format(utcDay(iso));
}

/** "lunedì 1 marzo 2027", for a day button's accessible name. */
export function formatFullDate(locale: string, iso: string): string {
  return dateFormat(locale, { dateStyle: "full" }).format(utcDay(iso));
}

/**
 * A count label from a one/other pair ("{count} viaggio" / "{count} viaggi"), chosen with the
 * locale's plural rules; the count is formatted for the locale.
 */
export function countLabel(locale: string, count: number, one: string, other: string): string {
  let category: Intl.LDMLPluralRule = "other";
  let text = String(count);
  try {
    category = new Intl.PluralRules(locale).select(count);
    text = new Intl.NumberFormat(locale).format(count);
  } catch {
    // Unknown locale: "other" and plain digits.
  }
  return (category === "one" ? one : other).replaceAll("{count}", text);
}

/** The page's language (<html lang>), or undefined for the browser's default. */
export function pageLocale(): string | undefined {
  return document.documentElement.lang || undefined;
}
