import type { ChatAssistant } from "@common/constants/ai";
import { PALACE_CONTENT_VERSION } from "@common/content/palace/version";
import { parseReference } from "@common/bible/reference";
import type { AskInput } from "@common/schemas/ai";
import { requiredHeadingsLine, showTimelineLine } from "../provider/fake-core";
import { assistantBlocks } from "./assistants";
import { sharedBase } from "./base";
import { compactPalaceReference, fullRoomEntry, roomByCode, roomLabel } from "./palace-reference";
import { principleLabel } from "./principles";
import { roomById } from "@common/content/palace";

/*
 * The system message of a chat answer (ai.md §4.1): shared base + the assistant's block + the palace reference + the
 * "Settings for this answer" block + the output contract. Only our own text goes here: whatever the member typed
 * (the question, a reference or lens that is not one of ours) travels in the user message (ai.md §1.7).
 */

/** Saved on every answer: the wording of these files and the palace content they quote. */
export const instructionVersion = `chat-1+palace-${PALACE_CONTENT_VERSION}`;

export type AskOptions<A extends ChatAssistant = ChatAssistant> = Extract<
  AskInput,
  { assistant: A }
>["options"];
export type AssistantRequest = {
  [A in ChatAssistant]: { assistant: A; options: AskOptions<A> };
}[ChatAssistant];

export type Instructions = {
  system: string;
  version: string;
  /** Member-typed context that must not go into the system message (e.g. an unknown lens), for the user message. */
  userContext: string | null;
  maxOutputTokens: number;
};

const depthWords = { quick: 150, standard: 400, deep: 900 } as const;
const depthNames = { quick: "Quick", standard: "Standard", deep: "Deep" } as const;
const audienceNotes = {
  believer: "Believer: a Christian who wants confidence and clear reasons",
  seeker: "Seeker: someone open and curious who wants clarity",
  skeptic: "Skeptic: someone who doubts and deserves the strongest form of the objection answered honestly",
} as const;
const bookFocusNames = { daniel: "Daniel", revelation: "Revelation", both: "Daniel and Revelation" } as const;

const apologeticsHeadings = {
  full: ["Short answer", "The evidence", "Objections and replies", "Saying it with grace"],
  short: ["Short answer", "Saying it with grace"],
} as const;

type Parts = {
  reference: string[];
  settings: string[];
  contract: string[];
  userContext: string[];
  maxOutputTokens: number;
};

const footerRules = (rooms: boolean) => [
  "End the answer with these lines, each on a line of its own:",
  ...(rooms
    ? [
        'Rooms: the codes of the rooms you used, separated by commas, e.g. "Rooms: BL, FE" (leave the line out when you used none).',
      ]
    : ["Do not add a Rooms line."]),
  'Passages: every reference you cited, separated by semicolons, e.g. "Passages: John 3:16; Hebrews 8:1-2".',
];

const headingRules = (headings: readonly string[]) => [
  requiredHeadingsLine(headings),
  'Write each required heading as a level-2 Markdown heading ("## Heading"), in this order, with nothing before the first one.',
];

function partsFor(request: AssistantRequest, brief: boolean): Parts {
  switch (request.assistant) {
    case "phototheology": {
      const { focusRoom, depth } = request.options;
      const focus = focusRoom === "auto" ? undefined : roomById(focusRoom);
      return {
        reference: focus
          ? [compactPalaceReference(brief), fullRoomEntry(focus.id)]
          : [compactPalaceReference(brief)],
        settings: [
          focus
            ? `Focus room: ${roomLabel(focus)}`
            : "Focus room: Auto (choose the rooms that fit the question)",
          `Depth: ${depthNames[depth]} (about ${depthWords[depth]} words)`,
        ],
        contract: [`Length: about ${depthWords[depth]} words.`, ...footerRules(true)],
        userContext: [],
        maxOutputTokens: { quick: 500, standard: 1000, deep: 2000 }[depth],
      };
    }
    case "apologetics": {
      const { audience, length } = request.options;
      return {
        reference: [compactPalaceReference(brief)],
        settings: [
          `Audience: ${audienceNotes[audience]}`,
          `Length: ${length === "full" ? "Full case" : "Short answer"}`,
        ],
        contract: [
          ...headingRules(apologeticsHeadings[length]),
          length === "full"
            ? 'Under "The evidence" cover Scripture, history and reason.'
            : "Keep each section to a short paragraph.",
          ...footerRules(true),
        ],
        userContext: [],
        maxOutputTokens: length === "full" ? 1600 : 600,
      };
    }
    case "daniel_revelation": {
      const { bookFocus, timeline } = request.options;
      return {
        reference: [compactPalaceReference(brief)],
        settings: [`Book focus: ${bookFocusNames[bookFocus]}`, `Timeline: ${timeline ? "on" : "off"}`],
        contract: [
          "Show every time calculation step by step.",
          ...(timeline
            ? [
                showTimelineLine,
                'Before the Rooms and Passages lines, add a block that starts with the line "Timeline:" and then one line per event, in time order, written "date — event — passage", e.g. "457 BC — The decree to restore Jerusalem — Daniel 9:25".',
              ]
            : ["Do not add a Timeline block."]),
          ...footerRules(true),
        ],
        userContext: [],
        maxOutputTokens: 1600,
      };
    }
    case "kid": {
      const words = request.options.ageBand === "4-7" ? 60 : 120;
      return {
        reference: [],
        settings: [
          `Age band: ${request.options.ageBand === "4-7" ? "4–7" : "8–12"} (at most ${words} words)`,
        ],
        contract: [
          `At most ${words} words: a simple answer, one short verse with its reference, then a last line that starts with "Think about it:" and asks one question.`,
          "No headings.",
          ...footerRules(false),
        ],
        userContext: [],
        maxOutputTokens: 300,
      };
    }
    case "room_assistant": {
      const room = roomById(request.options.roomId);
      return {
        reference: [fullRoomEntry(room.id)],
        settings: [`Room: ${roomLabel(room)}`],
        contract: ["Apply this room's method step by step.", ...footerRules(true)],
        userContext: [],
        maxOutputTokens: 1200,
      };
    }
    case "verse_assistant": {
      const { reference, lens } = request.options;
      const parsed = parseReference(reference);
      const lensRoom = lens ? roomByCode(lens) : undefined;
      const lensPrinciple = lens && !lensRoom ? principleLabel(lens) : undefined;
      const settings = [
        parsed ? `Verse: ${parsed.label}` : "Verse: the one the member names in their message",
      ];
      if (lensRoom) settings.push(`Lens: ${roomLabel(lensRoom)}`);
      else if (lensPrinciple) settings.push(`Lens: ${lensPrinciple}`);
      else if (lens) settings.push("Lens: the one the member names in their message");
      else settings.push("Lens: none (read the verse on its own terms)");
      const userContext: string[] = [];
      if (!parsed) userContext.push(`The verse I'm studying: ${reference}`);
      if (lens && !lensRoom && !lensPrinciple) userContext.push(`The lens I'd like: ${lens}`);
      return {
        reference: lensRoom
          ? [compactPalaceReference(brief), fullRoomEntry(lensRoom.id)]
          : [compactPalaceReference(brief)],
        settings,
        contract: footerRules(true),
        userContext,
        maxOutputTokens: 1200,
      };
    }
  }
}

function systemMessage(request: AssistantRequest, parts: Parts): string {
  return [
    sharedBase,
    assistantBlocks[request.assistant],
    ...parts.reference,
    ["Settings for this answer", ...parts.settings].join("\n"),
    ["Output contract", "Write the answer in Markdown.", ...parts.contract].join("\n"),
  ].join("\n\n");
}

/**
 * The system message and what goes with it, for one answer. When the full palace list would take more than half of
 * AI_MAX_CONTEXT_CHARS, the rooms are listed by code and name only, leaving room for the conversation.
 */
export function buildInstructions(
  request: AssistantRequest,
  limits: { maxOutputTokens: number; maxContextChars: number },
): Instructions {
  let parts = partsFor(request, false);
  let system = systemMessage(request, parts);
  if (system.length > limits.maxContextChars / 2) {
    parts = partsFor(request, true);
    system = systemMessage(request, parts);
  }
  return {
    system,
    version: instructionVersion,
    userContext: parts.userContext.length > 0 ? parts.userContext.join("\n") : null,
    maxOutputTokens: Math.min(parts.maxOutputTokens, limits.maxOutputTokens),
  };
}
