import type { ThreadKind } from "@common/constants/ai";
import type { AiMessageDto, AiThreadDto } from "@common/schemas/ai";
import type { MessageRow, ThreadRow } from "./threads.queries";

/** The fields of a thread and a message that leave the server (no tokens, model or instruction version). */
export function presentThread(row: ThreadRow): AiThreadDto {
  return {
    id: row.id,
    assistant: row.assistant as ThreadKind,
    title: row.title,
    context: row.context,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
  };
}

export function presentMessage(row: MessageRow): AiMessageDto {
  return {
    id: row.id,
    threadId: row.threadId,
    role: row.role,
    content: row.content,
    rooms: row.sections?.rooms ?? [],
    passages: row.sections?.passages ?? [],
    timeline: row.sections?.timeline ?? [],
    ...(row.sections?.suggestions?.length ? { suggestions: row.sections.suggestions } : {}),
    source: row.source ?? null,
    status: row.status,
    rating: row.role === "assistant" ? (row.rating ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
