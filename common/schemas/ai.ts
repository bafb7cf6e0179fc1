import { z } from "zod";
import { aiErrorCodes, aiLimits, threadKinds } from "../constants/ai";
import { ROOM_IDS } from "../content/palace/types";
import { emailField } from "./auth";
import { text } from "./text";

/*
 * The AI layer's request and answer shapes (ai.md §1), shared by the server (validation, SSE frames) and the
 * browser (forms, the stream reader). Field names live here only: an earlier app let the two sides drift.
 */

export const aiSource = z.enum(["model", "offline", "fake"]);
export type AiSource = z.infer<typeof aiSource>;

/** GET /api/ai/status (§1.1). Never the base URL or key; `model` for admins only. */
export const aiStatusDto = z.object({
  mode: aiSource,
  streaming: z.boolean(),
  imageGeneration: z.boolean(),
  degradedUntil: z.iso.datetime().nullable(),
  model: z.string().optional(),
});
export type AiStatusDto = z.infer<typeof aiStatusDto>;

/** GET /api/ai/quota, and on every meta/done/error frame (§1.5). */
export const aiQuotaDto = z.object({
  plan: z.enum(["free", "essential", "premium"]),
  window: z.enum(["day", "hour"]),
  limit: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  resetsAt: z.iso.datetime(),
});
export type AiQuotaDto = z.infer<typeof aiQuotaDto>;

const roomId = z.enum(ROOM_IDS);

/** Options per assistant (§3.1–3.5, §3.12), remembered per thread. */
export const assistantOptions = {
  phototheology: z.strictObject({
    focusRoom: z.union([z.literal("auto"), roomId]).default("auto"),
    depth: z.enum(["quick", "standard", "deep"]).default("standard"),
  }),
  apologetics: z.strictObject({
    audience: z.enum(["believer", "seeker", "skeptic"]).default("believer"),
    length: z.enum(["short", "full"]).default("full"),
  }),
  daniel_revelation: z.strictObject({
    bookFocus: z.enum(["daniel", "revelation", "both"]).default("both"),
    timeline: z.boolean().default(false),
  }),
  kid: z.strictObject({ ageBand: z.enum(["4-7", "8-12"]).default("8-12") }),
  room_assistant: z.strictObject({ roomId }),
  verse_assistant: z.strictObject({
    reference: text().trim().min(1).max(40),
    /** A room code or a principle name (dimension, sanctuary article, feast, horizon, cycle, time prophecy). */
    lens: text().trim().max(60).optional(),
  }),
  /**
   * Culture & Controversy (§3.5): an optional pasted excerpt and its source label (a link typed here is kept as
   * text, never fetched). Both travel only inside the data block of the user message (§1.7). The analysis's pair
   * stays with its thread: a follow-up is answered with the thread's, whatever it sends.
   */
  culture_controversy: z.strictObject({
    excerpt: text()
      .trim()
      .max(
        aiLimits.cultureExcerptMax,
        `Keep the excerpt to ${aiLimits.cultureExcerptMax.toLocaleString("en-US")} characters.`,
      )
      .optional(),
    sourceLabel: text()
      .trim()
      .max(
        aiLimits.cultureSourceLabelMax,
        `Keep the source to ${aiLimits.cultureSourceLabelMax.toLocaleString("en-US")} characters.`,
      )
      .optional(),
  }),
} as const;

const chatMessage = (max: number) =>
  text()
    .trim()
    .min(1, "Type a question first.")
    .max(max, `Keep it to ${max.toLocaleString("en-US")} characters.`);

/** One assistant's request: its options default when omitted (the page's first visit). */
function askFor<A extends string, O extends z.ZodType>(assistant: A, max: number, options: O) {
  return z.strictObject({
    assistant: z.literal(assistant),
    /** Omitted: a new thread. */
    threadId: z.uuid().optional(),
    message: chatMessage(max),
    options,
    /** "Answer with the offline study engine" (§1.5, §1.8): one labelled answer, never counted. */
    offline: z.boolean().default(false),
  });
}

/** POST /api/ai/chat (answered as SSE, §1.3). */
export const askInput = z.discriminatedUnion("assistant", [
  askFor("phototheology", aiLimits.chatMessageMax, assistantOptions.phototheology.prefault({})),
  askFor("apologetics", aiLimits.chatMessageMax, assistantOptions.apologetics.prefault({})),
  askFor("daniel_revelation", aiLimits.chatMessageMax, assistantOptions.daniel_revelation.prefault({})),
  askFor("kid", aiLimits.kidMessageMax, assistantOptions.kid.prefault({})),
  askFor("room_assistant", aiLimits.chatMessageMax, assistantOptions.room_assistant),
  askFor("verse_assistant", aiLimits.chatMessageMax, assistantOptions.verse_assistant),
  // The topic that starts an analysis is at most 300 characters; a follow-up in its thread is a chat message.
  askFor(
    "culture_controversy",
    aiLimits.chatMessageMax,
    assistantOptions.culture_controversy.prefault({}),
  ).superRefine((value, ctx) => {
    if (value.threadId === undefined && value.message.length > aiLimits.cultureTopicMax)
      ctx.addIssue({
        code: "too_big",
        origin: "string",
        maximum: aiLimits.cultureTopicMax,
        inclusive: true,
        path: ["message"],
        message: `Keep the topic to ${aiLimits.cultureTopicMax.toLocaleString("en-US")} characters.`,
      });
  }),
]);
export type AskInput = z.output<typeof askInput>;

/** POST /api/ai/threads/:id/regenerate — Regenerate or Retry the last answer (counts as a question, §1.3). */
export const regenerateInput = z.strictObject({ offline: z.boolean().default(false) });

export const messageStatus = z.enum(["streaming", "complete", "stopped", "interrupted", "failed"]);
export type MessageStatus = z.infer<typeof messageStatus>;

/** A saved message. `rooms`/`passages` are the footer lines, taken out of `content` and shown as chips. */
export const aiMessageDto = z.object({
  id: z.uuid(),
  threadId: z.uuid(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  rooms: z.array(z.string()),
  passages: z.array(z.string()),
  /** Daniel-Revelation's `Timeline:` lines, "date — event — passage" (§3.3). */
  timeline: z.array(z.string()),
  /** Offline answers only: questions the engine can answer, offered as buttons when it matched none (§2.4). */
  suggestions: z.array(z.string()).optional(),
  source: aiSource.nullable(),
  status: messageStatus,
  /** The member's thumbs on an assistant message (§1.3). */
  rating: z.enum(["up", "down"]).nullable(),
  createdAt: z.iso.datetime(),
});
export type AiMessageDto = z.infer<typeof aiMessageDto>;

export const aiThreadDto = z.object({
  id: z.uuid(),
  assistant: z.enum(threadKinds),
  title: z.string(),
  /** e.g. `{ roomId }` or `{ reference }`, and the options last used. */
  context: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
  lastMessageAt: z.iso.datetime(),
});
export type AiThreadDto = z.infer<typeof aiThreadDto>;

/** GET /api/ai/threads/:id */
export const aiThreadDetailDto = z.object({
  thread: aiThreadDto,
  messages: z.array(aiMessageDto),
  /** Older messages no longer fit what is sent to the model (§1.4's quiet note). */
  olderMessagesLeftOut: z.boolean(),
  /** 200 messages: the input says "This conversation is full. Start a new one." */
  full: z.boolean(),
});
export type AiThreadDetailDto = z.infer<typeof aiThreadDetailDto>;

/** GET /api/ai/threads?assistant=&q=&cursor= — newest activity first, 30 a page (§1.4). */
export const listThreadsQuery = z.strictObject({
  assistant: z.enum(threadKinds),
  q: text().trim().max(aiLimits.threadTitleMax).optional(),
  /** For the room and verse assistants' "previous conversations": the room id or the reference. */
  context: text().trim().max(60).optional(),
  cursor: text().max(200).optional(),
});
export const aiThreadPageDto = z.object({ threads: z.array(aiThreadDto), nextCursor: z.string().nullable() });
export type AiThreadPageDto = z.infer<typeof aiThreadPageDto>;

/** PATCH /api/ai/threads/:id — empty after trimming restores the previous title (the client does not send it). */
export const renameThreadInput = z.strictObject({
  title: text().trim().min(1).max(aiLimits.threadTitleMax),
});

/** POST /api/ai/messages/:id/feedback (§1.3; stored for admins). */
export const messageFeedbackInput = z.strictObject({
  rating: z.enum(["up", "down"]),
  reason: text().trim().max(500).optional(),
});

/* The SSE frames (§1.3): `event: <name>` and `data: <json>` on the response of the POST. */
export const sseMeta = z.object({
  threadId: z.uuid(),
  userMessageId: z.uuid(),
  assistantMessageId: z.uuid(),
  source: aiSource,
  quota: aiQuotaDto,
});
export const sseStatus = z.object({ stage: z.enum(["reading", "thinking", "writing", "checking"]) });
export const sseDelta = z.object({ text: z.string() });
export const sseDone = z.object({ message: aiMessageDto, quota: aiQuotaDto });
export const sseError = z.object({
  code: z.enum(aiErrorCodes),
  message: z.string(),
  retryable: z.boolean(),
  quota: aiQuotaDto,
  /** Offered when the offline engine could answer instead (§1.8 "Answer offline"). */
  offlineAvailable: z.boolean().optional(),
});
export const sseEvents = {
  meta: sseMeta,
  status: sseStatus,
  delta: sseDelta,
  done: sseDone,
  error: sseError,
} as const;
export type SseEventName = keyof typeof sseEvents;
export type SseEvent = {
  [K in SseEventName]: { event: K; data: z.infer<(typeof sseEvents)[K]> };
}[SseEventName];

/** POST /api/admin/ai/usage/reset — an admin gives a member today's questions back (audited, §1.5). */
export const resetMemberUsageInput = z.strictObject({ email: emailField });

/** GET /api/admin/ai (§1.8): the layer's mode, recent provider errors (never the address or key), today's usage. */
export const aiAdminOverviewDto = z.object({
  mode: aiSource,
  model: z.string().nullable(),
  degradedUntil: z.iso.datetime().nullable(),
  recentErrors: z.array(
    z.object({ at: z.iso.datetime(), kind: z.string(), status: z.number().nullable(), detail: z.string() }),
  ),
  today: z.object({
    date: z.string(),
    questions: z.number().int(),
    members: z.number().int(),
    requests: z.array(z.object({ source: z.string(), status: z.string(), requests: z.number().int() })),
  }),
});
export type AiAdminOverviewDto = z.infer<typeof aiAdminOverviewDto>;

/* ------------------------------------------------------------------------------------------------------------- */
/* The room and verse assistant (ai.md §3.12): /api/ai/room/:roomId/* and /api/ai/verse/*                        */

const shortReference = text().trim().min(1, "Choose a verse first.").max(40, "Keep the reference short.");

/** A verse with the room's method applied step by step (the Example tab). */
export const roomExampleDto = z.object({
  verseRef: z.string(),
  /** KJV, quoted by the server (never the model's quotation when the reference is one we can read). */
  verseText: z.string(),
  steps: z.array(z.object({ step: z.string(), applied: z.string() })),
  insights: z.array(z.string()),
  takeaway: z.string(),
});
export type RoomExampleDto = z.infer<typeof roomExampleDto>;

/** A practice item (the Practice tab); the client keeps `modelAnswer` hidden until "Show a model answer". */
export const roomPracticeDto = z.object({
  verseRef: z.string(),
  verseText: z.string(),
  questions: z.array(z.string()),
  hints: z.array(z.string()),
  modelAnswer: z.string(),
});
export type RoomPracticeDto = z.infer<typeof roomPracticeDto>;

/** GET …/example and …/practice: the pool item after `last` (never the one shown last). */
export const roomPoolQuery = z.strictObject({ last: text().trim().max(40).optional() });
/** POST …/example/fresh and …/practice/fresh: ask the model for a new verse (one question). */
export const freshRoomItemInput = z.strictObject({ last: text().trim().max(40).optional() });

/**
 * Every room/verse answer says where it came from (`source`, offline = the curated pool or the offline engine),
 * the questions left when it was counted, and a notice when a model answer was replaced (ai.md §1.8).
 */
const studyEnvelope = {
  source: aiSource,
  quota: aiQuotaDto.nullable(),
  notice: z.string().nullable(),
};
export const roomExampleResultDto = z.object({ example: roomExampleDto, ...studyEnvelope });
export type RoomExampleResultDto = z.infer<typeof roomExampleResultDto>;
export const roomPracticeResultDto = z.object({ practice: roomPracticeDto, ...studyEnvelope });
export type RoomPracticeResultDto = z.infer<typeof roomPracticeResultDto>;

/** POST …/check — Check my work: the member's answer to the room's core question for a chosen verse. */
export const checkWorkInput = z.strictObject({
  verseRef: shortReference,
  answer: text()
    .trim()
    .min(1, "Write your answer first.")
    .max(
      aiLimits.checkAnswerMax,
      `Keep it to ${aiLimits.checkAnswerMax.toLocaleString("en-US")} characters.`,
    ),
  /** "quick": the deterministic rubric (never counted); "model": the model judges (one question). */
  mode: z.enum(["quick", "model"]).default("quick"),
});
export type CheckWorkInput = z.input<typeof checkWorkInput>;

/** A reading the method rejects, found in the answer, with the reason and a passage. */
export const workCautionDto = z.object({ reading: z.string(), reason: z.string(), passage: z.string() });

/** The judge shape of ai.md §3.12 (as the games'), with the rubric's ✓/✗ checks and who judged. */
export const workJudgeDto = z.object({
  verdict: z.enum(["pass", "partial", "fail"]),
  points: z.number().int().min(0).max(10),
  feedback: z.string(),
  strengths: z.array(z.string()),
  growthAreas: z.array(z.string()),
  passagesNoticed: z.array(z.string()),
  cautions: z.array(workCautionDto),
  checks: z.array(z.object({ id: z.string(), ok: z.boolean(), label: z.string() })),
  /** "rules": the deterministic rubric; "ai": the model's verdict. */
  judgedBy: z.enum(["rules", "ai"]),
});
export type WorkJudgeDto = z.infer<typeof workJudgeDto>;

/** A saved Check my work: the room's practice attempt (verse, answer, verdict, points, date). */
export const roomCheckAttemptDto = z.object({
  id: z.uuid(),
  roomId: z.string(),
  verseRef: z.string(),
  answer: z.string(),
  verdict: z.enum(["pass", "partial", "fail"]),
  points: z.number().int(),
  judgedBy: z.enum(["rules", "ai"]),
  createdAt: z.iso.datetime(),
});
export type RoomCheckAttemptDto = z.infer<typeof roomCheckAttemptDto>;
export const checkWorkResultDto = z.object({
  judge: workJudgeDto,
  attempt: roomCheckAttemptDto,
  ...studyEnvelope,
});
export type CheckWorkResultDto = z.infer<typeof checkWorkResultDto>;
/** GET …/checks — this room's saved attempts, newest first. */
export const roomCheckListDto = z.object({ attempts: z.array(roomCheckAttemptDto) });

/** POST /api/ai/room/:roomId/gems and /api/ai/verse/gems — "Save as gem": a draft in the Gems Room (GR). */
export const saveGemInput = z.strictObject({
  title: text().trim().min(1, "Give the gem a title.").max(80),
  body: text().trim().min(1).max(aiLimits.checkAnswerMax),
  references: z.array(text().trim().min(1).max(40)).max(8).default([]),
  rooms: z.array(text().trim().min(1).max(12)).max(5).default([]),
});
export type SaveGemInput = z.input<typeof saveGemInput>;
export const savedGemDto = z.object({ entryId: z.uuid(), title: z.string() });

/** The verse actions' reference: one verse or a short selection ("John 3:16", "John 3:16-18"). */
export const verseStudyQuery = z.strictObject({ reference: shortReference });
/** Explain, Find Christ and "Explain these links": `offline` is "Answer with the offline study engine". */
export const verseStudyInput = z.strictObject({
  reference: shortReference,
  offline: z.boolean().default(false),
});

export const verseSectionTitles = ["Meaning", "Setting", "Christ in this verse", "Living it"] as const;
export const verseExplainDto = z.object({
  reference: z.string(),
  verseText: z.string(),
  sections: z.array(
    z.object({
      title: z.enum(verseSectionTitles),
      text: z.string(),
      /** False where the offline engine has no local data: the text then reads "Not available offline". */
      available: z.boolean(),
      passages: z.array(z.string()),
    }),
  ),
  ...studyEnvelope,
});
export type VerseExplainDto = z.infer<typeof verseExplainDto>;

/** Find Christ: one Christ in Every Chapter line, NAME • ACT • CROSSLINK (null when none is available offline). */
export const findChristDto = z.object({
  reference: z.string(),
  line: z.object({ name: z.string(), act: z.string(), crosslink: z.string() }).nullable(),
  /** Where an offline line came from, e.g. "Christ in Every Chapter" or "the sanctuary table". */
  basis: z.string().nullable(),
  passages: z.array(z.string()),
  ...studyEnvelope,
});
export type FindChristDto = z.infer<typeof findChristDto>;

export const crossReferenceWhy = z.enum(["shared word", "same topic", "type"]);
export const crossReferencesDto = z.object({
  reference: z.string(),
  items: z.array(
    z.object({
      ref: z.string(),
      text: z.string(),
      why: crossReferenceWhy,
      /** "Explain these links": the model's one-line reason. */
      reason: z.string().nullable(),
    }),
  ),
  ...studyEnvelope,
});
export type CrossReferencesDto = z.infer<typeof crossReferencesDto>;

/** Word study: Strong's entries for the verse's key words, always local, never counted. */
export const verseWordStudyDto = z.object({
  reference: z.string(),
  /** True only when the text carries Strong's tags; the KJV we serve does not, so entries are "likely". */
  tagged: z.boolean(),
  entries: z.array(
    z.object({
      word: z.string(),
      number: z.string(),
      lemma: z.string(),
      transliteration: z.string(),
      definition: z.string(),
      kjvRenderings: z.string(),
      likely: z.boolean(),
    }),
  ),
});
export type VerseWordStudyDto = z.infer<typeof verseWordStudyDto>;
