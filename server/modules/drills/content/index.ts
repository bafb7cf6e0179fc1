import { floor1Drills } from "./floor1";
import { floor2Drills } from "./floor2";
import { floor3Drills } from "./floor3";
import { floor4Drills } from "./floor4";
import { floor5Drills } from "./floor5";
import { floor6Drills } from "./floor6";
import { floor7Drills } from "./floor7";
import { floor8Drills } from "./floor8";
import type { Drill } from "./types";

/** Every training drill, by floor then room then number. */
export const drills: readonly Drill[] = [
  ...floor1Drills,
  ...floor2Drills,
  ...floor3Drills,
  ...floor4Drills,
  ...floor5Drills,
  ...floor6Drills,
  ...floor7Drills,
  ...floor8Drills,
];
