import type { ChatAssistant } from "@common/constants/ai";
import type { AskInput } from "@common/schemas/ai";

/*
 * The offline study engine's contract (ai.md §2): deterministic answers assembled on the server from the KJV, the
 * cross references, Strong's and the palace content — same input, same output; never counted; labelled by the
 * caller. The chat pipeline saves `markdown` like a model answer and shows `rooms`/`passages` as chips.
 */

export type OfflineChatRequest = {
  assistant: ChatAssistant;
  message: string;
  options: AskInput["options"];
  /** The thread's first question, when this message follows it (a Culture & Controversy follow-up, ai.md §3.5). */
  firstQuestion?: string;
};

export type OfflineAnswer = {
  /** The answer's body, Markdown, without the `Rooms:`/`Passages:` footer lines. */
  markdown: string;
  /** Room codes as the palace writes them (e.g. "BL", "CEC"), at most 3 for the GPTs. */
  rooms: string[];
  /** References as text ("John 3:16", "Hebrews 8:1-2"), each one the reader can open. */
  passages: string[];
  /** Daniel-Revelation with Show timeline on: "date — event — passage" lines. */
  timeline: string[];
  /**
   * Questions the engine can answer, offered as buttons when it could not answer this one (Apologetics GPT with no
   * match in the doctrine table: the closest three, ai.md §2.4). Absent otherwise.
   */
  suggestions?: string[];
};

export type OfflineEngine = {
  answerChat(request: OfflineChatRequest): Promise<OfflineAnswer>;
  /** Loads the engine's data (KJV, word index, Strong's, cross references) ahead of the first answer. */
  warm?(): Promise<void>;
};
