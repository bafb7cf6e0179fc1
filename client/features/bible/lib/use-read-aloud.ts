import { useCallback, useEffect, useRef, useState } from "react";

export type SpokenVerse = { verse: number; text: string };

const synth = () =>
  typeof window !== "undefined" &&
  "speechSynthesis" in window &&
  typeof SpeechSynthesisUtterance !== "undefined"
    ? window.speechSynthesis
    : null;

/** Read aloud with the browser's speech synthesis, one utterance per verse so the verse being read can be shown. */
export function useReadAloud() {
  const supported = synth() !== null;
  const [current, setCurrent] = useState<number | null>(null);
  const [speaking, setSpeaking] = useState(false);
  const run = useRef(0);

  const stop = useCallback(() => {
    run.current += 1;
    synth()?.cancel();
    setSpeaking(false);
    setCurrent(null);
  }, []);

  const start = useCallback((verses: SpokenVerse[]) => {
    const speech = synth();
    if (!speech || verses.length === 0) return;
    speech.cancel();
    const id = ++run.current;
    setSpeaking(true);
    verses.forEach(({ verse, text }, index) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = "en";
      utterance.onstart = () => run.current === id && setCurrent(verse);
      const finish = () => {
        if (run.current !== id || index !== verses.length - 1) return;
        setSpeaking(false);
        setCurrent(null);
      };
      utterance.onend = finish;
      utterance.onerror = finish;
      speech.speak(utterance);
    });
  }, []);

  useEffect(
    () => () => {
      run.current += 1;
      synth()?.cancel();
    },
    [],
  );

  return { supported, speaking, current, start, stop };
}
