import { Hono } from "hono";
import { z } from "zod";
import {
  createBookmarkInput,
  createNoteInput,
  recordReadInput,
  setHighlightInput,
  updateNoteInput,
} from "@common/schemas/bible";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireFeature } from "@server/http/require-feature";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import {
  addBookmark,
  createNote,
  editNote,
  getChapterAnnotations,
  getMyBible,
  recordRead,
  removeBookmark,
  removeNote,
  setHighlights,
} from "./annotations.service";

const idParam = z.strictObject({ id: z.uuid() });
const chapterParam = z.strictObject({
  book: z.string().min(1).max(40),
  chapter: z.coerce.number().int().min(1).max(150),
});

/**
 * The member's Bible data under /api/bible (annotations, highlights, notes, bookmarks, reads, me). Mounted
 * before the chapter route /api/bible/:translation/:book/:chapter; the guards sit on each route (not `use`)
 * so they never reach the Bible text routes mounted at the same prefix.
 */
export function annotationRoutes(deps: ServiceContext & { auth: Auth }) {
  const session = requireSession(deps.auth);
  const feature = requireFeature("bible.read", deps);
  const ctx = (c: { var: AppEnv["Variables"] }) => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  return new Hono<AppEnv>()
    .get("/annotations/:book/:chapter", session, feature, validate("param", chapterParam), async (c) => {
      const { book, chapter } = c.req.valid("param");
      return c.json(await getChapterAnnotations(ctx(c), book, chapter));
    })
    .get("/me", session, feature, async (c) => c.json(await getMyBible(ctx(c))))
    .put("/highlights", session, feature, validate("json", setHighlightInput), async (c) =>
      c.json(await setHighlights(ctx(c), c.req.valid("json"))),
    )
    .post("/notes", session, feature, validate("json", createNoteInput), async (c) =>
      c.json(await createNote(ctx(c), c.req.valid("json")), 201),
    )
    .patch(
      "/notes/:id",
      session,
      feature,
      validate("param", idParam),
      validate("json", updateNoteInput),
      async (c) => c.json(await editNote(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/notes/:id", session, feature, validate("param", idParam), async (c) => {
      await removeNote(ctx(c), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .post("/bookmarks", session, feature, validate("json", createBookmarkInput), async (c) => {
      const { bookmark, created } = await addBookmark(ctx(c), c.req.valid("json"));
      return c.json(bookmark, created ? 201 : 200);
    })
    .delete("/bookmarks/:id", session, feature, validate("param", idParam), async (c) => {
      await removeBookmark(ctx(c), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .post("/reads", session, feature, validate("json", recordReadInput), async (c) => {
      await recordRead(ctx(c), c.req.valid("json"));
      return c.body(null, 204);
    });
}
