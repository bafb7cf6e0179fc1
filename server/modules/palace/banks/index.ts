// Every room's question bank, by room id. Server-only.
import type { RoomId } from "@common/content/palace/types";
import type { BankItem } from "./types";
import { bank as room_sr } from "./sr";
import { bank as room_ir } from "./ir";
import { bank as room_24fps } from "./24fps";
import { bank as room_br } from "./br";
import { bank as room_tr } from "./tr";
import { bank as room_gr } from "./gr";
import { bank as room_or } from "./or";
import { bank as room_dc } from "./dc";
import { bank as room_st } from "./st";
import { bank as room_qr } from "./qr";
import { bank as room_qa } from "./qa";
import { bank as room_nf } from "./nf";
import { bank as room_pf } from "./pf";
import { bank as room_bf } from "./bf";
import { bank as room_hf } from "./hf";
import { bank as room_lr } from "./lr";
import { bank as room_cr } from "./cr";
import { bank as room_dr } from "./dr";
import { bank as room_c6 } from "./c6";
import { bank as room_trm } from "./trm";
import { bank as room_tz } from "./tz";
import { bank as room_prm } from "./prm";
import { bank as room_par } from "./par";
import { bank as room_frt } from "./frt";
import { bank as room_bl } from "./bl";
import { bank as room_pr } from "./pr";
import { bank as room_3a } from "./3a";
import { bank as room_fe } from "./fe";
import { bank as room_cec } from "./cec";
import { bank as room_r66 } from "./r66";
import { bank as room_123h } from "./123h";
import { bank as room_cycles } from "./cycles";
import { bank as room_math } from "./math";
import { bank as room_jr } from "./jr";
import { bank as room_frm } from "./frm";
import { bank as room_mr } from "./mr";
import { bank as room_srm } from "./srm";
import { bank as room_infinity } from "./infinity";

export const banks: Record<RoomId, BankItem[]> = {
  sr: room_sr,
  ir: room_ir,
  "24fps": room_24fps,
  br: room_br,
  tr: room_tr,
  gr: room_gr,
  or: room_or,
  dc: room_dc,
  st: room_st,
  qr: room_qr,
  qa: room_qa,
  nf: room_nf,
  pf: room_pf,
  bf: room_bf,
  hf: room_hf,
  lr: room_lr,
  cr: room_cr,
  dr: room_dr,
  c6: room_c6,
  trm: room_trm,
  tz: room_tz,
  prm: room_prm,
  par: room_par,
  frt: room_frt,
  bl: room_bl,
  pr: room_pr,
  "3a": room_3a,
  fe: room_fe,
  cec: room_cec,
  r66: room_r66,
  "123h": room_123h,
  cycles: room_cycles,
  math: room_math,
  jr: room_jr,
  frm: room_frm,
  mr: room_mr,
  srm: room_srm,
  infinity: room_infinity,
};
