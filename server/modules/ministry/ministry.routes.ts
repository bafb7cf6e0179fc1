import { Hono } from "hono";
import type { MinistryLinksDto } from "@common/schemas/ministry";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireFeature } from "@server/http/require-feature";
import { requireSession } from "@server/http/require-session";

/**
 * /api/ministry/power-of-the-lamb (screens.md §7.7): the ministry's configured addresses, for Premium
 * (`courses.power_of_the_lamb`; others get 402 and the page shows the upgrade prompt). Unset addresses are null.
 */
export function ministryRoutes(
  deps: ServiceContext & { auth: Auth; links: { youtubeUrl: string | null; websiteUrl: string | null } },
) {
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/power-of-the-lamb", requireFeature("courses.power_of_the_lamb", deps), (c) =>
      c.json({
        youtubeUrl: deps.links.youtubeUrl,
        websiteUrl: deps.links.websiteUrl,
      } satisfies MinistryLinksDto),
    );
}
