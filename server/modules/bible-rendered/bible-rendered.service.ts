// Bible Rendered (screens §5.5): the member's glyph per 24-chapter block, and the recall drill drawn from that
// legend. The drill's keys stay on the server; a submitted drill is recorded as a palace drill attempt of the
// `br` room and earns drill XP through the palace XP service (same caps as any drill).
import { countSentences } from "@common/content/palace/judge/text";
import { bibleBlocks } from "@common/content/palace/reference/bibleBlocks";
import { PALACE_CONTENT_VERSION } from "@common/content/palace/version";
import { DRILL } from "@common/domain/palace-mastery";
import {
  BLOCK_DRILL_QUESTIONS,
  type BlockDrillDto,
  type BlockDrillResultDto,
  type BlockLegendDto,
} from "@common/schemas/bible";
import type { ActorContext } from "@server/http/context";
import { conflict, notFound, validationFailed } from "@server/http/errors";
import { shuffle } from "../palace/grading";
import { insertAttempt } from "../palace/palace.queries";
import { awardXp, drillGrants } from "../palace/xp.service";
import { presentBlock, presentDrill, presentDrillItem, presentLegend } from "./bible-rendered.presenter";
import {
  deleteBlock,
  type DrillRow,
  findOwnDrill,
  insertDrill,
  legendOf,
  updateDrill,
  upsertBlock,
} from "./bible-rendered.queries";

const BR_ROOM = "br";
const DRILL_MINUTES = 10;
const SUBMIT_GRACE_MS = 5_000;
const OPTIONS = 4;

type Question = DrillRow["questions"][number];

/** Glyphs compare without case, surrounding spaces or Unicode form differences. */
function sameGlyph(a: string, b: string): boolean {
  return a.normalize("NFC").trim().toLowerCase() === b.normalize("NFC").trim().toLowerCase();
}

/** GET /api/bible-rendered/legend */
export async function getLegend(ctx: ActorContext): Promise<BlockLegendDto> {
  return presentLegend(await legendOf(ctx.db, ctx.actor.userId));
}

/** PUT /api/bible-rendered/blocks/:n — one or two sentences of rationale. */
export async function saveBlock(
  ctx: ActorContext,
  blockNo: number,
  input: { glyph: string; rationale: string },
): Promise<BlockLegendDto["blocks"][number]> {
  if (countSentences(input.rationale) > 2) throw validationFailed("Keep the rationale to two sentences");
  const row = await upsertBlock(ctx.db, {
    userId: ctx.actor.userId,
    blockNo,
    glyph: input.glyph,
    rationale: input.rationale,
    updatedAt: ctx.clock.now(),
  });
  return presentBlock(row);
}

/** DELETE /api/bible-rendered/blocks/:n */
export async function removeBlock(ctx: ActorContext, blockNo: number): Promise<void> {
  if (!(await deleteBlock(ctx.db, ctx.actor.userId, blockNo))) throw notFound("glyph");
}

/** POST /api/bible-rendered/drill — 10 questions from the member's legend (at least 10 glyphs), both directions. */
export async function startDrill(ctx: ActorContext): Promise<BlockDrillDto> {
  const rows = await legendOf(ctx.db, ctx.actor.userId);
  if (rows.length < BLOCK_DRILL_QUESTIONS)
    throw conflict("not_enough_glyphs", "Choose at least 10 glyphs to start the drill");
  const legend = new Map(rows.map((row) => [row.blockNo, row]));
  const picked = shuffle(rows).slice(0, BLOCK_DRILL_QUESTIONS);
  const questions: Question[] = picked.map((row, index) => {
    // Half of each kind, in a shuffled order below.
    if (index % 2 === 0) {
      // Distractors never share the glyph (the question would have two right answers).
      const others = shuffle(
        bibleBlocks
          .map((block) => block.number)
          .filter((n) => n !== row.blockNo && !sameGlyph(legend.get(n)?.glyph ?? "", row.glyph)),
      );
      return {
        kind: "block",
        blockNo: row.blockNo,
        options: shuffle([row.blockNo, ...others.slice(0, OPTIONS - 1)]),
        answer: String(row.blockNo),
      };
    }
    return { kind: "glyph", blockNo: row.blockNo, answer: row.glyph };
  });
  const ordered = shuffle(questions);
  const now = ctx.clock.now();
  const drill = await insertDrill(ctx.db, {
    userId: ctx.actor.userId,
    questions: ordered,
    startedAt: now,
    expiresAt: new Date(now.getTime() + DRILL_MINUTES * 60_000),
  });
  return presentDrill(drill, legend);
}

function judge(question: Question, answer: unknown): boolean {
  if (question.kind === "block") return typeof answer === "number" && answer === question.blockNo;
  return typeof answer === "string" && answer.trim() !== "" && sameGlyph(answer, question.answer);
}

/**
 * POST /api/bible-rendered/drill/:id/submit — the owner only, once. Late answers (past the time plus a short
 * grace) score nothing. Recorded as an assessment attempt (room `br`, kind `drill`) with drill XP.
 */
export async function submitDrill(
  ctx: ActorContext,
  id: string,
  input: { answers: (number | string | null)[] },
): Promise<BlockDrillResultDto> {
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const drill = await findOwnDrill(tx, userId, id, true);
    if (!drill) throw notFound("drill");
    if (drill.submittedAt !== null)
      throw conflict("already_submitted", "This drill has already been submitted.");
    const expired = now.getTime() > drill.expiresAt.getTime() + SUBMIT_GRACE_MS;
    const items = drill.questions.map((question, index) =>
      presentDrillItem(question, !expired && judge(question, input.answers[index])),
    );
    const score = items.filter((item) => item.correct).length;
    const maxScore = drill.questions.length;
    const pct = Math.round((100 * score) / maxScore);
    const durationS = Math.max(0, Math.floor((now.getTime() - drill.startedAt.getTime()) / 1000));
    const attempt = await insertAttempt(tx, {
      userId,
      roomId: BR_ROOM,
      kind: "drill",
      itemIds: drill.questions.map((question) => `legend:${question.kind}:${question.blockNo}`),
      answers: { legend: expired ? [] : input.answers },
      score,
      maxScore,
      pct,
      durationS,
      verdict: pct >= DRILL.speedBonusPct ? "pass" : "fail",
      contentVersion: PALACE_CONTENT_VERSION,
      startedAt: drill.startedAt,
      expiresAt: drill.expiresAt,
      submittedAt: now,
    });
    await updateDrill(tx, drill.id, { submittedAt: now, score, attemptId: attempt.id });
    const fast = !expired && durationS <= maxScore * DRILL.secondsPerItem && pct >= DRILL.speedBonusPct;
    const { award } = await awardXp(tx, {
      userId,
      roomId: BR_ROOM,
      now,
      grants: drillGrants(attempt.id, score, maxScore, fast),
      patch: (row) => ({
        drillsTaken: row.drillsTaken + 1,
        bestDrillPct: Math.max(row.bestDrillPct ?? 0, pct),
      }),
    });
    return { score, maxScore, expired, items, xpAwarded: award.xpAwarded };
  });
}
