// Watch topics (ai.md §3.6 Alerts): at most 20 per member, each listing the newest signals it matched. Writes are
// serialised on the member's profile row so two tabs can't pass the limit together. Another member's topic is a 404.
import {
  type CreateWatchTopicInput,
  PROPHECY_LIMITS,
  topicLimitMessage,
  type UpdateWatchTopicInput,
  type WatchTopicDto,
} from "@common/schemas/prophecy";
import type { ActorContext } from "@server/http/context";
import { AppError, notFound } from "@server/http/errors";
import { presentTopic } from "./prophecy.presenter";
import {
  countOwnTopics,
  deleteTopic,
  findOwnTopic,
  insertTopic,
  listOwnTopics,
  lockMembers,
  matchesOfTopics,
  type TopicRow,
  updateTopic,
} from "./prophecy.queries";

const matchesShown = 10;

/** Keywords and passages without repeats (case-insensitive), in the member's order. */
const distinct = (values: readonly string[]) => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

async function withMatches(ctx: ActorContext, rows: TopicRow[]): Promise<WatchTopicDto[]> {
  const matches = await matchesOfTopics(
    ctx.db,
    rows.map((row) => row.id),
    matchesShown,
  );
  return rows.map((row) =>
    presentTopic(
      row,
      matches
        .filter((match) => match.topicId === row.id)
        .map((match) => ({
          signalId: match.signalId,
          title: match.title,
          matchedAt: match.matchedAt.toISOString(),
        })),
    ),
  );
}

/** GET /api/prophecy/topics */
export async function listTopics(ctx: ActorContext): Promise<{ topics: WatchTopicDto[] }> {
  return { topics: await withMatches(ctx, await listOwnTopics(ctx.db, ctx.actor.userId)) };
}

/** POST /api/prophecy/topics: 422 `topic_limit` at the 21st. */
export async function createTopic(ctx: ActorContext, input: CreateWatchTopicInput): Promise<WatchTopicDto> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await lockMembers(tx, [ctx.actor.userId]);
    if ((await countOwnTopics(tx, ctx.actor.userId)) >= PROPHECY_LIMITS.topicsPerMember)
      throw new AppError(422, "topic_limit", topicLimitMessage);
    return insertTopic(tx, {
      userId: ctx.actor.userId,
      name: input.name,
      categories: [...new Set(input.categories)],
      keywords: distinct(input.keywords),
      passages: distinct(input.passages),
      active: input.active,
      createdAt: now,
      updatedAt: now,
    });
  });
  const [topic] = await withMatches(ctx, [row]);
  return topic!;
}

/** PATCH /api/prophecy/topics/:id: edit or toggle. */
export async function editTopic(
  ctx: ActorContext,
  id: string,
  input: UpdateWatchTopicInput,
): Promise<WatchTopicDto> {
  const existing = await findOwnTopic(ctx.db, ctx.actor.userId, id);
  if (!existing) throw notFound("watch topic");
  const next = {
    categories: input.categories ? [...new Set(input.categories)] : existing.categories,
    keywords: input.keywords ? distinct(input.keywords) : existing.keywords,
    passages: input.passages ? distinct(input.passages) : existing.passages,
  };
  if (next.categories.length + next.keywords.length + next.passages.length === 0)
    throw new AppError(
      422,
      "validation_failed",
      "Choose at least one category, keyword or passage to watch.",
    );
  const row = await updateTopic(ctx.db, existing.id, {
    ...next,
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
    updatedAt: ctx.clock.now(),
  });
  const [topic] = await withMatches(ctx, [row]);
  return topic!;
}

/** DELETE /api/prophecy/topics/:id */
export async function removeTopic(ctx: ActorContext, id: string): Promise<void> {
  const existing = await findOwnTopic(ctx.db, ctx.actor.userId, id);
  if (!existing) throw notFound("watch topic");
  await deleteTopic(ctx.db, existing.id);
}
