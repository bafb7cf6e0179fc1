// Times in the room, in the member's own time zone (screens §0), in the browser's language.

function formatter(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(undefined, { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat(undefined, options);
  }
}

/** A chat line's time: "9:41 AM". */
export const formatChatTime = (iso: string, timeZone?: string) =>
  formatter({ timeStyle: "short" }, timeZone).format(new Date(iso));

/** The end of a mute: "Mar 10, 2026, 9:41 AM". */
export const formatMuteEnd = (iso: string, timeZone?: string) =>
  formatter({ dateStyle: "medium", timeStyle: "short" }, timeZone).format(new Date(iso));

/** The invite link: the room's address, with the secret token for a private room. */
export function inviteUrl(origin: string, roomId: string, inviteToken: string | null): string {
  const url = new URL(`/live-study/${encodeURIComponent(roomId)}`, origin);
  if (inviteToken) url.searchParams.set("token", inviteToken);
  return url.href;
}
