// The drills page's address (screens.md §6.4): `?floor=` for the floor tab, `?room=` for a room's drills and
// `&drill=` for the drill being worked on, so a reload keeps the member's place. Pure functions over
// URLSearchParams, so the page and its tests agree.

const FLOORS = 8;

/** `?floor=` as 1–8, else null (the page opens floor 1). */
export function floorFrom(params: URLSearchParams): number | null {
  const raw = params.get("floor");
  if (!raw || !/^[1-8]$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= FLOORS ? n : null;
}

/** `?room=` when it looks like a room id ("sr", "24fps", "123h"); the server says whether it exists. */
export function roomFrom(params: URLSearchParams): string | null {
  const raw = params.get("room");
  return raw && /^[a-z0-9]{1,20}$/.test(raw) ? raw : null;
}

/** `?drill=` when it looks like a drill id ("sr-03") of the room in the address. */
export function drillFrom(params: URLSearchParams): string | null {
  const raw = params.get("drill");
  const room = roomFrom(params);
  if (!raw || !room || !/^[a-z0-9]{1,12}-\d{2}$/.test(raw)) return null;
  return raw.startsWith(`${room}-`) ? raw : null;
}

export const floorParams = (floor: number) => new URLSearchParams({ floor: String(floor) });

export const roomParams = (roomId: string) => new URLSearchParams({ room: roomId });

export const drillParams = (roomId: string, drillId: string) =>
  new URLSearchParams({ room: roomId, drill: drillId });

/** The room page of the palace, for the room view's link. */
export const palaceRoomPath = (floor: number, roomId: string) =>
  `/palace/floor/${floor}/room/${encodeURIComponent(roomId)}`;
