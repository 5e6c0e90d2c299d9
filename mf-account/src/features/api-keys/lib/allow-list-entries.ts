/** What the person typed into the allow-list box: entries on lines or between commas. */
export function allowListEntries(typed: string): string[] {
  return typed
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
