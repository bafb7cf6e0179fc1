import type { EntitlementKey } from "../policies/entitlements";

/*
 * The AI layer's words and numbers (ai.md §1): the server enforces them, the screens show them. Quota numbers
 * are not here: they are the entitlement table's (common/policies/entitlements.ts, the `ai.*` rows).
 */

/**
 * The chat assistants with threads (ai.md §0 "Assistant"; §3.1–3.4 and the Ask tabs of §3.12), and Culture &
 * Controversy (§3.5), whose analysis streams as sectioned text and continues as a chat in the same thread.
 */
export const chatAssistants = [
  "phototheology",
  "apologetics",
  "daniel_revelation",
  "kid",
  "room_assistant",
  "verse_assistant",
  "culture_controversy",
] as const;
export type ChatAssistant = (typeof chatAssistants)[number];

/** Every value of ai_threads.assistant (ai.md §1.4): the chat assistants and the tools that save runs as threads. */
export const threadKinds = [...chatAssistants, "critics", "quarterly"] as const;
export type ThreadKind = (typeof threadKinds)[number];

/** The entitlement each assistant is gated by (ai.md §1.6). */
export const assistantFeature: Readonly<Record<ChatAssistant, EntitlementKey>> = {
  phototheology: "ai.phototheology_gpt",
  apologetics: "ai.apologetics_gpt",
  daniel_revelation: "ai.daniel_revelation_gpt",
  kid: "ai.kid_gpt",
  room_assistant: "ai.room_assistant",
  verse_assistant: "ai.room_assistant",
  culture_controversy: "ai.culture_controversy",
};

/** Where each page-level assistant lives and what it is called (ai.md §3.1–3.5). */
export const assistantPages = {
  phototheology: { path: "/phototheologygpt", name: "Phototheology GPT" },
  apologetics: { path: "/apologetics-gpt", name: "Apologetics GPT" },
  daniel_revelation: { path: "/daniel-revelation-gpt", name: "Daniel-Revelation GPT" },
  kid: { path: "/kidgpt", name: "KidGPT" },
  culture_controversy: { path: "/culture-controversy", name: "Culture & Controversy" },
} as const satisfies Partial<Record<ChatAssistant, { path: string; name: string }>>;

export const aiLimits = {
  /** ai.md §1.7: trimmed length of a chat message (GPTs, Ask tabs). */
  chatMessageMax: 2000,
  /** KidGPT's messages. */
  kidMessageMax: 300,
  /** Culture & Controversy (§3.5): the topic that starts an analysis; follow-ups are chat messages. */
  cultureTopicMax: 300,
  /** Culture & Controversy's optional pasted excerpt (§1.7). */
  cultureExcerptMax: 6000,
  /** The excerpt's optional source label, e.g. a link typed as text (stored, never fetched; as §1.7's report link). */
  cultureSourceLabelMax: 500,
  /** Check my work answers (§3.12). */
  checkAnswerMax: 3000,
  /** Thread titles, after trimming (§1.4 rename: 1–80). */
  threadTitleMax: 80,
  /** A new thread's title: the first question's first 60 characters, cut at a word, with "..." (§1.4). */
  titleFromQuestionChars: 60,
  /** A thread holds at most this many messages (§1.4). */
  threadMessagesMax: 200,
  /** At most this many of the newest messages go to the model, within AI_MAX_CONTEXT_CHARS (§1.4). */
  contextMessagesMax: 12,
  /** Threads per page in the sidebar (§1.4). */
  threadsPageSize: 30,
  /** AI requests one member may have in flight at once, on every plan (§1.5). */
  inFlightMax: 2,
  /** The input shows its counter from this share of the limit (§1.7). */
  counterFromShare: 0.8,
  /** Premium-like plans see the hourly chip only after this many questions in the last hour (§1.5). */
  hourlyChipFromUsed: 80,
  /** A reloaded thread polls this often while its last message is still streaming (§1.3). */
  inProgressPollMs: 2000,
  /** SSE keep-alive comment interval (§1.3). */
  keepAliveMs: 15_000,
  /** Degraded mode: this many misconfigured/unavailable failures within the window pause AI for the pause (§1.8). */
  degradeAfterFailures: 3,
  degradeWindowMs: 5 * 60_000,
  degradedForMs: 5 * 60_000,
  /** Retry of a provider-busy error is enabled after this long (§1.8). */
  busyRetryAfterMs: 20_000,
} as const;

/** The user-facing error codes of ai.md §1.5 and §1.8. */
export const aiErrorCodes = [
  "ai_provider_busy",
  "ai_provider_unavailable",
  "ai_misconfigured",
  "ai_provider_error",
  "ai_timeout",
  "ai_interrupted",
  "ai_bad_output",
  "ai_context_too_long",
  "ai_daily_limit",
  "ai_hourly_limit",
  "ai_busy",
  "ai_image_limit",
  "content_blocked",
  "input_too_long",
  "thread_full",
] as const;
export type AiErrorCode = (typeof aiErrorCodes)[number];

/** ai.md §1.8, verbatim. The limit messages (§1.5) are built by the server with their numbers. */
export const aiErrorMessages = {
  ai_provider_busy: "The study assistant is busy right now. Please try again in a minute.",
  ai_provider_unavailable: "The study assistant is unavailable at the moment. Your question wasn't counted.",
  ai_misconfigured: "The study assistant isn't set up correctly. An administrator has been told.",
  ai_provider_error: "The study assistant had a problem answering. Your question wasn't counted.",
  ai_timeout: "The study assistant took too long to respond. Your question wasn't counted.",
  ai_interrupted: "The answer was cut off.",
  ai_bad_output:
    "The assistant's answer came back in a form we couldn't read, so here is the offline study guide instead.",
  ai_context_too_long: "This conversation is too long for the assistant. Start a new conversation.",
  ai_busy: "You already have two questions being answered. Wait for one to finish, then ask again.",
  thread_full: "This conversation is full. Start a new one.",
  browser_offline: "You're offline. Your question wasn't sent.",
} as const;

/** Labels and notices of ai.md §1.3, §1.4, §1.8 and §2, verbatim. */
export const aiText = {
  offlineBadge: "Offline study engine",
  offlineFooter:
    "Assembled from the King James text, cross references, the palace rooms and Strong's dictionary. No AI model was used.",
  offlineBanner:
    "Offline study engine: answers come from the Bible text, cross references, palace rooms and Strong's dictionary.",
  offlineChip: "Offline study engine: unlimited",
  degradedBanner: "AI answers are paused for a few minutes. The offline study engine is answering instead.",
  stopped: "Stopped",
  interrupted: "The answer was cut off",
  inProgress: "Answer in progress...",
  olderMessagesNote:
    "Older messages are no longer sent to the assistant. Start a new conversation for a fresh topic.",
  deleteThreadConfirm: "Delete this conversation? This can't be undone.",
  limitTitle: "You've reached today's limit",
  answerOffline: "Answer with the offline study engine",
  notAvailableOffline: "Not available offline",
} as const;

/** Culture & Controversy's quick chips (ai.md §3.5), in the sheet's order. */
export const cultureChips = [
  "Artificial intelligence",
  "Abortion",
  "Immigration",
  "Racism and justice",
  "Sexuality and gender",
  "Creation care",
  "Religious liberty",
  "Christian nationalism",
  "Political division",
  "End-of-life choices",
  "Wealth and poverty",
  "Addiction",
] as const;

/** Culture & Controversy's output sections (ai.md §3.5): keys and headings, in order. */
export const cultureSections = [
  { key: "issue", heading: "The issue, fairly stated" },
  { key: "jesus", heading: "What Jesus said and did" },
  { key: "principles", heading: "Biblical principles" },
  { key: "living", heading: "Living it out with grace" },
  { key: "misunderstandings", heading: "Misunderstandings on more than one side" },
  { key: "next_steps", heading: "Next steps" },
] as const;
export type CultureSectionKey = (typeof cultureSections)[number]["key"];

/** Offline, "Questions to consider" stands in for the misunderstandings, which need judgement (ai.md §2.4). */
export const cultureOfflineQuestionsHeading = "Questions to consider";

/** Temperatures of ai.md §1.2. */
export const aiTemperature = { chat: 0.6, structured: 0.3, moderation: 0.2 } as const;
