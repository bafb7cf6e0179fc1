// When a memory verse counts as memorized: shared by the verse list (each verse's status) and the Memory Hall
// (memorized counts, the week's newly memorized).
import type { MemoryStatus } from "@common/schemas/bible";
import type { MemoryCardRow } from "./memory.queries";

/** "Memorized" = the card's current review interval is 21 days or more. */
export const MEMORIZED_DAYS = 21;

export function memoryStatus(card: MemoryCardRow | undefined): MemoryStatus {
  if (!card || card.reps === 0) return "new";
  return card.scheduledDays >= MEMORIZED_DAYS ? "memorized" : "learning";
}
