import { aiLimits } from "@common/constants/ai";

/*
 * What of a thread goes to the model (ai.md §1.4): the newest messages that fit the budget left by the system
 * message, at most the last 12. The thread view's quiet note comes from the same choice.
 */

export type ContextMessage = { role: "user" | "assistant"; content: string };

export type ContextChoice<M extends ContextMessage> = {
  /** Oldest first; always ends with the newest message. */
  included: M[];
  /** Some older messages did not fit. */
  leftOut: boolean;
};

/** Null when even the newest message does not fit (ai_context_too_long). */
export function chooseContext<M extends ContextMessage>(
  messages: readonly M[],
  budgetChars: number,
): ContextChoice<M> | null {
  const included: M[] = [];
  let used = 0;
  for (let i = messages.length - 1; i >= 0 && included.length < aiLimits.contextMessagesMax; i -= 1) {
    const message = messages[i];
    if (!message) continue;
    if (used + message.content.length > budgetChars) break;
    used += message.content.length;
    included.unshift(message);
  }
  if (included.length === 0 && messages.length > 0) return null;
  return { included, leftOut: included.length < messages.length };
}
