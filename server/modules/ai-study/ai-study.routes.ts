import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import {
  checkWorkInput,
  freshRoomItemInput,
  roomPoolQuery,
  saveGemInput,
  verseStudyInput,
  verseStudyQuery,
} from "@common/schemas/ai";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import type { ActorAccess } from "@server/modules/access/access.service";
import { QuotaRefusal } from "@server/modules/ai/quota.service";
import {
  checkWork,
  freshExample,
  freshPractice,
  listChecks,
  openRoom,
  openVerseAssistant,
  poolExample,
  poolPractice,
  type RoomGate,
  saveGem,
  type StudyDeps,
} from "./room-study.service";
import { crossReferences, explainLinks, explainVerse, findChrist, wordStudy } from "./verse-study.service";

type Deps = ServiceContext & StudyDeps & { auth: Auth };
type RoomEnv = { Variables: AppEnv["Variables"] & { gate: RoomGate } };
type VerseEnv = { Variables: AppEnv["Variables"] & { actorAccess: ActorAccess } };

const context = (deps: Deps, vars: AppEnv["Variables"]) => ({
  db: deps.db,
  clock: deps.clock,
  logger: vars.logger,
  actor: vars.actor,
});

/** A 429 says when to come back (ai.md §1.5), as the chat routes do. */
const retryAfter = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.error instanceof QuotaRefusal) c.header("Retry-After", String(c.error.retryAfterSeconds));
});

/**
 * /api/ai/room/:roomId — the room assistant (ai.md §3.12). Order: session → `ai.room_assistant` → the room (404) →
 * its floor's plan (402, the palace's check) → the shared schema → the service.
 */
export function roomStudyRoutes(deps: Deps) {
  const study = { runtime: deps.runtime, bible: deps.bible };
  const gate = createMiddleware<RoomEnv>(async (c, next) => {
    c.set("gate", await openRoom(context(deps, c.var), c.req.param("roomId") ?? ""));
    await next();
  });
  return new Hono<RoomEnv>()
    .use(requireSession(deps.auth))
    .use(retryAfter)
    .get("/:roomId/example", gate, validate("query", roomPoolQuery), async (c) =>
      c.json(await poolExample(study, c.var.gate, c.req.valid("query").last)),
    )
    .post("/:roomId/example/fresh", gate, validate("json", freshRoomItemInput), async (c) =>
      c.json(await freshExample(context(deps, c.var), study, c.var.gate, c.req.valid("json").last)),
    )
    .get("/:roomId/practice", gate, validate("query", roomPoolQuery), async (c) =>
      c.json(await poolPractice(study, c.var.gate, c.req.valid("query").last)),
    )
    .post("/:roomId/practice/fresh", gate, validate("json", freshRoomItemInput), async (c) =>
      c.json(await freshPractice(context(deps, c.var), study, c.var.gate, c.req.valid("json").last)),
    )
    .post("/:roomId/check", gate, validate("json", checkWorkInput), async (c) =>
      c.json(await checkWork(context(deps, c.var), study, c.var.gate, c.req.valid("json"))),
    )
    .get("/:roomId/checks", gate, async (c) => c.json(await listChecks(context(deps, c.var), c.var.gate)))
    .post("/:roomId/gems", gate, validate("json", saveGemInput), async (c) =>
      c.json(
        await saveGem(context(deps, c.var), `${c.var.gate.room.name} assistant`, c.req.valid("json")),
        201,
      ),
    );
}

/** /api/ai/verse — the verse assistant's actions in the Bible reader (ai.md §3.12). */
export function verseStudyRoutes(deps: Deps) {
  const study = { runtime: deps.runtime, bible: deps.bible };
  const entitled = createMiddleware<VerseEnv>(async (c, next) => {
    c.set("actorAccess", await openVerseAssistant(context(deps, c.var)));
    await next();
  });
  return new Hono<VerseEnv>()
    .use(requireSession(deps.auth))
    .use(retryAfter)
    .use(entitled)
    .get("/word-study", validate("query", verseStudyQuery), async (c) =>
      c.json(await wordStudy(study, c.req.valid("query").reference)),
    )
    .get("/cross-references", validate("query", verseStudyQuery), async (c) =>
      c.json(await crossReferences(study, c.req.valid("query").reference)),
    )
    .post("/cross-references/explain", validate("json", verseStudyInput), async (c) =>
      c.json(await explainLinks(context(deps, c.var), study, c.var.actorAccess, c.req.valid("json"))),
    )
    .post("/explain", validate("json", verseStudyInput), async (c) =>
      c.json(await explainVerse(context(deps, c.var), study, c.var.actorAccess, c.req.valid("json"))),
    )
    .post("/find-christ", validate("json", verseStudyInput), async (c) =>
      c.json(await findChrist(context(deps, c.var), study, c.var.actorAccess, c.req.valid("json"))),
    )
    .post("/gems", validate("json", saveGemInput), async (c) =>
      c.json(await saveGem(context(deps, c.var), "verse assistant", c.req.valid("json")), 201),
    );
}
