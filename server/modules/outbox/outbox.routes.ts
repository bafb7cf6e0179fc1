import { Hono } from "hono";
import { listOutboxQuery } from "@common/schemas/access-codes";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireRole } from "@server/http/require-role";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import { listOutbox } from "./outbox.service";

/** /api/admin/outbox — admins only (screens §4.4). */
export function outboxRoutes(deps: ServiceContext & { auth: Auth; smtpConfigured: boolean }) {
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .use(requireRole("admin", deps.db))
    .get("/", validate("query", listOutboxQuery), async (c) =>
      c.json(
        await listOutbox(
          {
            db: deps.db,
            clock: deps.clock,
            logger: c.var.logger,
            actor: c.var.actor,
            smtpConfigured: deps.smtpConfigured,
          },
          c.req.valid("query"),
        ),
      ),
    );
}
