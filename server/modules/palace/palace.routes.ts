import { Hono } from "hono";
import {
  createEntryInput,
  entryIdParam,
  roomIdParam,
  startAttemptInput,
  submitAttemptInput,
  updateEntryInput,
} from "@common/schemas/palace";
import { z } from "zod";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import { startAttempt, submitAttempt } from "./attempts.service";
import { banks as defaultBanks } from "./banks/index";
import { createEntry, deleteEntry, editEntry, listRoomEntries } from "./entries.service";
import type { BankSource } from "./palace.access";
import type { NotificationDelivery } from "../notifications/delivery";
import { completeRoom, getPalaceHome, getRoomDetail, markLessonRead } from "./palace.service";

const attemptIdParam = z.strictObject({ id: z.uuid() });

/**
 * /api/palace — the memory palace (palace.md §5.3). Every route needs a session; the services check the plan
 * for the room's floor, then prerequisites, then act (§4.11). `banks` defaults to the real question banks.
 */
export function palaceRoutes(
  deps: ServiceContext & {
    auth: Auth;
    banks?: BankSource;
    /** Where the all-38-rooms certificate notice goes (the bell's realtime nudge). */
    delivery?: Omit<NotificationDelivery, "db">;
  },
) {
  const banks = deps.banks ?? defaultBanks;
  const ctx = (c: { var: AppEnv["Variables"] }) => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
    banks,
  });
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/", async (c) => c.json(await getPalaceHome(ctx(c))))
    .get("/rooms/:id", validate("param", roomIdParam), async (c) =>
      c.json(await getRoomDetail(ctx(c), c.req.valid("param").id)),
    )
    .post("/rooms/:id/lesson-read", validate("param", roomIdParam), async (c) =>
      c.json(await markLessonRead(ctx(c), c.req.valid("param").id)),
    )
    .post("/rooms/:id/complete", validate("param", roomIdParam), async (c) =>
      c.json(await completeRoom(ctx(c), c.req.valid("param").id, deps.delivery)),
    )
    .get("/rooms/:id/entries", validate("param", roomIdParam), async (c) =>
      c.json(await listRoomEntries(ctx(c), c.req.valid("param").id)),
    )
    .post(
      "/rooms/:id/entries",
      validate("param", roomIdParam),
      validate("json", createEntryInput),
      async (c) => c.json(await createEntry(ctx(c), c.req.valid("param").id, c.req.valid("json")), 201),
    )
    .patch("/entries/:id", validate("param", entryIdParam), validate("json", updateEntryInput), async (c) =>
      c.json(await editEntry(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/entries/:id", validate("param", entryIdParam), async (c) => {
      await deleteEntry(ctx(c), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .post(
      "/rooms/:id/attempts",
      validate("param", roomIdParam),
      validate("json", startAttemptInput),
      async (c) => c.json(await startAttempt(ctx(c), c.req.valid("param").id, c.req.valid("json")), 201),
    )
    .post(
      "/attempts/:id/submit",
      validate("param", attemptIdParam),
      validate("json", submitAttemptInput),
      async (c) => c.json(await submitAttempt(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
    );
}
