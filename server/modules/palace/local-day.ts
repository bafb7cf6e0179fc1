// "Day" for the palace's daily caps is the member's local calendar day (profile time zone; UTC if unset or
// unknown) — palace.md §4.6.
const dayMs = 24 * 60 * 60 * 1000;

function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The zone if the runtime knows it, else UTC (an unset or unknown profile zone). */
export function safeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return "UTC";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
}

/** The instant the member's local day containing `now` began. */
export function localDayStart(now: Date, timeZone: string | null | undefined): Date {
  const zone = safeZone(timeZone);
  const offset = zoneOffsetMs(now, zone);
  const local = new Date(now.getTime() + offset);
  const localMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  // The offset at midnight can differ from now's (a daylight-saving change during the day).
  const guess = new Date(localMidnight - offset);
  return new Date(localMidnight - zoneOffsetMs(guess, zone));
}

/** The instant the member's next local day begins. */
export function nextLocalDayStart(now: Date, timeZone: string | null | undefined): Date {
  return localDayStart(
    new Date(localDayStart(now, timeZone).getTime() + dayMs + 3 * 60 * 60 * 1000),
    timeZone,
  );
}
