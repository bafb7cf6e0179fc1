import { Hono } from "hono";
import { searchQuery } from "@common/schemas/bible";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireFeature } from "@server/http/require-feature";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import type { Logger } from "@server/logger";
import type { BibleSource } from "@server/modules/bible/bible-data.types";
import { bibleSearchFor } from "./bible-search.service";

/**
 * GET /api/bible/search?q=…&t=kjv&scope=all|ot|nt|book|range&book=&from=&to=&match=all|any|phrase&forms=on|off&page=
 * (screens §5.4). Session and the `bible.search` entitlement first; malformed queries answer 400 with a
 * message saying what to fix; a query that is one Bible reference answers { kind: "reference" }.
 */
export function bibleSearchRoutes(
  deps: ServiceContext & { auth: Auth; bible: BibleSource; logger?: Logger },
) {
  const search = bibleSearchFor(deps.bible, { logger: deps.logger });
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .use(requireFeature("bible.search", deps))
    .get("/", validate("query", searchQuery), async (c) => c.json(await search.search(c.req.valid("query"))));
}
