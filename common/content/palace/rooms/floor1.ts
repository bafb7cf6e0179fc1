import type { Room } from "../types";
import { room as room_sr } from "./floor1/sr";
import { room as room_ir } from "./floor1/ir";
import { room as room_24fps } from "./floor1/24fps";
import { room as room_br } from "./floor1/br";
import { room as room_tr } from "./floor1/tr";
import { room as room_gr } from "./floor1/gr";

export const floor1Rooms: Room[] = [room_sr, room_ir, room_24fps, room_br, room_tr, room_gr];
