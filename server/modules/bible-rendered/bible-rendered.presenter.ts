import { bibleBlocks } from "@common/content/palace/reference/bibleBlocks";
import type {
  BlockDrillDto,
  BlockDrillQuestionDto,
  BlockDrillResultDto,
  BlockLegendDto,
} from "@common/schemas/bible";
import type { DrillRow, LegendRow } from "./bible-rendered.queries";

type DrillQuestion = DrillRow["questions"][number];

/** The block's chapters ("Gen 1–24"); "Block n" for a number the reference does not know. */
export function blockLabel(blockNo: number): string {
  return bibleBlocks[blockNo - 1]?.label ?? `Block ${blockNo}`;
}

export function presentBlock(row: LegendRow): BlockLegendDto["blocks"][number] {
  return {
    number: row.blockNo,
    glyph: row.glyph,
    rationale: row.rationale,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentLegend(rows: LegendRow[]): BlockLegendDto {
  return { blocks: rows.map(presentBlock) };
}

/**
 * A drill question as the member sees it: never its key. A "which block?" question shows the glyph and the
 * options; a "which glyph?" question shows the block, not the glyph (that is the answer).
 */
export function presentQuestion(
  question: DrillQuestion,
  legend: ReadonlyMap<number, LegendRow>,
): BlockDrillQuestionDto {
  if (question.kind === "block") {
    return {
      kind: "block",
      prompt: "Which block has this glyph?",
      glyph: legend.get(question.blockNo)?.glyph ?? question.answer,
      options: (question.options ?? []).map((number) => ({
        number,
        label: `Block ${number} · ${blockLabel(number)}`,
      })),
    };
  }
  return {
    kind: "glyph",
    prompt: `Which glyph did you give block ${question.blockNo}?`,
    block: question.blockNo,
    label: blockLabel(question.blockNo),
  };
}

export function presentDrill(drill: DrillRow, legend: ReadonlyMap<number, LegendRow>): BlockDrillDto {
  return {
    drillId: drill.id,
    expiresAt: drill.expiresAt.toISOString(),
    questions: drill.questions.map((question) => presentQuestion(question, legend)),
  };
}

/** After submitting, each question's right answer is shown: the block by number and name, or the glyph. */
export function presentDrillItem(
  question: DrillQuestion,
  correct: boolean,
): BlockDrillResultDto["items"][number] {
  return {
    correct,
    answer:
      question.kind === "block"
        ? `Block ${question.blockNo} · ${blockLabel(question.blockNo)}`
        : question.answer,
  };
}
