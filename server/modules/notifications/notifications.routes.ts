import { Hono } from "hono";
import { notificationIdParam } from "@common/schemas/notifications";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import { listNotifications, readAllNotifications, readNotification } from "./notifications.service";

/** /api/notifications (screens §1.4): every signed-in member's own bell; 401 otherwise. */
export function notificationRoutes(deps: ServiceContext & { auth: Auth }) {
  const ctx = (c: { var: AppEnv["Variables"] }) => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/", async (c) => c.json(await listNotifications(ctx(c))))
    .post("/read-all", async (c) => c.json(await readAllNotifications(ctx(c))))
    .post(
      "/:id/read",
      validate("param", notificationIdParam, { status: 422, code: "validation_failed" }),
      async (c) => c.json(await readNotification(ctx(c), c.req.valid("param").id)),
    );
}
