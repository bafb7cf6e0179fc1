import { type RefObject, useState } from "react";

/** What this hook needs of `useChat`'s result. */
type ChatSending = {
  send: (question: { message: string; offline: boolean }) => void;
  limitRefused: string | null;
  clearLimitRefused: () => void;
};

/**
 * "Answer with the offline study engine" (ai.md §1.5, §1.8), shared by the assistants' page and the panels' chat:
 * after a limit refused a question, that question is answered offline at once; after an error, the member's next
 * question goes to the offline engine (uncounted) and the input takes the focus. `send` sends a typed question,
 * offline when that was chosen, and clears the choice.
 */
export function useOfflineChoice(
  chat: ChatSending,
  inputRef: RefObject<HTMLTextAreaElement | null>,
  clearDraft: () => void,
) {
  const [offlineNext, setOfflineNext] = useState(false);
  const send = (message: string) => {
    chat.send({ message, offline: offlineNext });
    setOfflineNext(false);
    clearDraft();
  };
  const answerOffline = () => {
    if (chat.limitRefused) {
      chat.send({ message: chat.limitRefused, offline: true });
      chat.clearLimitRefused();
      clearDraft();
    } else {
      setOfflineNext(true);
      requestAnimationFrame(() => inputRef.current?.focus());
    }
  };
  return { offlineNext, send, answerOffline };
}
