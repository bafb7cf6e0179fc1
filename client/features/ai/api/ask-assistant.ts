import type { z } from "zod";
import type { askInput } from "@common/schemas/ai";
import { postSse } from "../lib/post-sse";

export type AskBody = z.input<typeof askInput>;

/** POST /api/ai/chat: a question to an assistant, answered as server-sent events (ai.md §1.3). */
export const askAssistant = (body: AskBody, signal: AbortSignal) => postSse("/ai/chat", body, signal);
