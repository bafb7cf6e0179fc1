import type { Room } from "../types";
import { room as room_nf } from "./floor3/nf";
import { room as room_pf } from "./floor3/pf";
import { room as room_bf } from "./floor3/bf";
import { room as room_hf } from "./floor3/hf";
import { room as room_lr } from "./floor3/lr";

export const floor3Rooms: Room[] = [room_nf, room_pf, room_bf, room_hf, room_lr];
