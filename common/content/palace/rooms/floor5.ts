import type { Room } from "../types";
import { room as room_bl } from "./floor5/bl";
import { room as room_pr } from "./floor5/pr";
import { room as room_3a } from "./floor5/3a";
import { room as room_fe } from "./floor5/fe";
import { room as room_cec } from "./floor5/cec";
import { room as room_r66 } from "./floor5/r66";

export const floor5Rooms: Room[] = [room_bl, room_pr, room_3a, room_fe, room_cec, room_r66];
