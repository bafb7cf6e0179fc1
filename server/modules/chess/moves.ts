// The chess service's door to the judge and the bot (judge.ts, bot.ts — both pure): it loads what they read — the
// KJV text and the R2 cross-reference table — once per process, and maps a match row onto their inputs.
import type { ChessChallenge } from "@common/games/chess";
import type { Judgement } from "@common/games/judge/types";
import type { ChessMatchRow } from "@server/db/schema";
import { crossRefs } from "@server/modules/ai/offline/crossrefs";
import type { BibleSource } from "@server/modules/bible/bible-data.types";
import { createRng } from "@server/modules/games/rng";
import { botMove } from "./bot";
import { judgeMove, relatedLookupFrom, verseLookup } from "./judge";

async function readers(bible: BibleSource) {
  const [kjv, refs] = await Promise.all([bible.load("kjv"), crossRefs()]);
  return { verseText: verseLookup(kjv.byKey), related: relatedLookupFrom(refs) };
}

export type ScoredMove =
  | { accepted: false; code: "invalid_reference" | "verse_used"; message: string }
  | { accepted: true; ref: string; score: number; judgement: Judgement; answered: boolean };

/** The deterministic judge of §4.14 on one move (the players' and the bot's alike). */
export async function scoreMove(
  bible: BibleSource,
  move: {
    match: ChessMatchRow;
    ref: string;
    commentary: string;
    challenge: ChessChallenge | null;
    previousRef: string | null;
    usedRefs: readonly string[];
  },
): Promise<ScoredMove> {
  const { verseText, related } = await readers(bible);
  const judged = judgeMove({
    ref: move.ref,
    commentary: move.commentary,
    challenge: move.challenge,
    previousRef: move.previousRef,
    usedRefs: move.usedRefs,
    level: move.match.level,
    verseText,
    related,
  });
  if (!judged.accepted) return judged;
  return {
    accepted: true,
    ref: judged.normalisedRef,
    score: judged.score,
    judgement: judged.judgement,
    answered: judged.answered,
  };
}

/** The bot's move (no AI): a verse answering the open challenge, its commentary and the next challenge. */
export async function chooseBotMove(
  bible: BibleSource,
  turn: {
    match: ChessMatchRow;
    challenge: ChessChallenge | null;
    previousRef: string | null;
    usedRefs: readonly string[];
    lastMove: boolean;
    seed: string;
  },
): Promise<{ ref: string; commentary: string; challenge: ChessChallenge | null }> {
  const { verseText, related } = await readers(bible);
  const move = botMove({
    challenge: turn.challenge,
    previousRef: turn.previousRef,
    usedRefs: turn.usedRefs,
    level: turn.match.botLevel ?? "normal",
    matchLevel: turn.match.level,
    allowedCategories: turn.match.categories,
    rng: createRng(turn.seed),
    lastMove: turn.lastMove,
    verseText,
    related,
  });
  return { ref: move.ref, commentary: move.commentary, challenge: move.nextChallenge };
}
