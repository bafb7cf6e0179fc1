// The only way hunt data leaves the server (games.md §4.20): a clue is sent once reached, never with its accepted
// answers; hint 1 and hint 2 only once taken; an explanation only once the clue is solved; the final verse and the
// conclusion only at the end (completed or expired).
import type {
  HuntCardDto,
  HuntCardState,
  HuntClueDto,
  HuntLeaderboardDto,
  HuntPlayDto,
  HuntResultDto,
  SolvedClueDto,
} from "@common/schemas/hunts";
import type { HuntClueState } from "@server/db/schema";
import type { Hunt, HuntClue } from "@server/modules/games/content/adventure-types";
import { cluePlaceholders, clueWorth, HUNT_RULES } from "./hunt-rules";
import type { HuntBoardRow, HuntEditionRow, HuntParticipationRow } from "./hunts.queries";

/** How an edition stands at a moment: today's or the archive, and whether a join now is ranked. */
export interface EditionView {
  isToday: boolean;
  /** A join now would be ranked: today's edition within 24 hours of publishing. */
  rankedNow: boolean;
  /** Today's edition: the end of its ranked window. */
  joinableUntil: Date | null;
}

/** What the member may do, worked out by the service. */
export interface JoinGate {
  canJoin: boolean;
  joinBlocked: "plan" | "closed" | null;
}

/** What the end of a participation shows that the service reads elsewhere (the KJV text, the board). */
export interface EndExtras {
  finalText: string;
  rank: number | null;
}

const clueState = (participation: HuntParticipationRow, n: number): HuntClueState =>
  participation.clues[n - 1] ?? { hintsUsed: 0, wrongTries: 0, answer: null, points: null, solvedAt: null };

export function presentClue(clue: HuntClue, state: HuntClueState): HuntClueDto {
  return {
    n: clue.n,
    type: clue.type,
    text: clue.text,
    placeholder: cluePlaceholders[clue.type],
    hintsUsed: state.hintsUsed,
    hint1: state.hintsUsed >= 1 ? clue.hint1 : null,
    hint2: state.hintsUsed >= 2 ? clue.hint2 : null,
    wrongTries: state.wrongTries,
    worth: clueWorth(state.hintsUsed, state.wrongTries),
  };
}

function presentSolved(hunt: Hunt, participation: HuntParticipationRow): SolvedClueDto[] {
  return hunt.clues.flatMap((clue) => {
    const state = clueState(participation, clue.n);
    if (state.answer === null) return [];
    return [
      {
        n: clue.n,
        type: clue.type,
        text: clue.text,
        answer: state.answer,
        explanation: clue.explanation,
        points: state.points ?? 0,
      },
    ];
  });
}

/** The clue to answer now, or null once the participation has ended. */
export function currentClue(hunt: Hunt, participation: HuntParticipationRow): HuntClueDto | null {
  if (participation.status !== "active" || participation.clueNo === null) return null;
  const clue = hunt.clues[participation.clueNo - 1];
  return clue ? presentClue(clue, clueState(participation, clue.n)) : null;
}

export function presentResult(
  hunt: Hunt,
  participation: HuntParticipationRow,
  extras: EndExtras,
): HuntResultDto | null {
  if (participation.status === "active") return null;
  const completed = participation.status === "completed";
  return {
    status: completed ? "completed" : "expired",
    score: participation.score,
    bonus: participation.bonus,
    elapsedMs: completed ? participation.elapsedMs : null,
    finalRef: hunt.finalRef,
    finalText: extras.finalText,
    conclusion: hunt.conclusion,
    rank: completed && participation.ranked ? extras.rank : null,
    points: participation.pointsAwarded,
    pointsCapped: participation.pointsCapped,
  };
}

export function presentPlay(
  edition: HuntEditionRow,
  hunt: Hunt,
  participation: HuntParticipationRow | null,
  view: EditionView,
  gate: JoinGate,
  extras: EndExtras | null,
  now: Date,
): HuntPlayDto {
  return {
    edition: {
      id: edition.id,
      title: hunt.title,
      category: hunt.category,
      difficulty: hunt.difficulty,
      intro: hunt.intro,
      clueCount: hunt.clues.length,
      ranked: view.rankedNow,
      editionDate: edition.editionDate,
      publishedAt: edition.publishedAt.toISOString(),
      joinableUntil: view.joinableUntil?.toISOString() ?? null,
    },
    participation: participation
      ? {
          status: participation.status,
          ranked: participation.ranked,
          joinedAt: participation.joinedAt.toISOString(),
          deadlineAt: participation.deadlineAt.toISOString(),
          score: participation.score,
          current: currentClue(hunt, participation),
          solved: presentSolved(hunt, participation),
          result: extras ? presentResult(hunt, participation, extras) : null,
        }
      : null,
    canJoin: gate.canJoin,
    joinBlocked: gate.joinBlocked,
    serverNow: now.toISOString(),
  };
}

function cardState(
  hunt: Hunt,
  participation: HuntParticipationRow | undefined,
  view: EditionView,
): HuntCardState {
  if (!participation) return view.isToday && !view.rankedNow ? { kind: "closed" } : { kind: "join" };
  if (participation.status === "completed") return { kind: "result", score: participation.score };
  if (participation.status === "expired") return { kind: "expired" };
  return {
    kind: "continue",
    clueNo: participation.clueNo ?? hunt.clues.length,
    total: hunt.clues.length,
    deadlineAt: participation.deadlineAt.toISOString(),
  };
}

export function presentCard(
  edition: HuntEditionRow,
  hunt: Hunt,
  participation: HuntParticipationRow | undefined,
  view: EditionView,
): HuntCardDto {
  return {
    id: edition.id,
    title: hunt.title,
    category: hunt.category,
    difficulty: hunt.difficulty,
    clueCount: hunt.clues.length,
    introPreview: hunt.intro.slice(0, HUNT_RULES.introPreviewLength).trimEnd(),
    editionDate: edition.editionDate,
    publishedAt: edition.publishedAt.toISOString(),
    ranked: view.rankedNow,
    joinableUntil: view.joinableUntil?.toISOString() ?? null,
    state: cardState(hunt, participation, view),
  };
}

/** Other members appear only through the public profile fields (display name, avatar, level). */
export function presentBoard(
  editionId: string,
  rows: { top: HuntBoardRow[]; me: HuntBoardRow | null },
  userId: string,
): HuntLeaderboardDto {
  return {
    editionId,
    entries: rows.top.map((row) => ({
      rank: row.rank,
      displayName: row.displayName,
      avatarUrl: row.avatarPath,
      level: row.level,
      score: row.score,
      elapsedMs: row.elapsedMs,
      isMe: row.userId === userId,
    })),
    me: rows.me ? { rank: rows.me.rank, score: rows.me.score, elapsedMs: rows.me.elapsedMs } : null,
  };
}
