import { Hono } from "hono";
import {
  cardIdParam,
  cardInput,
  deckIdParam,
  deckInput,
  flashcardSettingsInput,
  generateInput,
  gradeInput,
  importInput,
  publicDecksQuery,
  reorderInput,
  saveGenerationInput,
} from "@common/schemas/flashcards";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ServiceContext } from "@server/http/context";
import { requireFeature } from "@server/http/require-feature";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import {
  addCard,
  copyDeck,
  createDeck,
  editCard,
  editDeck,
  getDeck,
  importCards,
  listMyDecks,
  listPublic,
  removeCard,
  removeDeck,
  reorderCards,
  saveGeneration,
} from "./decks.service";
import {
  getReviewSession,
  getSettings,
  gradeCard,
  resetCard,
  resetDeck,
  saveSettings,
  undoLastRating,
} from "./flashcard-review.service";
import { type FlashcardDeps, generateFlashcards } from "./generation.service";
import { jsonBody } from "@server/http/ai-json-body";

/** The AI tools answer invalid input with 422 (ai.md §1.2 step 3). */
const unprocessable = { status: 422, code: "validation_failed" } as const;

/**
 * /api/flashcards (ai.md §3.10): decks, cards, import, generation, public decks and review. Order of checks: session
 * (401) → plan `tools.flashcards` (402) → schema (422) → the deck or card (404 when it isn't the member's, or not an
 * approved public deck for reads).
 */
export function flashcardRoutes(deps: ServiceContext & FlashcardDeps & { auth: Auth }) {
  const ctx = (c: { var: AppEnv["Variables"] }) => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
    runtime: deps.runtime,
    bible: deps.bible,
  });
  const deckParam = validate("param", deckIdParam, unprocessable);
  const cardParam = validate("param", cardIdParam, unprocessable);
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .use(requireFeature("tools.flashcards", deps))
    .get("/decks", async (c) => c.json(await listMyDecks(ctx(c))))
    .post("/decks", jsonBody(deckInput), async (c) =>
      c.json(await createDeck(ctx(c), c.req.valid("json")), 201),
    )
    .post("/decks/from-generation", jsonBody(saveGenerationInput), async (c) =>
      c.json(await saveGeneration(ctx(c), c.req.valid("json")), 201),
    )
    .get("/decks/:deckId", deckParam, async (c) => c.json(await getDeck(ctx(c), c.req.valid("param").deckId)))
    .patch("/decks/:deckId", deckParam, jsonBody(deckInput), async (c) =>
      c.json(await editDeck(ctx(c), c.req.valid("param").deckId, c.req.valid("json"))),
    )
    .delete("/decks/:deckId", deckParam, async (c) => {
      await removeDeck(ctx(c), c.req.valid("param").deckId);
      return c.body(null, 204);
    })
    .post("/decks/:deckId/cards", deckParam, jsonBody(cardInput), async (c) =>
      c.json(await addCard(ctx(c), c.req.valid("param").deckId, c.req.valid("json")), 201),
    )
    .put("/decks/:deckId/order", deckParam, jsonBody(reorderInput), async (c) =>
      c.json(await reorderCards(ctx(c), c.req.valid("param").deckId, c.req.valid("json").cardIds)),
    )
    .post("/decks/:deckId/import", deckParam, jsonBody(importInput), async (c) =>
      c.json(await importCards(ctx(c), c.req.valid("param").deckId, c.req.valid("json").lines), 201),
    )
    .post("/decks/:deckId/copy", deckParam, async (c) =>
      c.json(await copyDeck(ctx(c), c.req.valid("param").deckId), 201),
    )
    .post("/decks/:deckId/reset", deckParam, async (c) =>
      c.json(await resetDeck(ctx(c), c.req.valid("param").deckId)),
    )
    .get("/decks/:deckId/review", deckParam, async (c) =>
      c.json(await getReviewSession(ctx(c), c.req.valid("param").deckId)),
    )
    .post("/decks/:deckId/undo", deckParam, async (c) =>
      c.json(await undoLastRating(ctx(c), c.req.valid("param").deckId)),
    )
    .patch("/cards/:cardId", cardParam, jsonBody(cardInput), async (c) =>
      c.json(await editCard(ctx(c), c.req.valid("param").cardId, c.req.valid("json"))),
    )
    .delete("/cards/:cardId", cardParam, async (c) => {
      await removeCard(ctx(c), c.req.valid("param").cardId);
      return c.body(null, 204);
    })
    .post("/cards/:cardId/reset", cardParam, async (c) =>
      c.json(await resetCard(ctx(c), c.req.valid("param").cardId)),
    )
    .post("/cards/:cardId/grade", cardParam, jsonBody(gradeInput), async (c) =>
      c.json(await gradeCard(ctx(c), c.req.valid("param").cardId, c.req.valid("json").rating)),
    )
    .post("/generate", jsonBody(generateInput, "value"), async (c) =>
      c.json(await generateFlashcards(ctx(c), deps, c.req.valid("json"))),
    )
    .get("/public", validate("query", publicDecksQuery, unprocessable), async (c) =>
      c.json(await listPublic(ctx(c), c.req.valid("query"))),
    )
    .get("/settings", async (c) => c.json(await getSettings(ctx(c))))
    .put("/settings", jsonBody(flashcardSettingsInput), async (c) =>
      c.json(await saveSettings(ctx(c), c.req.valid("json"))),
    );
}
