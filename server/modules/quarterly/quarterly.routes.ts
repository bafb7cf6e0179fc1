import { Hono } from "hono";
import { saveWorksheetInput, weekParam } from "@common/schemas/bible";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireFeature } from "@server/http/require-feature";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import { getWorksheet, saveWorksheet } from "./quarterly.service";

/** /api/quarterly — the Amplified Quarterly worksheets (quarterly.amplify: essential and premium). */
export function quarterlyRoutes(deps: ServiceContext & { auth: Auth }) {
  const ctx = (c: { var: AppEnv["Variables"] }) => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth), requireFeature("quarterly.amplify", deps))
    .get("/worksheets/:week", validate("param", weekParam), async (c) =>
      c.json(await getWorksheet(ctx(c), c.req.valid("param").week)),
    )
    .put("/worksheets/:week", validate("param", weekParam), validate("json", saveWorksheetInput), async (c) =>
      c.json(await saveWorksheet(ctx(c), c.req.valid("param").week, c.req.valid("json"))),
    );
}
