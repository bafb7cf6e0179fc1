import { Hono } from "hono";
import { validator } from "hono/validator";
import {
  adminFeedbackQuery,
  createFeedbackInput,
  feedbackIdParam,
  updateFeedbackInput,
} from "@common/schemas/feedback";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ActorContext, ServiceContext } from "@server/http/context";
import { notFound } from "@server/http/errors";
import { requireRole } from "@server/http/require-role";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import type { NotificationDelivery } from "@server/modules/notifications/delivery";
import { listAdminFeedback, listMyFeedback, submitFeedback, updateAdminFeedback } from "./feedback.service";

type FeedbackDeps = ServiceContext & { auth: Auth; delivery?: Omit<NotificationDelivery, "db"> };

const actorContext = (deps: ServiceContext, c: { var: AppEnv["Variables"] }): ActorContext => ({
  db: deps.db,
  clock: deps.clock,
  logger: c.var.logger,
  actor: c.var.actor,
});

/** A malformed id in the address is an unknown item (404), like one that doesn't exist. */
const feedbackAddress = validator("param", (value) => {
  const parsed = feedbackIdParam.safeParse(value);
  if (!parsed.success) throw notFound("feedback");
  return parsed.data;
});

/** /api/feedback — every plan (§1.3 `account.*`): send an item, read one's own. */
export function feedbackRoutes(deps: FeedbackDeps) {
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .post("/", validate("json", createFeedbackInput), async (c) =>
      c.json(await submitFeedback(actorContext(deps, c), c.req.valid("json")), 201),
    )
    .get("/mine", async (c) => c.json(await listMyFeedback(actorContext(deps, c))));
}

/** /api/admin/feedback — admins only (403 otherwise): the list and the status/reply update (screens §4.2). */
export function feedbackAdminRoutes(deps: FeedbackDeps) {
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .use(requireRole("admin", deps.db))
    .get("/", validate("query", adminFeedbackQuery), async (c) =>
      c.json(await listAdminFeedback(actorContext(deps, c), c.req.valid("query"))),
    )
    .patch("/:id", feedbackAddress, validate("json", updateFeedbackInput), async (c) =>
      c.json(
        await updateAdminFeedback(
          actorContext(deps, c),
          deps.delivery ?? { logger: c.var.logger },
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
      ),
    );
}
