import { useCallback, useEffect, useState } from "react";

/** An answer's Markdown as plain sentences for speech: no marks, headings or list bullets read out. */
export function speakableText(markdown: string) {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, "")
    .replace(/[*_`~]+/g, "")
    .replace(/\s+\n/g, "\n")
    .trim();
}

export const canReadAloud = () => typeof window !== "undefined" && "speechSynthesis" in window;

/**
 * Read aloud with the browser's speech synthesis (KidGPT, ai.md §3.4): one answer at a time; pressing the same
 * answer's button again stops it. Speech stops when the page goes away.
 */
export function useReadAloud() {
  const [speaking, setSpeaking] = useState<string | null>(null);
  useEffect(() => () => window.speechSynthesis?.cancel(), []);
  const toggle = useCallback(
    (id: string, markdown: string) => {
      if (!canReadAloud()) return;
      window.speechSynthesis.cancel();
      if (speaking === id) {
        setSpeaking(null);
        return;
      }
      const utterance = new SpeechSynthesisUtterance(speakableText(markdown));
      utterance.rate = 0.95;
      utterance.onend = () => setSpeaking((current) => (current === id ? null : current));
      utterance.onerror = utterance.onend;
      setSpeaking(id);
      window.speechSynthesis.speak(utterance);
    },
    [speaking],
  );
  return { speaking, toggle };
}
