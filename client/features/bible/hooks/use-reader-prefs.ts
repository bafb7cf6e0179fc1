import { useCallback, useState } from "react";
import { type ReaderPrefs, readPrefs, writePrefs } from "../lib/prefs";

/** The reader's visual preferences: read once from storage, written back on every change. */
export function useReaderPrefs() {
  const [prefs, setPrefs] = useState<ReaderPrefs>(readPrefs);
  const updatePrefs = useCallback(
    (patch: Partial<ReaderPrefs>) =>
      setPrefs((old) => {
        const next = { ...old, ...patch };
        writePrefs(next);
        return next;
      }),
    [],
  );
  return [prefs, updatePrefs] as const;
}
