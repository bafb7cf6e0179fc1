import type { Drill } from "./types";

/** The training drills of the floor-8 rooms. */
export const floor8Drills: readonly Drill[] = [];
