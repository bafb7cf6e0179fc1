import { floorByNumber } from "@common/content/palace/floors";

type RoomChoice = { tag: string; name: string; floor: number };

/** The palace rooms grouped by floor, in floor order. */
export function roomsByFloor<T extends RoomChoice>(rooms: readonly T[]): Array<[number, T[]]> {
  const groups = new Map<number, T[]>();
  for (const room of rooms) groups.set(room.floor, [...(groups.get(room.floor) ?? []), room]);
  return [...groups.entries()].sort(([a], [b]) => a - b);
}

/** A room select's options: "Choose a room…", then one group per floor ("Floor 5 · …"), each room by name and tag. */
export function PalaceRoomOptions({ rooms }: { rooms: readonly RoomChoice[] }) {
  return (
    <>
      <option value="">Choose a room…</option>
      {roomsByFloor(rooms).map(([floor, group]) => (
        <optgroup
          key={floor}
          label={`Floor ${floor}${floorByNumber(floor) ? ` · ${floorByNumber(floor)?.name}` : ""}`}
        >
          {group.map((room) => (
            <option key={room.tag} value={room.tag}>
              {room.name} ({room.tag})
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
