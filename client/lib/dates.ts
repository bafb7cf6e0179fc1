/**
 * Dates as members read them: in their own time zone (screens §0), in the browser's language.
 * An unknown zone (it should not happen: the server validates it) falls back to the browser's.
 */
function formatter(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(undefined, { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat(undefined, options);
  }
}

/** "March 10, 2026" */
export const formatDate = (iso: string, timeZone?: string) =>
  formatter({ dateStyle: "long" }, timeZone).format(new Date(iso));

/** "Tuesday, March 10, 2026" */
export const formatLongDate = (date: Date, timeZone?: string) =>
  formatter({ dateStyle: "full" }, timeZone).format(date);
