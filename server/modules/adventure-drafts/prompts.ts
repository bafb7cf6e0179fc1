// The instructions for drafting one treasure hunt or one escape puzzle (games.md §4.20, §4.21), in our own words. They
// state the shape, the lengths and the rules the content checks apply, so a careful model passes them first time.
import { roomOverviews } from "@common/content/palace/overview";
import type { CreateAdventureDraftInput } from "@common/schemas/adventure-drafts";
import { draftRoomLabelsPrefix } from "@server/modules/ai/provider/fake-core";
import type { ChatMessage } from "@server/modules/ai/provider/types";

export const huntSchemaName = "adventure_hunt_draft";
export const puzzleSchemaName = "adventure_puzzle_draft";

/** The line listing a room's six principle labels (the fake model reads it too, to pick one). */
const roomLabelsPrefix = draftRoomLabelsPrefix;

const common = [
  "You write content for Phototheology, a Bible-study app built around a memory palace of rooms on eight floors.",
  "Write everything in your own fresh words. Never quote or paraphrase closely any copyrighted book, commentary, hymn or modern Bible translation; the only Scripture you may quote is a few words of the King James Version.",
  "Write Bible references as a reader types them, e.g. John 1:29, Exod 25:8, 1 Cor 15:20 — book, chapter and verse, never a chapter alone.",
  "Answer with one JSON object that matches the schema, and nothing else.",
];

const rooms = roomOverviews.map((room) => `${room.name} (floor ${room.floor})`).join("; ");

function huntInstructions(): string {
  return [
    ...common,
    "Task: draft one treasure hunt — a chain of 5 to 8 clues that leads a player, step by step, to one treasure verse.",
    "The chain: clue 1 is a theme clue; somewhere there is a room clue and a principle clue; person or symbol clues may follow; the LAST clue is a verse clue whose only answers are references to the treasure verse, and `finalRef` is exactly one of them (a single verse).",
    "Every clue: `text` 150–400 characters; `explanation` 100–250 characters; `hint1` says what kind of answer it is; `hint2` is a specific nudge that never states an answer.",
    'Theme, principle, person and symbol clues: `accepted` holds trimmed lower-case answers of at least 2 letters, none starting with "the", none repeated; the clue text never contains its first answer. A principle clue\'s answers must include a palace principle by name (a sanctuary article, a feast, a cycle or a palace symbol).',
    `Room clues: \`accepted\` holds exactly one room name, written exactly as in this list: ${rooms}. Its hint1 names the room's floor as "floor N"; the text and hint2 never say the room's name, tag or id.`,
    "Verse clues: `accepted` holds references of at most 3 verses; the text and hints never write the reference.",
    "`intro` is at least 120 characters; `conclusion` is 300–700 characters and cites the treasure verse by its reference.",
  ].join("\n");
}

function puzzleInstructions(labels: readonly string[]): string {
  return [
    ...common,
    "Task: draft one escape-room lock. The player answers it with KJV references, a justification that names the palace room, and the principle applied.",
    "`prompt`: the challenge, 1–3 sentences; it never writes or spells out an expected reference.",
    "`expectedRefs`: 1–3 single verses that fully answer the prompt. `partialRefs`: 1–4 related verses (same chapter or a clear parallel) that earn partial credit; none may overlap an expected one.",
    `\`principle\`: exactly one of the room's six labels, copied word for word. ${roomLabelsPrefix} ${labels.join("; ")}`,
    "`typologyNote`: the first hint, one or two sentences on the type or pattern, without writing an expected reference.",
    "`conclusionLine`: one sentence that closes the lock.",
  ].join("\n");
}

export function huntMessages(input: Extract<CreateAdventureDraftInput, { kind: "hunt" }>): ChatMessage[] {
  return [
    { role: "system", content: huntInstructions() },
    {
      role: "user",
      content: [
        `Difficulty: ${input.difficulty} (beginner: well-known stories; pro: typology across books; scholar: prophecy and the sanctuary in depth).`,
        input.theme ? `Theme: ${input.theme}` : "Theme: your choice.",
      ].join("\n"),
    },
  ];
}

export function puzzleMessages(
  input: Extract<CreateAdventureDraftInput, { kind: "puzzle" }>,
  room: { name: string; tag: string; floor: number },
  labels: readonly string[],
): ChatMessage[] {
  return [
    { role: "system", content: puzzleInstructions(labels) },
    {
      role: "user",
      content: [
        `Room: ${room.name} (${room.tag}, floor ${room.floor}).`,
        `Difficulty: ${input.difficulty}.`,
        input.category ? `Category: ${input.category}.` : "Category: none.",
      ].join("\n"),
    },
  ];
}
