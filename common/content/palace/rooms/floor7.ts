import type { Room } from "../types";
import { room as room_frm } from "./floor7/frm";
import { room as room_mr } from "./floor7/mr";
import { room as room_srm } from "./floor7/srm";

export const floor7Rooms: Room[] = [room_frm, room_mr, room_srm];
