import { useEffect, useRef, useState } from "react";
import { REFLECTION_MAX, type CourseIdDto } from "@common/schemas/courses";
import { useSaveReflection } from "@client/features/courses/api/save-reflection";
import { ApiError } from "@client/lib/api-error";

type Status = "idle" | "saving" | "saved" | "retrying" | "refused";
const SAVE_AFTER_MS = 800;
const RETRY_AFTER_MS = 4_000;

/**
 * My reflection (screens.md §7.0): private, at most 5,000 characters, autosaved a moment after typing stops. A
 * failed save keeps the text and retries ("Not saved — retrying"); nothing typed is lost.
 */
export function ReflectionBox({
  courseId,
  lessonNo,
  question,
  initial,
}: {
  courseId: CourseIdDto;
  lessonNo: number;
  question: string;
  initial: string;
}) {
  const [body, setBody] = useState(initial);
  const [status, setStatus] = useState<Status>("idle");
  const [refusal, setRefusal] = useState<string | null>(null);
  const saved = useRef(initial);
  const save = useSaveReflection();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (body === saved.current) return;
    const run = (delay: number) => {
      timer.current = setTimeout(() => {
        setStatus("saving");
        save.mutate(
          { courseId, lessonNo, body },
          {
            onSuccess: () => {
              saved.current = body;
              setStatus("saved");
              setRefusal(null);
            },
            onError: (error) => {
              // A refusal (e.g. too long) won't succeed by retrying; anything else is tried again.
              if (error instanceof ApiError && error.status === 422) {
                setStatus("refused");
                setRefusal(error.message);
                return;
              }
              setStatus("retrying");
              run(RETRY_AFTER_MS);
            },
          },
        );
      }, delay);
    };
    run(SAVE_AFTER_MS);
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saves when the text changes; `save` is stable enough
  }, [body, courseId, lessonNo]);

  const id = `reflection-${courseId}-${lessonNo}`;
  return (
    <div className="space-y-2">
      <p className="font-medium text-stone-900">{question}</p>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-700">
        My reflection
      </label>
      <textarea
        id={id}
        value={body}
        maxLength={REFLECTION_MAX}
        onChange={(event) => setBody(event.target.value)}
        rows={5}
        className="w-full rounded-lg border border-stone-300 bg-white p-3 text-stone-900 focus:outline-none focus:ring-2 focus:ring-amber-500"
        aria-describedby={`${id}-status`}
        placeholder="Private to you — saved as you type."
      />
      <div id={`${id}-status`} className="flex justify-between text-xs text-stone-500" aria-live="polite">
        <span className={status === "retrying" || status === "refused" ? "text-red-700" : undefined}>
          {status === "saving" && "Saving…"}
          {status === "saved" && "Saved"}
          {status === "retrying" && "Not saved — retrying"}
          {status === "refused" && refusal}
        </span>
        <span>
          {body.length.toLocaleString("en")} / {REFLECTION_MAX.toLocaleString("en")}
        </span>
      </div>
    </div>
  );
}
