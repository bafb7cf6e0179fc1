import type { Room } from "../types";
import { room as room_infinity } from "./floor8/infinity";

export const floor8Rooms: Room[] = [room_infinity];
