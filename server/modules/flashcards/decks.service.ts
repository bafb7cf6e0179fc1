// Decks and their cards (ai.md §3.10): manual decks with a card editor, paste import, reorder, public decks (moderated
// when they become public or change while public) and "Add to my decks", which copies a public deck with a schedule
// of its own. Every new card gets its review row (subject `flashcard`, new and due now) in the same transaction.
import {
  type DeckDto,
  type DeckListDto,
  FLASHCARD_LIMITS,
  type FlashcardDto,
  type ImportResultDto,
  type PublicDeckListDto,
  type cardInput,
  type deckInput,
  type publicDecksQuery,
  type saveGenerationInput,
} from "@common/schemas/flashcards";
import type { z } from "zod";
import type { Db } from "@server/db/client";
import type { ActorContext } from "@server/http/context";
import { AppError, conflict, notFound } from "@server/http/errors";
import { updateCounters } from "../achievements/progress";
import { newCardValues } from "../review/review.service";
import { normaliseCardReference, referenceNotFound } from "./card-reference";
import { ownCard, ownDeck, readableDeck } from "./deck-access";
import { deckText, type ModerationOutcome, moderateDeckText } from "./deck-moderation";
import {
  cardCountOf,
  cardsOfDeck,
  type DeckRow,
  deckCounts,
  deleteCard,
  deleteDeck,
  findOwnGeneration,
  insertCards,
  insertDeck,
  insertReviewRows,
  listOwnDecks,
  listPublicDecks,
  markGenerationSaved,
  publicOwnerOf,
  setPositions,
  updateCardText,
  updateDeck,
} from "./flashcards.queries";
import { type DeckViewer, presentCard, presentDeck, presentDeckSummary } from "./flashcards.presenter";
import type { FlashcardDeps } from "./generation.service";
import { parseImportLines } from "./import-lines";
import { FLASHCARD_SUBJECT_TYPE } from "./review-subjects";

export type FlashcardContext = ActorContext & FlashcardDeps;
type DeckFields = z.output<typeof deckInput>;
type CardFields = {
  front: string;
  back: string;
  verseRef: string | null;
  kind: z.output<typeof cardInput>["kind"];
};

const invalid = (message: string, details?: unknown) =>
  new AppError(422, "validation_failed", message, details);
const mine: DeckViewer = { isMine: true, owner: null };

/** A card as stored: its reference normalised, or 422 "Reference not found: …". */
function checkedCard(input: z.output<typeof cardInput>): CardFields {
  if (!input.verseRef) return { ...input, verseRef: null };
  const verseRef = normaliseCardReference(input.verseRef);
  if (!verseRef) throw invalid(referenceNotFound(input.verseRef));
  return { ...input, verseRef };
}

async function deckDto(ctx: ActorContext, deck: DeckRow, db: Db = ctx.db): Promise<DeckDto> {
  const isMine = deck.ownerId === ctx.actor.userId;
  const owner = isMine ? null : ((await publicOwnerOf(db, deck.ownerId)) ?? null);
  return presentDeck(deck, { isMine, owner }, await cardsOfDeck(db, deck.id), ctx.clock.now());
}

/** Moderation of what others will read, or null for a private deck. Throws 422 content_blocked. */
async function moderationFor(
  ctx: FlashcardContext,
  deck: Pick<DeckFields, "title" | "description" | "isPublic">,
  cards: readonly CardFields[],
): Promise<ModerationOutcome | null> {
  if (!deck.isPublic) return null;
  return moderateDeckText(ctx.runtime, deckText(deck, cards), ctx.clock.now());
}

/** A hidden deck stays hidden whatever its owner changes: only a moderator brings it back. */
function nextModeration(
  current: DeckRow["moderation"],
  outcome: ModerationOutcome | null,
): DeckRow["moderation"] {
  if (outcome === null) return null;
  return current === "hidden" ? "hidden" : outcome;
}

/** Appends cards to the deck with fresh schedules; 422 when the deck would pass its card limit. */
async function appendCards(tx: Db, deck: DeckRow, cards: readonly CardFields[], now: Date) {
  const { count, maxPosition } = await cardCountOf(tx, deck.id);
  if (count + cards.length > FLASHCARD_LIMITS.cardsPerDeck)
    throw invalid(`A deck holds at most ${FLASHCARD_LIMITS.cardsPerDeck} cards.`);
  const rows = await insertCards(
    tx,
    cards.map((card, index) => ({
      deckId: deck.id,
      position: maxPosition + 1 + index,
      createdAt: now,
      ...card,
    })),
  );
  await insertReviewRows(
    tx,
    rows.map((row) => newCardValues(deck.ownerId, FLASHCARD_SUBJECT_TYPE, row.id, now)),
  );
  // A deck that reaches 10 cards earns Card Maker (screens.md §3.10), however the cards arrived.
  await updateCounters(tx, deck.ownerId, ["largest_deck"], now);
  return rows;
}

/** GET /api/flashcards/decks — the member's decks with due today / new / total. */
export async function listMyDecks(ctx: ActorContext): Promise<DeckListDto> {
  const decks = await listOwnDecks(ctx.db, ctx.actor.userId);
  const counts = await deckCounts(
    ctx.db,
    decks.map((deck) => deck.id),
    ctx.clock.now(),
  );
  return { decks: decks.map((deck) => presentDeckSummary(deck, mine, counts.get(deck.id))) };
}

/** POST /api/flashcards/decks */
export async function createDeck(ctx: FlashcardContext, input: DeckFields): Promise<DeckDto> {
  const moderation = await moderationFor(ctx, input, []);
  const now = ctx.clock.now();
  const deck = await insertDeck(ctx.db, {
    ownerId: ctx.actor.userId,
    title: input.title,
    description: input.description,
    isPublic: input.isPublic,
    moderation,
    source: "manual",
    createdAt: now,
    updatedAt: now,
  });
  return deckDto(ctx, deck);
}

/** GET /api/flashcards/decks/:deckId — the member's deck, or an approved public one. */
export async function getDeck(ctx: ActorContext, deckId: string): Promise<DeckDto> {
  return deckDto(ctx, await readableDeck(ctx, deckId));
}

/** PATCH /api/flashcards/decks/:deckId — title, description and the public switch (all sent, as the form has them). */
export async function editDeck(ctx: FlashcardContext, deckId: string, input: DeckFields): Promise<DeckDto> {
  const deck = await ownDeck(ctx, deckId);
  const textChanged = input.title !== deck.title || input.description !== deck.description;
  // A deck a moderator hid stays hidden even through private and back (see nextModeration).
  let moderation = (deck.isPublic && input.isPublic) || deck.moderation === "hidden" ? deck.moderation : null;
  if (input.isPublic && (!deck.isPublic || textChanged)) {
    const cards = (await cardsOfDeck(ctx.db, deck.id)).map(({ card }) => card);
    moderation = nextModeration(deck.moderation, await moderationFor(ctx, input, cards));
  }
  const updated = await updateDeck(ctx.db, deck.id, {
    title: input.title,
    description: input.description,
    isPublic: input.isPublic,
    moderation,
    updatedAt: ctx.clock.now(),
  });
  return deckDto(ctx, updated);
}

/** DELETE /api/flashcards/decks/:deckId — with its cards, their schedules and review history. */
export async function removeDeck(ctx: ActorContext, deckId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const deck = await ownDeck(ctx, deckId, tx, true);
    await deleteDeck(tx, deck);
  });
}

/**
 * Card text changing on a public deck is checked like the deck: blocked → 422, a check that couldn't be made holds the
 * deck as pending. Returns the deck's moderation after the change.
 */
async function moderateNewCards(
  ctx: FlashcardContext,
  deck: DeckRow,
  cards: readonly CardFields[],
): Promise<DeckRow["moderation"]> {
  if (!deck.isPublic) return deck.moderation;
  const outcome = await moderationFor(
    ctx,
    { title: deck.title, description: deck.description, isPublic: true },
    cards,
  );
  return outcome === "pending" && deck.moderation !== "hidden" ? "pending" : deck.moderation;
}

/** POST /api/flashcards/decks/:deckId/cards → the new card (new, due now). */
export async function addCard(
  ctx: FlashcardContext,
  deckId: string,
  input: z.output<typeof cardInput>,
): Promise<FlashcardDto> {
  const card = checkedCard(input);
  const deck = await ownDeck(ctx, deckId);
  const moderation = await moderateNewCards(ctx, deck, [card]);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await ownDeck(ctx, deckId, tx, true);
    const [row] = await appendCards(tx, locked, [card], now);
    await updateDeck(tx, locked.id, { moderation, updatedAt: now });
    const [withReview] = (await cardsOfDeck(tx, locked.id)).filter((each) => each.card.id === row!.id);
    return presentCard(withReview!.card, withReview!.review, true);
  });
}

/** PATCH /api/flashcards/cards/:cardId — the text only: the card keeps its schedule. */
export async function editCard(
  ctx: FlashcardContext,
  cardId: string,
  input: z.output<typeof cardInput>,
): Promise<FlashcardDto> {
  const fields = checkedCard(input);
  const { deck, review } = await ownCard(ctx, cardId);
  const moderation = await moderateNewCards(ctx, deck, [fields]);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const updated = await updateCardText(tx, cardId, fields);
    await updateDeck(tx, deck.id, { moderation, updatedAt: now });
    return presentCard(updated, review, true);
  });
}

/** DELETE /api/flashcards/cards/:cardId — with its schedule and review history. */
export async function removeCard(ctx: ActorContext, cardId: string): Promise<void> {
  const { deck } = await ownCard(ctx, cardId);
  await ctx.db.transaction(async (tx) => {
    await deleteCard(tx, deck.ownerId, cardId);
    await updateDeck(tx, deck.id, { updatedAt: ctx.clock.now() });
  });
}

/** PUT /api/flashcards/decks/:deckId/order — every card id of the deck, once, in the new order. */
export async function reorderCards(ctx: ActorContext, deckId: string, cardIds: string[]): Promise<DeckDto> {
  return ctx.db.transaction(async (tx) => {
    const deck = await ownDeck(ctx, deckId, tx, true);
    const current = new Set((await cardsOfDeck(tx, deck.id)).map(({ card }) => card.id));
    const sent = new Set(cardIds);
    if (sent.size !== cardIds.length || sent.size !== current.size || cardIds.some((id) => !current.has(id)))
      throw invalid("Send every card of the deck once, in the new order.");
    await setPositions(tx, deck.id, cardIds);
    return deckDto(ctx, await updateDeck(tx, deck.id, { updatedAt: ctx.clock.now() }), tx);
  });
}

/** POST /api/flashcards/decks/:deckId/import — all lines or none; a bad line → 422 naming its number. */
export async function importCards(
  ctx: FlashcardContext,
  deckId: string,
  lines: string,
): Promise<ImportResultDto> {
  const parsed = parseImportLines(lines);
  if (!parsed.ok) throw invalid(parsed.message, { line: parsed.line });
  const deck = await ownDeck(ctx, deckId);
  const moderation = await moderateNewCards(ctx, deck, parsed.cards);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await ownDeck(ctx, deckId, tx, true);
    const added = await appendCards(tx, locked, parsed.cards, now);
    const updated = await updateDeck(tx, locked.id, { moderation, updatedAt: now });
    return { added: added.length, deck: await deckDto(ctx, updated, tx) };
  });
}

/** POST /api/flashcards/decks/from-generation — the kept cards of a stored preview, saved once. */
export async function saveGeneration(
  ctx: FlashcardContext,
  input: z.output<typeof saveGenerationInput>,
): Promise<DeckDto> {
  const generation = await findOwnGeneration(ctx.db, ctx.actor.userId, input.generationId);
  if (!generation) throw notFound("generation");
  if (generation.savedAt) throw conflict("generation_saved", "This preview was already saved as a deck.");
  const cards = input.cards.map(checkedCard);
  const moderation = await moderationFor(ctx, input, cards);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await findOwnGeneration(tx, ctx.actor.userId, input.generationId, true);
    if (!locked || locked.savedAt)
      throw conflict("generation_saved", "This preview was already saved as a deck.");
    const deck = await insertDeck(tx, {
      ownerId: ctx.actor.userId,
      title: input.title,
      description: input.description,
      isPublic: input.isPublic,
      moderation,
      source: locked.source,
      createdAt: now,
      updatedAt: now,
    });
    await appendCards(tx, deck, cards, now);
    await markGenerationSaved(tx, locked.id, deck.id, now);
    return deckDto(ctx, deck, tx);
  });
}

/** POST /api/flashcards/decks/:deckId/copy — "Add to my decks": a private copy with its own fresh schedule. */
export async function copyDeck(ctx: ActorContext, deckId: string): Promise<DeckDto> {
  const source = await readableDeck(ctx, deckId);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const cards = await cardsOfDeck(tx, source.id);
    const copy = await insertDeck(tx, {
      ownerId: ctx.actor.userId,
      title: source.title,
      description: source.description,
      isPublic: false,
      moderation: null,
      source: source.source,
      copiedFromId: source.id,
      createdAt: now,
      updatedAt: now,
    });
    await appendCards(
      tx,
      copy,
      cards.map(({ card }) => ({
        front: card.front,
        back: card.back,
        verseRef: card.verseRef,
        kind: card.kind,
      })),
      now,
    );
    return deckDto(ctx, copy, tx);
  });
}

const PUBLIC_PAGE = 20;

function encodeCursor(deck: DeckRow): string {
  return Buffer.from(JSON.stringify([deck.updatedAt.toISOString(), deck.id])).toString("base64url");
}

function decodeCursor(cursor: string | undefined): { updatedAt: Date; id: string } | null {
  if (!cursor) return null;
  try {
    const [updatedAt, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as [string, string];
    const date = new Date(updatedAt);
    if (Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) throw new Error("bad cursor");
    return { updatedAt: date, id };
  } catch {
    throw invalid("That page of public decks can't be found. Start again from the first page.");
  }
}

/** GET /api/flashcards/public — approved public decks, newest change first; owners by their public profile. */
export async function listPublic(
  ctx: ActorContext,
  query: z.output<typeof publicDecksQuery>,
): Promise<PublicDeckListDto> {
  const rows = await listPublicDecks(ctx.db, {
    q: query.q || undefined,
    after: decodeCursor(query.cursor),
    limit: PUBLIC_PAGE + 1,
  });
  const page = rows.slice(0, PUBLIC_PAGE);
  const last = page.at(-1);
  return {
    decks: page.map(({ deck, ownerName, ownerAvatar, cardCount }) =>
      presentDeckSummary(
        deck,
        {
          isMine: deck.ownerId === ctx.actor.userId,
          owner: { displayName: ownerName, avatarPath: ownerAvatar },
        },
        { cardCount, dueToday: 0, newCount: 0 },
      ),
    ),
    nextCursor: rows.length > PUBLIC_PAGE && last ? encodeCursor(last.deck) : null,
  };
}
