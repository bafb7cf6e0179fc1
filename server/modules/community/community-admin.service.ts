// Channel management for admins (screens.md §8.1: "admins can add, rename, reorder and archive channels"). Every change
// is audited. Positions stay 1…n: adding or moving a channel shifts the others, with every channel row locked so
// two admins reordering at once can't interleave.
import type { z } from "zod";
import {
  type AdminChannelDto,
  communityErrorCodes,
  communityMessages,
  type createChannelInput,
  type updateChannelInput,
} from "@common/schemas/community";
import type { Db } from "@server/db/client";
import type { ActorContext } from "@server/http/context";
import { conflict, notFound } from "@server/http/errors";
import { insertAuditEntry } from "@server/modules/audit/audit.queries";
import {
  type ChannelRow,
  findChannel,
  insertChannel,
  listAllChannels,
  updateChannel,
} from "./community.queries";
import { presentAdminChannel } from "./community.presenter";

/** Writes positions 1…n in the given order, touching only rows whose position changes. */
async function renumber(tx: Db, ordered: readonly ChannelRow[]): Promise<void> {
  for (const [index, channel] of ordered.entries()) {
    if (channel.position !== index + 1) await updateChannel(tx, channel.id, { position: index + 1 });
  }
}

const clampedIndex = (position: number | undefined, length: number) =>
  position === undefined ? length : Math.min(Math.max(position - 1, 0), length);

/** GET /api/admin/community/channels — every channel, archived included, in order. */
export async function listChannelsForAdmin(ctx: ActorContext): Promise<AdminChannelDto[]> {
  return (await listAllChannels(ctx.db)).map(presentAdminChannel);
}

/** POST /api/admin/community/channels */
export async function createChannel(
  ctx: ActorContext,
  input: z.output<typeof createChannelInput>,
): Promise<AdminChannelDto> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const channels = await listAllChannels(tx, true);
    if (channels.some((channel) => channel.id === input.id)) {
      throw conflict(communityErrorCodes.channelExists, communityMessages.channelExists);
    }
    const index = clampedIndex(input.position, channels.length);
    // Make room: the channels from that place on move one down.
    for (const [at, channel] of channels.entries()) {
      const position = at < index ? at + 1 : at + 2;
      if (channel.position !== position) await updateChannel(tx, channel.id, { position });
    }
    const created = await insertChannel(tx, {
      id: input.id,
      name: input.name,
      description: input.description,
      readOnly: input.readOnly,
      position: index + 1,
      createdAt: now,
    });
    if (!created) throw conflict(communityErrorCodes.channelExists, communityMessages.channelExists);
    await insertAuditEntry(tx, {
      actorId: ctx.actor.userId,
      action: "community.channel.create",
      targetType: "chat_channel",
      targetId: created.id,
      payload: { name: created.name, position: created.position, readOnly: created.readOnly },
      createdAt: now,
    });
    return presentAdminChannel(created);
  });
}

/** PATCH /api/admin/community/channels/:id */
export async function editChannel(
  ctx: ActorContext,
  channelId: string,
  input: z.output<typeof updateChannelInput>,
): Promise<AdminChannelDto> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const channels = await listAllChannels(tx, true);
    const channel = channels.find((each) => each.id === channelId);
    if (!channel) throw notFound("channel");
    if (input.position !== undefined) {
      const rest = channels.filter((each) => each.id !== channelId);
      rest.splice(clampedIndex(input.position, rest.length), 0, channel);
      await renumber(tx, rest);
    }
    const changes = {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.readOnly === undefined ? {} : { readOnly: input.readOnly }),
      ...(input.archived === undefined
        ? {}
        : { archivedAt: input.archived ? (channel.archivedAt ?? now) : null }),
    };
    const updated =
      Object.keys(changes).length > 0
        ? await updateChannel(tx, channelId, changes)
        : ((await findChannel(tx, channelId)) ?? channel);
    await insertAuditEntry(tx, {
      actorId: ctx.actor.userId,
      action: "community.channel.update",
      targetType: "chat_channel",
      targetId: channelId,
      payload: { changes: input },
      createdAt: now,
    });
    return presentAdminChannel(updated);
  });
}
