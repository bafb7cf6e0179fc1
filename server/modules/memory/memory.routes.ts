import { Hono } from "hono";
import { z } from "zod";
import { addMemoryVerseInput, quizAnswerInput, updateMemoryVerseInput } from "@common/schemas/bible";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireFeature } from "@server/http/require-feature";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import type { BibleSource } from "../bible/bible-data.types";
import { answerQuiz, finishQuiz, getMemoryStats, startQuiz } from "./memory-hall.service";
import { addMemoryVerse, editMemoryVerse, listMemoryVerses, removeMemoryVerse } from "./memory.service";

const idParam = z.strictObject({ id: z.uuid() });

/**
 * /api/memory — memory verses (memory.verses, every plan) and the Verse Memory Hall's statistics and quick
 * quiz (memory.hall, essential and premium). Reviews are graded through /api/review (subject memory_verse).
 */
export function memoryRoutes(deps: ServiceContext & { auth: Auth; bible: BibleSource }) {
  const verses = requireFeature("memory.verses", deps);
  const hall = requireFeature("memory.hall", deps);
  const ctx = (c: { var: AppEnv["Variables"] }) => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
    bible: deps.bible,
  });
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/verses", verses, async (c) => c.json(await listMemoryVerses(ctx(c))))
    .post("/verses", verses, validate("json", addMemoryVerseInput), async (c) =>
      c.json(await addMemoryVerse(ctx(c), c.req.valid("json")), 201),
    )
    .patch(
      "/verses/:id",
      verses,
      validate("param", idParam),
      validate("json", updateMemoryVerseInput),
      async (c) => c.json(await editMemoryVerse(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/verses/:id", verses, validate("param", idParam), async (c) => {
      await removeMemoryVerse(ctx(c), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .get("/stats", hall, async (c) => c.json(await getMemoryStats(ctx(c))))
    .post("/quiz", hall, async (c) => c.json(await startQuiz(ctx(c)), 201))
    .post(
      "/quiz/:id/answer",
      hall,
      validate("param", idParam),
      validate("json", quizAnswerInput),
      async (c) => c.json(await answerQuiz(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .post("/quiz/:id/finish", hall, validate("param", idParam), async (c) =>
      c.json(await finishQuiz(ctx(c), c.req.valid("param").id)),
    );
}
