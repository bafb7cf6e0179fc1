import { type UseMutationResult, type UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { type StudyError, studyErrorOf } from "./kit";

type FreshInput = { roomId: string; last: string | null };

/**
 * The pool-then-AI rotation the Example and Practice tabs share (ai.md §3.12): the pool item after the one shown last,
 * or a fresh item from the model that stands in for it until the member asks for the next one.
 */
export function usePoolItem<R>({
  roomId,
  pool,
  setLast,
  fresh,
  refOf,
  onChange,
}: {
  roomId: string;
  /** The pool query for the current `last`. */
  pool: UseQueryResult<R>;
  setLast: (last: string) => void;
  fresh: UseMutationResult<R, unknown, FreshInput>;
  refOf: (result: R) => string;
  /** Called whenever another item comes in (to reset what the member did with the last one). */
  onChange?: () => void;
}) {
  const [freshResult, setFreshResult] = useState<R | null>(null);
  const [error, setError] = useState<StudyError | null>(null);
  const shown = freshResult ?? pool.data ?? null;

  const next = () => {
    if (!shown) return;
    onChange?.();
    setError(null);
    setFreshResult(null);
    setLast(refOf(shown));
  };
  const askModel = () => {
    setError(null);
    fresh.mutate(
      { roomId, last: shown ? refOf(shown) : null },
      {
        onSuccess: (result) => {
          onChange?.();
          setFreshResult(result);
        },
        onError: (caught) => setError(studyErrorOf(caught)),
      },
    );
  };
  return {
    shown,
    loading: pool.isPending && !freshResult,
    failed: pool.isError && !freshResult,
    retry: () => pool.refetch(),
    refetching: pool.isFetching,
    error,
    asking: fresh.isPending,
    next,
    askModel,
  };
}
