import type { SermonDto, SermonGemDto, SermonSummaryDto } from "@common/schemas/sermons";
import type { GemRow, SermonRow } from "./sermons.queries";

export function presentSermonSummary(
  row: Pick<SermonRow, "id" | "title" | "status" | "currentStep" | "updatedAt">,
): SermonSummaryDto {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    currentStep: row.currentStep,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentSermon(row: SermonRow): SermonDto {
  return {
    ...presentSermonSummary(row),
    themePassage: row.themePassage,
    style: row.style,
    audience: row.audience,
    lengthMin: row.lengthMin,
    stones: row.stones,
    bridges: row.bridges,
    structure: row.structure,
    guidance: row.aiGuidance,
    createdAt: row.createdAt.toISOString(),
  };
}

const asText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(" ") : (value ?? "");
const asList = (value: string | string[] | undefined) =>
  Array.isArray(value)
    ? value
    : (value ?? "")
        .split(/\n|;/)
        .map((each) => each.trim())
        .filter(Boolean);

/** A gem card as "Add from my gems" offers it; one without its truth is left out by the caller. */
export function presentGem(row: GemRow): SermonGemDto {
  const payload = row.payload;
  return {
    id: row.id,
    title: row.title || asText(payload.title),
    truth: asText(payload.truth).trim(),
    texts: asList(payload.texts),
  };
}
