// Training drills (screens.md §6.4): the floors and rooms with each member's progress, a room's ten drill cards, one
// drill to work on, and attempts judged on the server by the drill's deterministic rubric. Every attempt is kept;
// the first pass of a drill earns 5 account points and its first perfect score 5 more, once each (dedupe keys, in
// the attempt's transaction). Free members drill the rooms of floors 1–2; other rooms answer 402 plan_required.
import { floors } from "@common/content/palace/floors";
import { roomById } from "@common/content/palace/index";
import { overviewOf, overviewsOnFloor, resolveRoomId } from "@common/content/palace/overview";
import type { Room, RoomId, RoomOverview } from "@common/content/palace/types";
import { inclusion, planOrder, planRequiredMessage } from "@common/policies/entitlements";
import {
  DRILL_PASS_POINTS,
  DRILL_PERFECT_POINTS,
  FREE_DRILL_FLOORS,
  type DrillAttemptInput,
  type DrillDto,
  type DrillLock,
  type DrillResultDto,
  type DrillRoomDto,
  type DrillsOverviewDto,
} from "@common/schemas/drills";
import type { ActorContext } from "@server/http/context";
import { notFound, paymentRequired } from "@server/http/errors";
import { loadActorAccess, type ActorAccess } from "@server/modules/access/access.service";
import { recordStudy } from "@server/modules/achievements/activity";
import { awardPoints } from "@server/modules/points/points.queries";
import { drills as allDrills } from "./content/index";
import type { Drill } from "./content/types";
import { insertAttempt, listStandings, type DrillStanding } from "./drills.queries";
import {
  presentDrill,
  presentDrillRoom,
  presentFloor,
  presentResult,
  presentRoomSummary,
} from "./drills.presenter";
import { DRILL_MAX_SCORE, DRILL_PASS_SCORE, drillTextOf, scoreResponse } from "./rubric";

const FEATURE = "practice.drills" as const;

/** The drill bank, looked up by id and by room (numbered order within a room). */
function indexBank(bank: readonly Drill[]) {
  const byId = new Map(bank.map((drill) => [drill.id, drill]));
  const byRoom = new Map<string, Drill[]>();
  for (const drill of bank) byRoom.set(drill.roomId, [...(byRoom.get(drill.roomId) ?? []), drill]);
  for (const list of byRoom.values()) list.sort((a, b) => a.number - b.number);
  return { byId, byRoom };
}

const bank = indexBank(allDrills);
const drillsOfRoom = (roomId: string): readonly Drill[] => bank.byRoom.get(roomId) ?? [];

/** The plans that open every room: the paid ones (free's scope is floors 1–2). */
const plansOpeningAllRooms = () =>
  planOrder.filter((plan) => {
    const cell = inclusion({ plan }, FEATURE);
    return cell.access === "full" && !cell.limit;
  });

/** Whether the member's plan opens this floor's rooms: a paid plan (or an admin) every room, free floors 1–2. */
export function roomOpen(access: ActorAccess, floor: number): boolean {
  const cell = inclusion(access.access, FEATURE, { isAdmin: access.isAdmin });
  if (cell.access === "none") return false;
  if (cell.limit?.kind === "scope") return floor <= FREE_DRILL_FLOORS;
  return true;
}

function lockOf(access: ActorAccess, floor: number): DrillLock {
  return roomOpen(access, floor) ? null : { reason: "plan", feature: FEATURE, plans: plansOpeningAllRooms() };
}

function assertRoomOpen(access: ActorAccess, room: Pick<RoomOverview, "floor">) {
  if (roomOpen(access, room.floor)) return;
  throw paymentRequired(planRequiredMessage(FEATURE), { feature: FEATURE, plans: plansOpeningAllRooms() });
}

function findRoom(id: string): Room {
  const roomId = resolveRoomId(id);
  if (!roomId) throw notFound("room");
  return roomById(roomId);
}

function findDrill(id: string): Drill {
  const drill = bank.byId.get(id);
  const roomId = drill && resolveRoomId(drill.roomId);
  if (!drill || !roomId) throw notFound("drill");
  return drill;
}

function nextDrillIdOf(drill: Drill): string | null {
  const list = drillsOfRoom(drill.roomId);
  return list[list.findIndex((each) => each.id === drill.id) + 1]?.id ?? null;
}

/** Standings by drill id, only for drills the bank still holds. */
function standingsById(rows: DrillStanding[]): Map<string, DrillStanding> {
  return new Map(rows.filter((row) => bank.byId.has(row.drillId)).map((row) => [row.drillId, row]));
}

/** GET /api/drills — floors 1–8, each room with its drills passed and whether the member's plan opens it. */
export async function getDrillsOverview(ctx: ActorContext): Promise<DrillsOverviewDto> {
  const [access, rows] = await Promise.all([loadActorAccess(ctx), listStandings(ctx.db, ctx.actor.userId)]);
  const passedByRoom = new Map<string, number>();
  for (const row of standingsById(rows).values())
    if (row.passed) passedByRoom.set(row.roomId, (passedByRoom.get(row.roomId) ?? 0) + 1);
  return {
    floors: floors.map((floor) =>
      presentFloor(
        floor,
        overviewsOnFloor(floor.number).map((room) =>
          presentRoomSummary(room, {
            done: passedByRoom.get(room.id) ?? 0,
            drillCount: drillsOfRoom(room.id).length,
            lock: lockOf(access, room.floor),
          }),
        ),
      ),
    ),
  };
}

/** GET /api/drills/rooms/:roomId — the room's purpose and method, and its drill cards with the member's best. */
export async function getDrillRoom(ctx: ActorContext, roomId: string): Promise<DrillRoomDto> {
  const room = findRoom(roomId);
  assertRoomOpen(await loadActorAccess(ctx), room);
  const rows = await listStandings(ctx.db, ctx.actor.userId, { roomId: room.id });
  return presentDrillRoom(room, drillsOfRoom(room.id), standingsById(rows));
}

/** GET /api/drills/:drillId — instructions and prompt (never the rubric or the example answer). */
export async function getDrill(ctx: ActorContext, drillId: string): Promise<DrillDto> {
  const drill = findDrill(drillId);
  const room = overviewOf(drill.roomId as RoomId);
  assertRoomOpen(await loadActorAccess(ctx), room);
  const [standing] = await listStandings(ctx.db, ctx.actor.userId, { drillId: drill.id });
  return presentDrill(drill, room, standing, nextDrillIdOf(drill));
}

/**
 * POST /api/drills/:drillId/attempts — judged by the drill's rubric (the drill's own words copied back count for
 * nothing), kept, and rewarded once per drill: first pass 5 points, first perfect 5 more.
 */
export async function submitDrillAttempt(
  ctx: ActorContext,
  drillId: string,
  input: DrillAttemptInput,
): Promise<DrillResultDto> {
  const drill = findDrill(drillId);
  const room = overviewOf(drill.roomId as RoomId);
  assertRoomOpen(await loadActorAccess(ctx), room);
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  const result = scoreResponse(drill.rubric, input.response, { copiedFrom: drillTextOf(drill) });
  const score = Math.min(result.score, DRILL_MAX_SCORE);
  const passed = score >= DRILL_PASS_SCORE;
  const perfect = score >= DRILL_MAX_SCORE;
  const outcome = await ctx.db.transaction(async (tx) => {
    const attempt = await insertAttempt(tx, {
      userId,
      drillId: drill.id,
      roomId: drill.roomId,
      response: input.response,
      score,
      maxScore: DRILL_MAX_SCORE,
      verdict: passed ? "pass" : "fail",
      feedback: result.checks.map((check) => ({ label: check.label, points: check.points, met: check.met })),
      durationS: input.durationS ?? null,
      createdAt: now,
    });
    let points = 0;
    if (passed)
      points += await awardPoints(tx, {
        userId,
        source: "drill",
        kind: "drill_passed",
        amount: DRILL_PASS_POINTS,
        sourceId: drill.id,
        dedupeKey: `training-drill:passed:${userId}:${drill.id}`,
        createdAt: now,
      });
    if (perfect)
      points += await awardPoints(tx, {
        userId,
        source: "drill",
        kind: "drill_perfect",
        amount: DRILL_PERFECT_POINTS,
        sourceId: drill.id,
        dedupeKey: `training-drill:perfect:${userId}:${drill.id}`,
        createdAt: now,
      });
    // A training drill makes a study day and moves the drill badges.
    await recordStudy(tx, userId, ["drills_completed", "perfect_drills"], now);
    const [standing] = await listStandings(tx, userId, { drillId: drill.id });
    return { attempt, points, standing: standing! };
  });
  if (outcome.points > 0) ctx.logger?.info({ userId, drillId: drill.id, score }, "training drill rewarded");
  return presentResult({
    drill,
    attempt: outcome.attempt,
    result,
    pointsAwarded: outcome.points,
    standing: outcome.standing,
    nextDrillId: nextDrillIdOf(drill),
  });
}
