// The flashcard generator's question to the model (ai.md §4.12): the shared base, the generator's role and rules, the
// task with the member's choices, and the output contract. The passage or topic the member typed travels in the user
// message inside a data block, never in the system message (§1.7).
import { z } from "zod";
import {
  FLASHCARD_LIMITS,
  type FlashcardKind,
  flashcardKinds,
  flashcardKindLabels,
} from "@common/schemas/flashcards";
import { sharedBase } from "@server/modules/ai/instructions/base";
import type { ChatMessage } from "@server/modules/ai/provider/types";
import { dataBlock } from "@server/modules/ai-study/structured";
import type { GenerationRequest } from "./offline-generator";

const L = FLASHCARD_LIMITS;

const generatedCard = z.strictObject({
  front: z.string().trim().min(L.frontMin).max(L.frontMax),
  back: z.string().trim().min(L.backMin).max(L.backMax),
  verseRef: z.string().max(L.verseRefMax).nullable(),
  kind: z.enum(flashcardKinds),
});

/** Exactly the number of cards asked for; duplicates and references are checked after parsing. */
export const generationAnswer = (count: number) =>
  z.strictObject({ cards: z.array(generatedCard).length(count) });
export type GenerationAnswer = z.output<ReturnType<typeof generationAnswer>>;

const generatorRole = `Flashcard generator
You write study cards people will remember. One fact or idea per card. Answers are complete but short. Give a reference (book chapter:verse) whenever a card rests on a verse, and null otherwise. A fill-in-the-blank card quotes a King James verse with one meaningful word replaced by "_____" and has that word as its answer. A "verse → reference" card quotes a verse on the front and gives its reference on the back. A palace room card asks about a Phototheology room (its code, name or core question). Mix the kinds you are asked for, never write trick questions, never repeat a card, and answer with JSON only.`;

const difficultyNotes = {
  easy: "Easy: well-known verses and facts a newer reader can recall.",
  medium: "Medium: the main facts and verses a regular reader should know.",
  hard: "Hard: details, less familiar verses and exact wording.",
} as const;

function kindList(kinds: readonly FlashcardKind[]): string {
  return kinds.map((kind) => `${kind} (${flashcardKindLabels[kind]})`).join(", ");
}

function taskText(request: GenerationRequest, count: number): string {
  const what =
    request.source === "passage"
      ? "the passage named in the data block; every card rests on its verses"
      : "the topic named in the data block";
  return `Task\nWrite exactly ${count} flashcards on ${what}. Kinds to mix: ${kindList(request.kinds)}. ${difficultyNotes[request.difficulty]}`;
}

const contract = (count: number) =>
  `Output contract\nOne JSON object { "cards": [...] } with exactly ${count} cards, each { "front" (${L.frontMin}–${L.frontMax} characters), "back" (${L.backMin}–${L.backMax}), "verseRef" (a reference such as "Daniel 2:44", or null), "kind" (qa, cloze, verse_ref or room) }.`;

export function generationMessages(request: GenerationRequest): ChatMessage[] {
  return [
    {
      role: "system",
      content: [sharedBase, generatorRole, taskText(request, request.count), contract(request.count)].join(
        "\n\n",
      ),
    },
    { role: "user", content: dataBlock(request.source === "passage" ? "Passage:" : "Topic:", request.value) },
  ];
}

/** The one repair for duplicates (§3.10): the same question, asking for `missing` new cards unlike those kept. */
export function topUpMessages(
  request: GenerationRequest,
  kept: readonly string[],
  missing: number,
): ChatMessage[] {
  return [
    {
      role: "system",
      content: [sharedBase, generatorRole, taskText(request, missing), contract(missing)].join("\n\n"),
    },
    {
      role: "user",
      content: `${dataBlock(request.source === "passage" ? "Passage:" : "Topic:", request.value)}\n\nWrite ${missing} more cards, each different from these fronts:\n${kept.map((front) => `- ${front}`).join("\n")}`,
    },
  ];
}
