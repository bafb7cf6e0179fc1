import { Hono } from "hono";
import { validator } from "hono/validator";
import {
  changePassageInput,
  createRoomInput,
  focusInput,
  heartbeatInput,
  joinRoomInput,
  liveStudyMessages,
  memberRoleInput,
  notesInput,
  raiseHandInput,
  roomIdParam,
  roomMemberParam,
  roomMessageInput,
  roomMessageParam,
  roomMessagesQuery,
  roomStateQuery,
} from "@common/schemas/live-study";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ActorContext, ServiceContext } from "@server/http/context";
import { AppError } from "@server/http/errors";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import {
  changePassage,
  closeRoom,
  createRoom,
  deleteRoomMessage,
  focusVerse,
  getLobby,
  getRoomMessages,
  getRoomNotes,
  getRoomState,
  heartbeat,
  joinRoom,
  leaveRoom,
  postRoomMessage,
  raiseHand,
  removeMember,
  saveNotes,
  setMemberRole,
} from "./live-study.service";

/** A malformed room id in the address is a room that doesn't exist (404). */
const roomAddress = validator("param", (value) => {
  const parsed = roomIdParam.safeParse(value);
  if (!parsed.success) throw new AppError(404, "not_found", liveStudyMessages.notFound);
  return parsed.data;
});
const memberAddress = validator("param", (value) => {
  const parsed = roomMemberParam.safeParse(value);
  if (!parsed.success) throw new AppError(404, "not_found", liveStudyMessages.noSuchMember);
  return parsed.data;
});
const messageAddress = validator("param", (value) => {
  const parsed = roomMessageParam.safeParse(value);
  if (!parsed.success) throw new AppError(404, "not_found", "That message doesn't exist.");
  return parsed.data;
});

/**
 * /api/live-study — live study rooms (screens.md §8.2–§8.3). Every route needs a session; the service checks the
 * plan (community.read to look, community.post to create, join and act) and the member's place in the room.
 * POST …/leave takes no body, so the page can send it with navigator.sendBeacon on pagehide (the same-origin guard
 * still applies: a beacon carries the page's Origin).
 */
export function liveStudyRoutes(deps: ServiceContext & { auth: Auth }) {
  const ctx = (c: { var: AppEnv["Variables"] }): ActorContext => ({
    db: deps.db,
    clock: deps.clock,
    bus: deps.bus,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/rooms", async (c) => c.json(await getLobby(ctx(c))))
    .post("/rooms", validate("json", createRoomInput), async (c) =>
      c.json(await createRoom(ctx(c), c.req.valid("json")), 201),
    )
    .get("/rooms/:id", roomAddress, validate("query", roomStateQuery), async (c) =>
      c.json(await getRoomState(ctx(c), c.req.valid("param").id, c.req.valid("query").token)),
    )
    .get("/rooms/:id/messages", roomAddress, validate("query", roomMessagesQuery), async (c) =>
      c.json(await getRoomMessages(ctx(c), c.req.valid("param").id, c.req.valid("query").before)),
    )
    .get("/rooms/:id/notes", roomAddress, async (c) =>
      c.json(await getRoomNotes(ctx(c), c.req.valid("param").id)),
    )
    .post("/rooms/:id/join", roomAddress, validate("json", joinRoomInput), async (c) =>
      c.json(await joinRoom(ctx(c), c.req.valid("param").id, c.req.valid("json").inviteToken)),
    )
    .post("/rooms/:id/leave", roomAddress, async (c) =>
      c.json(await leaveRoom(ctx(c), c.req.valid("param").id)),
    )
    .post("/rooms/:id/heartbeat", roomAddress, validate("json", heartbeatInput), async (c) =>
      c.json(await heartbeat(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .post("/rooms/:id/passage", roomAddress, validate("json", changePassageInput), async (c) =>
      c.json(await changePassage(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .post("/rooms/:id/focus", roomAddress, validate("json", focusInput), async (c) =>
      c.json(await focusVerse(ctx(c), c.req.valid("param").id, c.req.valid("json").verse)),
    )
    .post("/rooms/:id/hand", roomAddress, validate("json", raiseHandInput), async (c) =>
      c.json(await raiseHand(ctx(c), c.req.valid("param").id, c.req.valid("json").verse)),
    )
    .put("/rooms/:id/notes", roomAddress, validate("json", notesInput), async (c) =>
      c.json(await saveNotes(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .post("/rooms/:id/messages", roomAddress, validate("json", roomMessageInput), async (c) =>
      c.json(await postRoomMessage(ctx(c), c.req.valid("param").id, c.req.valid("json").body), 201),
    )
    .delete("/rooms/:id/messages/:messageId", messageAddress, async (c) => {
      const { id, messageId } = c.req.valid("param");
      return c.json(await deleteRoomMessage(ctx(c), id, messageId));
    })
    .post("/rooms/:id/members/:userId/role", memberAddress, validate("json", memberRoleInput), async (c) => {
      const { id, userId } = c.req.valid("param");
      return c.json(await setMemberRole(ctx(c), id, userId, c.req.valid("json").role));
    })
    .post("/rooms/:id/members/:userId/remove", memberAddress, async (c) => {
      const { id, userId } = c.req.valid("param");
      return c.json(await removeMember(ctx(c), id, userId));
    })
    .post("/rooms/:id/close", roomAddress, async (c) =>
      c.json(await closeRoom(ctx(c), c.req.valid("param").id)),
    );
}
