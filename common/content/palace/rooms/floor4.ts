import type { Room } from "../types";
import { room as room_cr } from "./floor4/cr";
import { room as room_dr } from "./floor4/dr";
import { room as room_c6 } from "./floor4/c6";
import { room as room_trm } from "./floor4/trm";
import { room as room_tz } from "./floor4/tz";
import { room as room_prm } from "./floor4/prm";
import { room as room_par } from "./floor4/par";
import { room as room_frt } from "./floor4/frt";

export const floor4Rooms: Room[] = [
  room_cr,
  room_dr,
  room_c6,
  room_trm,
  room_tz,
  room_prm,
  room_par,
  room_frt,
];
