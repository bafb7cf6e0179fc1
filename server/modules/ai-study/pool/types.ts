import type { RoomId } from "@common/content/palace/types";

/*
 * The room assistant's curated pool (ai.md §3.12, §2.4): for every room, verses with the room's method applied step
 * by step, in our own words. Example serves them as they are; Practice turns each into questions, hints and a model
 * answer. Verse text is never stored here: the server quotes the KJV when it serves an item.
 */

export type PoolExample = {
  /** The verse the method is applied to (one verse or a short range the reference parser reads). */
  ref: string;
  /** One line per method step of the room, in the room's order: the step applied to this verse. */
  steps: readonly string[];
  /** Two or three things the worked example shows. */
  insights: readonly string[];
  /** One sentence to carry away. */
  takeaway: string;
};

export type RoomPools = Readonly<Record<RoomId, readonly PoolExample[]>>;
