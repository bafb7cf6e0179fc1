import type { Drill } from "./types";

/** The training drills of the floor-6 rooms. */
export const floor6Drills: readonly Drill[] = [];
