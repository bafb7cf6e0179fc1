import type { Room } from "../types";
import { room as room_123h } from "./floor6/123h";
import { room as room_cycles } from "./floor6/cycles";
import { room as room_math } from "./floor6/math";
import { room as room_jr } from "./floor6/jr";

export const floor6Rooms: Room[] = [room_123h, room_cycles, room_math, room_jr];
