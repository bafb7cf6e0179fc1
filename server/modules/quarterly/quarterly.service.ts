// Amplified Quarterly worksheets (screens §5.9): the member's passages, rooms, room answers and notes for one
// ISO week — the autosave target. Only the member's own words are stored; the lesson is linked, never copied.
import { parseReference } from "@common/bible/reference";
import { resolveRoomId } from "@common/content/palace/overview";
import type { WorksheetDto } from "@common/schemas/bible";
import type { ActorContext } from "@server/http/context";
import { validationFailed } from "@server/http/errors";
import { presentWorksheet } from "./quarterly.presenter";
import { findWorksheet, upsertWorksheet } from "./quarterly.queries";

type WorksheetInput = Omit<WorksheetDto, "week" | "updatedAt">;

function assertWeek(week: string): void {
  const number = Number(week.slice(6));
  if (number < 1 || number > 53) throw validationFailed("Choose a week between W01 and W53.");
}

/** Passages as normalised references (each must parse), rooms and answer keys as room ids, without repeats. */
function normalise(input: WorksheetInput): WorksheetInput {
  const passages: string[] = [];
  for (const passage of input.passages) {
    const parsed = parseReference(passage);
    if (!parsed) throw validationFailed(`We couldn't read "${passage}" — try e.g. John 3:16`);
    if (!passages.includes(parsed.label)) passages.push(parsed.label);
  }
  const rooms: string[] = [];
  for (const room of input.rooms) {
    const id = resolveRoomId(room);
    if (!id) throw validationFailed(`There is no room "${room}".`);
    if (!rooms.includes(id)) rooms.push(id);
  }
  const answers: Record<string, string> = {};
  for (const [room, answer] of Object.entries(input.answers)) {
    const id = resolveRoomId(room);
    if (!id) throw validationFailed(`There is no room "${room}".`);
    answers[id] = answer;
  }
  return { passages, rooms, answers, notes: input.notes };
}

/** GET /api/quarterly/worksheets/:week — an empty worksheet until the first save. */
export async function getWorksheet(ctx: ActorContext, week: string): Promise<WorksheetDto> {
  assertWeek(week);
  return presentWorksheet(week, await findWorksheet(ctx.db, ctx.actor.userId, week));
}

/** PUT /api/quarterly/worksheets/:week — replaces the week's worksheet. */
export async function saveWorksheet(
  ctx: ActorContext,
  week: string,
  input: WorksheetInput,
): Promise<WorksheetDto> {
  assertWeek(week);
  const values = normalise(input);
  const row = await upsertWorksheet(ctx.db, ctx.actor.userId, week, {
    ...values,
    updatedAt: ctx.clock.now(),
  });
  return presentWorksheet(week, row);
}
