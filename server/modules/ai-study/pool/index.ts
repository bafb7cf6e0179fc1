import { br, fps24, gr, ir, sr, tr } from "./floor1";
import { dc, or, qa, qr, st } from "./floor2";
import { bf, hf, lr, nf, pf } from "./floor3";
import { c6, cr, dr, frt, par, prm, trm, tz } from "./floor4";
import { angels3, bl, cec, fe, pr, r66 } from "./floor5";
import { cycles, heavens123, jr, math } from "./floor6";
import { frm, mr, srm } from "./floor7";
import { infinity } from "./floor8";
import type { RoomPools } from "./types";

/** Every room's curated pool (server-only, like the palace's question banks). */
export const roomPools: RoomPools = {
  sr,
  ir,
  "24fps": fps24,
  br,
  tr,
  gr,
  or,
  dc,
  st,
  qr,
  qa,
  nf,
  pf,
  bf,
  hf,
  lr,
  cr,
  dr,
  c6,
  trm,
  tz,
  prm,
  par,
  frt,
  bl,
  pr,
  "3a": angels3,
  fe,
  cec,
  r66,
  "123h": heavens123,
  cycles,
  math,
  jr,
  frm,
  mr,
  srm,
  infinity,
};

export type { PoolExample, RoomPools } from "./types";
