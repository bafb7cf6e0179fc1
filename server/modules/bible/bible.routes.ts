import { Hono } from "hono";
import { chapterParams, likelyStrongsQuery, strongsParams, TRANSLATION_IDS } from "@common/schemas/bible";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireFeature } from "@server/http/require-feature";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import type { BibleSource } from "./bible-data.types";
import { getLikelyStrongs, getStrongsEntry } from "./bible.service";
import { createChapterResponses } from "./chapter-responses";

/** Chapters don't change while the server runs: the browser keeps them a day and revalidates with the ETag. */
const chapterCacheControl = "private, max-age=86400";

/** If-None-Match (RFC 9110 §13.1.2: weak comparison, a list, or "*") against our ETag. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * /api/bible — the text (screens §5): translations, one chapter per request (cacheable), Strong's entries and
 * likely Strong's entries for a KJV word. Every route needs a session and the `bible.read` entitlement. Only
 * the six translation ids match the chapter route, so other /api/bible/* routers (search, annotations) are
 * never shadowed by it.
 */
export function bibleRoutes(deps: ServiceContext & { auth: Auth; bible: BibleSource }) {
  const session = requireSession(deps.auth);
  const readable = requireFeature("bible.read", deps);
  const translationPattern = TRANSLATION_IDS.join("|");
  const chapters = createChapterResponses(deps.bible);
  return new Hono<AppEnv>()
    .get("/translations", session, readable, (c) => c.json(deps.bible.translations()))
    .get("/strongs/likely", session, readable, validate("query", likelyStrongsQuery), async (c) => {
      const { book, word } = c.req.valid("query");
      return c.json(await getLikelyStrongs(book, word));
    })
    .get("/strongs/:number", session, readable, validate("param", strongsParams), async (c) =>
      c.json(await getStrongsEntry(c.req.valid("param").number)),
    )
    .get(
      `/:translation{${translationPattern}}/:book/:chapter`,
      session,
      readable,
      validate("param", chapterParams),
      async (c) => {
        const { translation, book, chapter } = c.req.valid("param");
        const { body, etag } = await chapters.get(translation, book, chapter);
        const headers = { ETag: etag, "Cache-Control": chapterCacheControl };
        if (matchesIfNoneMatch(c.req.header("If-None-Match"), etag)) return c.body(null, 304, headers);
        return c.body(body, 200, { ...headers, "Content-Type": "application/json; charset=UTF-8" });
      },
    );
}
