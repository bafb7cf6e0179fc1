// Generating a deck (ai.md §3.10, §4.12, §2.4): with a model, one counted question through the AI layer's quota —
// references that don't parse are removed, duplicates dropped and topped up by one repair request inside the same
// question, and a deck still short is filled from the offline generator. Without a model (or when the model's answer
// can't be read) the offline generator answers, uncounted. Either way the preview is stored so that saving it takes
// its source from the server, once.
import { parseReference } from "@common/bible/reference";
import { BIBLE_BOOKS } from "@common/bible/books";
import { aiTemperature } from "@common/constants/ai";
import type { AiQuotaDto } from "@common/schemas/ai";
import { FLASHCARD_LIMITS, type GeneratedCardDto, type GenerationDto } from "@common/schemas/flashcards";
import type { ActorContext } from "@server/http/context";
import { AppError } from "@server/http/errors";
import { type ActorAccess, loadActorAccess } from "@server/modules/access/access.service";
import type { AiRuntime } from "@server/modules/ai/ai.runtime";
import type { Library } from "@server/modules/ai/offline/library";
import type { BibleSource } from "@server/modules/bible/bible-data.types";
import { jsonSchemaOf, modelOrLocal } from "@server/modules/ai-study/structured";
import { studyLibrary } from "@server/modules/ai-study/study-library";
import { normaliseCardReference } from "./card-reference";
import { insertGeneration } from "./flashcards.queries";
import { presentGeneration } from "./flashcards.presenter";
import {
  type GenerationAnswer,
  generationAnswer,
  generationMessages,
  topUpMessages,
} from "./generation-prompts";
import { type GenerationRequest, offlineCards, sameCardKey } from "./offline-generator";

export type FlashcardDeps = { runtime: AiRuntime; bible: BibleSource };

const invalidInput = (message: string) => new AppError(422, "validation_failed", message);

/** The passage's label ("Daniel 2"), or 422 when it names no verses or spans more than three chapters. */
export function checkedPassage(value: string): string {
  const parsed = parseReference(value);
  if (!parsed)
    throw invalidInput(
      `We couldn't find the passage "${value}". Try a reference such as "Daniel 2" or "Romans 5-6".`,
    );
  let chapters = 0;
  for (const range of parsed.ranges) {
    const first = BIBLE_BOOKS.findIndex((book) => book.osis === range.start.book);
    const last = BIBLE_BOOKS.findIndex((book) => book.osis === range.end.book);
    if (first === last) chapters += range.end.chapter - range.start.chapter + 1;
    else
      // A range across books: the rest of the first, the books between, the start of the last.
      for (let index = first; index <= last; index += 1) {
        const book = BIBLE_BOOKS[index];
        if (!book) continue;
        const from = index === first ? range.start.chapter : 1;
        const to = index === last ? range.end.chapter : book.chapters;
        chapters += to - from + 1;
      }
  }
  if (chapters > FLASHCARD_LIMITS.passageMaxChapters)
    throw invalidInput(
      `Choose a passage of at most ${FLASHCARD_LIMITS.passageMaxChapters} chapters (for example "Romans 5-7").`,
    );
  return parsed.label;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A model's cards kept as the contract allows: real references only, no two alike. */
function cleanModelCards(cards: GenerationAnswer["cards"], seen: Set<string>) {
  const kept: GeneratedCardDto[] = [];
  let removedReferences = 0;
  let duplicates = 0;
  for (const card of cards) {
    let verseRef: string | null = null;
    if (card.verseRef !== null && card.verseRef.trim() !== "") {
      verseRef = normaliseCardReference(card.verseRef);
      if (!verseRef) {
        removedReferences += 1;
        // A "verse → reference" card whose reference doesn't exist has no answer left.
        if (card.kind === "verse_ref") continue;
      }
    }
    const key = sameCardKey(card.front);
    if (seen.has(key)) {
      duplicates += 1;
      continue;
    }
    seen.add(key);
    kept.push({ front: card.front, back: card.back, verseRef, kind: card.kind });
  }
  return { kept, removedReferences, duplicates };
}

/**
 * The repair for duplicates: one more request inside the question already counted (the layer's "one repair"), for
 * the missing cards. A failure here only means the offline generator fills the gap.
 */
async function askForMore(
  ctx: ActorContext,
  runtime: AiRuntime,
  request: GenerationRequest,
  kept: readonly GeneratedCardDto[],
  missing: number,
): Promise<GenerationAnswer["cards"]> {
  const provider = runtime.provider;
  if (!provider) return [];
  const schema = generationAnswer(missing);
  try {
    const answer = await provider.completeJson({
      messages: topUpMessages(
        request,
        kept.map((card) => card.front),
        missing,
      ),
      temperature: aiTemperature.structured,
      maxOutputTokens: Math.min(400 + missing * 250, runtime.config.maxOutputTokens),
      signal: AbortSignal.timeout(runtime.config.totalTimeoutMs),
      schemaName: "flashcards",
      jsonSchema: jsonSchemaOf(schema),
    });
    const parsed = schema.safeParse(answer.json);
    return parsed.success ? parsed.data.cards : [];
  } catch (error) {
    ctx.logger?.warn({ err: error }, "flashcard top-up request failed; the offline generator fills the deck");
    return [];
  }
}

async function fromModel(
  ctx: ActorContext,
  runtime: AiRuntime,
  lib: Library,
  request: GenerationRequest,
  answer: GenerationAnswer,
): Promise<{ cards: GeneratedCardDto[]; notes: string[] }> {
  const seen = new Set<string>();
  const first = cleanModelCards(answer.cards, seen);
  let removedReferences = first.removedReferences;
  const cards = [...first.kept];
  const notes: string[] = [];
  if (first.duplicates > 0) {
    const more = cleanModelCards(
      await askForMore(ctx, runtime, request, cards, request.count - cards.length),
      seen,
    );
    removedReferences += more.removedReferences;
    cards.push(...more.kept.slice(0, request.count - cards.length));
  }
  if (removedReferences > 0)
    notes.push(
      `${plural(removedReferences, "reference that doesn't exist was", "references that don't exist were")} removed.`,
    );
  const missing = request.count - cards.length;
  if (missing > 0) {
    const filler = offlineCards(
      lib,
      { ...request, count: missing },
      cards.map((card) => card.front),
    );
    cards.push(...filler.cards);
    if (filler.cards.length > 0)
      notes.push(
        `${plural(filler.cards.length, "card comes", "cards come")} from the offline study engine to make up the number.`,
      );
  }
  return { cards: cards.slice(0, request.count), notes };
}

/** The default deck title: "<source> (AI)" (ai.md §3.10), within the title limit. */
function defaultTitle(label: string): string {
  const suffix = " (AI)";
  const room = FLASHCARD_LIMITS.titleMax - suffix.length;
  return `${label.length > room ? `${label.slice(0, room - 1).trimEnd()}…` : label}${suffix}`;
}

/** POST /api/flashcards/generate */
export async function generateFlashcards(
  ctx: ActorContext,
  deps: FlashcardDeps,
  input: GenerationRequest,
): Promise<GenerationDto> {
  const label = input.source === "passage" ? checkedPassage(input.value) : input.value;
  const request: GenerationRequest = { ...input, value: label };
  const actorAccess: ActorAccess = await loadActorAccess(ctx);
  const lib = await studyLibrary(deps.bible);
  type Result = {
    source: "ai" | "offline";
    cards: GeneratedCardDto[];
    notes: string[];
    quota: AiQuotaDto | null;
  };
  const result = await modelOrLocal<GenerationAnswer, Result>(ctx, deps.runtime, actorAccess, {
    tool: "flashcards_generate",
    local: (quota, notice) => {
      const offline = offlineCards(lib, request);
      return {
        source: "offline",
        cards: offline.cards,
        notes: [...(notice ? [notice] : []), ...offline.notes],
        quota,
      };
    },
    task: () => ({
      schemaName: "flashcards",
      schema: generationAnswer(request.count),
      messages: generationMessages(request),
      maxOutputTokens: 600 + request.count * 250,
      userInputs: [request.value],
    }),
    answer: async (value, _source, quota) => ({
      source: "ai",
      ...(await fromModel(ctx, deps.runtime, lib, request, value)),
      quota,
    }),
  });
  const row = await insertGeneration(ctx.db, {
    userId: ctx.actor.userId,
    source: result.source,
    title: defaultTitle(label),
    cards: result.cards,
    createdAt: ctx.clock.now(),
  });
  return presentGeneration(row, result.cards, result.notes);
}
