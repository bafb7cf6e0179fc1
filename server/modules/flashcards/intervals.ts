// The label on a rating button: how long until the card comes back ("1m", "10m", "3h", "4d", "2.5mo", "1.2y"),
// written from the two instants so it matches the schedule the server will store.
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

export function formatInterval(from: Date, to: Date): string {
  const ms = Math.max(0, to.getTime() - from.getTime());
  if (ms < hourMs) return `${Math.max(1, Math.round(ms / minuteMs))}m`;
  if (ms < dayMs) return `${Math.round(ms / hourMs)}h`;
  const days = ms / dayMs;
  if (days < 30) return `${Math.round(days)}d`;
  if (days < 365) return `${oneDecimal(days / 30)}mo`;
  return `${oneDecimal(days / 365)}y`;
}
