import { Hono } from "hono";
import { z } from "zod";
import { blockNumberParam, saveBlockInput, submitBlockDrillInput } from "@common/schemas/bible";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireFeature } from "@server/http/require-feature";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import { getLegend, removeBlock, saveBlock, startDrill, submitDrill } from "./bible-rendered.service";

const idParam = z.strictObject({ id: z.uuid() });

/** /api/bible-rendered — the member's block legend and its recall drill (bible.rendered_room, every plan). */
export function bibleRenderedRoutes(deps: ServiceContext & { auth: Auth }) {
  const ctx = (c: { var: AppEnv["Variables"] }) => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth), requireFeature("bible.rendered_room", deps))
    .get("/legend", async (c) => c.json(await getLegend(ctx(c))))
    .put("/blocks/:n", validate("param", blockNumberParam), validate("json", saveBlockInput), async (c) =>
      c.json(await saveBlock(ctx(c), c.req.valid("param").n, c.req.valid("json"))),
    )
    .delete("/blocks/:n", validate("param", blockNumberParam), async (c) => {
      await removeBlock(ctx(c), c.req.valid("param").n);
      return c.body(null, 204);
    })
    .post("/drill", async (c) => c.json(await startDrill(ctx(c)), 201))
    .post(
      "/drill/:id/submit",
      validate("param", idParam),
      validate("json", submitBlockDrillInput),
      async (c) => c.json(await submitDrill(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
    );
}
