import type { Drill } from "./types";

/** The training drills of the floor-7 rooms. */
export const floor7Drills: readonly Drill[] = [];
