import type { Room } from "../types";
import { room as room_or } from "./floor2/or";
import { room as room_dc } from "./floor2/dc";
import { room as room_st } from "./floor2/st";
import { room as room_qr } from "./floor2/qr";
import { room as room_qa } from "./floor2/qa";

export const floor2Rooms: Room[] = [room_or, room_dc, room_st, room_qr, room_qa];
