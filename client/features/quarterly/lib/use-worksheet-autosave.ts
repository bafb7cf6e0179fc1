// Autosave of a week's worksheet (screens §5.9): edits are saved a moment after typing stops; a failed save shows
// "Not saved — retrying" and tries again; leaving the week (or the page) sends what is still unsaved.
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@client/lib/api-client";
import { saveWorksheet, useRememberWorksheet, type WorksheetInput } from "../api/save-worksheet";

export type SaveStatus =
  { state: "idle" | "saving" | "saved" } | { state: "error"; message: string; retrying: boolean };

const DEBOUNCE_MS = 800;
const RETRY_MS = 4000;

export function useWorksheetAutosave(week: string, initial: WorksheetInput) {
  const remember = useRememberWorksheet();
  const [value, setValue] = useState(initial);
  const [status, setStatus] = useState<SaveStatus>({ state: "idle" });
  const current = useRef(initial);
  const unsaved = useRef<WorksheetInput | null>(null);
  const inFlight = useRef(false);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  const saveRef = useRef<() => void>(() => undefined);

  const save = useCallback(async () => {
    clearTimeout(debounce.current);
    clearTimeout(retry.current);
    if (inFlight.current) return; // the running save sends what is left when it finishes
    inFlight.current = true;
    try {
      while (unsaved.current) {
        const input = unsaved.current;
        unsaved.current = null;
        if (mounted.current) setStatus({ state: "saving" });
        try {
          const saved = await saveWorksheet(week, input);
          remember(week, unsaved.current ?? input, unsaved.current ? null : saved.updatedAt);
        } catch (error) {
          unsaved.current ??= input;
          // A refused worksheet (4xx) won't pass on a second try; anything else (offline, 5xx) is retried.
          const retrying = !(error instanceof ApiError && error.status >= 400 && error.status < 500);
          if (mounted.current) {
            const message = retrying
              ? "Not saved — retrying"
              : `Not saved — ${error instanceof Error ? error.message : "try again"}`;
            setStatus({ state: "error", message, retrying });
            if (retrying) retry.current = setTimeout(() => saveRef.current(), RETRY_MS);
          }
          return;
        }
      }
      if (mounted.current) setStatus({ state: "saved" });
    } finally {
      inFlight.current = false;
    }
  }, [week, remember]);

  useEffect(() => {
    saveRef.current = () => void save();
  }, [save]);

  const update = useCallback(
    (patch: Partial<WorksheetInput>) => {
      const next = { ...current.current, ...patch };
      current.current = next;
      unsaved.current = next;
      setValue(next);
      remember(week, next, null);
      clearTimeout(debounce.current);
      debounce.current = setTimeout(() => void save(), DEBOUNCE_MS);
    },
    [week, remember, save],
  );

  // Leaving the week or the page: send what is still unsaved (keepalive lets it finish after unload).
  useEffect(() => {
    mounted.current = true;
    const sendNow = () => {
      if (!unsaved.current) return;
      const input = unsaved.current;
      unsaved.current = null;
      saveWorksheet(week, input, true).catch(() => undefined);
    };
    window.addEventListener("pagehide", sendNow);
    return () => {
      mounted.current = false;
      clearTimeout(debounce.current);
      clearTimeout(retry.current);
      window.removeEventListener("pagehide", sendNow);
      sendNow();
    };
  }, [week]);

  return { value, update, status, retryNow: () => void save() };
}
