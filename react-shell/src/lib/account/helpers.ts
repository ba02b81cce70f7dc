// Small helpers of the account islands: label placeholders.

/** `text` with `{name}` placeholders filled. */
export function fill(text: string, values: Record<string, string | number>): string {
  let result = text;
  for (const [name, value] of Object.entries(values)) result = result.replaceAll(`{${name}}`, String(value));
  return result;
}
