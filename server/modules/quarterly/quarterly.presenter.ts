import type { WorksheetDto } from "@common/schemas/bible";
import type { WorksheetRow } from "./quarterly.queries";

/** A week without a saved worksheet reads as an empty one (updatedAt null), so the page can autosave into it. */
export function presentWorksheet(week: string, row: WorksheetRow | undefined): WorksheetDto {
  if (!row) return { week, passages: [], rooms: [], answers: {}, notes: "", updatedAt: null };
  return {
    week,
    passages: row.passages,
    rooms: row.rooms,
    answers: row.answers,
    notes: row.notes,
    updatedAt: row.updatedAt.toISOString(),
  };
}
