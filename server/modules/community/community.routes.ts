import { Hono } from "hono";
import { validator } from "hono/validator";
import {
  channelIdParam,
  createChannelInput,
  editMessageInput,
  messageIdParam,
  messagesQuery,
  postMessageInput,
  reactionParam,
  readPositionInput,
  updateChannelInput,
} from "@common/schemas/community";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ActorContext, ServiceContext } from "@server/http/context";
import { notFound } from "@server/http/errors";
import { jsonInput } from "@server/http/json-input";
import { requireFeature } from "@server/http/require-feature";
import { requireRole } from "@server/http/require-role";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import { createChannel, editChannel, listChannelsForAdmin } from "./community-admin.service";
import {
  acceptCommunityGuidelines,
  deleteMessage,
  editMessage,
  getMessage,
  listChannels,
  listMessages,
  markRead,
  postMessage,
  react,
  setPinned,
  type TypingThrottle,
  typing,
} from "./community.service";

type Deps = ServiceContext & { auth: Auth };

/** A malformed channel id in the address names no channel (404), like an unknown one. */
const channelAddress = validator("param", (value) => {
  const parsed = channelIdParam.safeParse(value);
  if (!parsed.success) throw notFound("channel");
  return parsed.data;
});
const messageAddress = validator("param", (value) => {
  const parsed = messageIdParam.safeParse(value);
  if (!parsed.success) throw notFound("message");
  return parsed.data;
});

const context = (deps: Deps, vars: AppEnv["Variables"]): ActorContext => ({
  db: deps.db,
  clock: deps.clock,
  bus: deps.bus,
  logger: vars.logger,
  actor: vars.actor,
});

/**
 * /api/community — community chat (screens.md §8.1). Every route needs a session; reading is `community.read`
 * (every plan), posting, editing, reacting and typing `community.post` (402 plan_required for free members, checked
 * before the body is validated). Deleting one's own message, reporting (/api/reports) and marking read need no plan.
 */
export function communityRoutes(deps: Deps) {
  const typingThrottle: TypingThrottle = new Map();
  const post = requireFeature("community.post", deps);
  const read = requireFeature("community.read", deps);
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/channels", read, async (c) => c.json(await listChannels(context(deps, c.var))))
    .get("/channels/:id/messages", read, channelAddress, validate("query", messagesQuery), async (c) =>
      c.json(await listMessages(context(deps, c.var), c.req.valid("param").id, c.req.valid("query"))),
    )
    .post("/channels/:id/messages", post, channelAddress, jsonInput(postMessageInput), async (c) => {
      const { message, created } = await postMessage(
        context(deps, c.var),
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return created ? c.json(message, 201) : c.json(message, 200);
    })
    .post("/channels/:id/read", read, channelAddress, jsonInput(readPositionInput), async (c) =>
      c.json(await markRead(context(deps, c.var), c.req.valid("param").id, c.req.valid("json").lastReadAt)),
    )
    .post("/channels/:id/typing", post, channelAddress, async (c) =>
      c.json(await typing(context(deps, c.var), typingThrottle, c.req.valid("param").id)),
    )
    .post("/guidelines/accept", read, async (c) =>
      c.json(await acceptCommunityGuidelines(context(deps, c.var))),
    )
    .get("/messages/:id", read, messageAddress, async (c) =>
      c.json(await getMessage(context(deps, c.var), c.req.valid("param").id)),
    )
    .patch("/messages/:id", post, messageAddress, jsonInput(editMessageInput), async (c) =>
      c.json(await editMessage(context(deps, c.var), c.req.valid("param").id, c.req.valid("json").body)),
    )
    .delete("/messages/:id", read, messageAddress, async (c) =>
      c.json(await deleteMessage(context(deps, c.var), c.req.valid("param").id)),
    )
    .post("/messages/:id/pin", read, messageAddress, async (c) =>
      c.json(await setPinned(context(deps, c.var), c.req.valid("param").id, true)),
    )
    .delete("/messages/:id/pin", read, messageAddress, async (c) =>
      c.json(await setPinned(context(deps, c.var), c.req.valid("param").id, false)),
    )
    .put("/messages/:id/reactions/:emoji", post, validate("param", reactionParam), async (c) => {
      const { id, emoji } = c.req.valid("param");
      return c.json(await react(context(deps, c.var), id, emoji, true));
    })
    .delete("/messages/:id/reactions/:emoji", post, validate("param", reactionParam), async (c) => {
      const { id, emoji } = c.req.valid("param");
      return c.json(await react(context(deps, c.var), id, emoji, false));
    });
}

/** /api/admin/community — channel management for admins (403 for everyone else); every change audited. */
export function communityAdminRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .use(requireRole("admin", deps.db))
    .get("/channels", async (c) => c.json(await listChannelsForAdmin(context(deps, c.var))))
    .post("/channels", jsonInput(createChannelInput), async (c) =>
      c.json(await createChannel(context(deps, c.var), c.req.valid("json")), 201),
    )
    .patch("/channels/:id", channelAddress, jsonInput(updateChannelInput), async (c) =>
      c.json(await editChannel(context(deps, c.var), c.req.valid("param").id, c.req.valid("json"))),
    );
}
