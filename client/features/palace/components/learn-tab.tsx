import { useState } from "react";
import { Link } from "react-router";
import { overviewOf } from "@common/content/palace/overview";
import type { Room } from "@common/content/palace/types";
import type { RoomDetailDto, StartAttemptDto } from "@common/schemas/palace";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { ApiError } from "@client/lib/api-client";
import { toast } from "@client/lib/toast";
import { useAddReviewCards } from "../api/add-review-cards";
import { useMarkLessonRead } from "../api/mark-lesson-read";
import { useStartAttempt } from "../api/start-attempt";
import { announceAward } from "../lib/award-toast";
import { roomPath } from "../lib/status";
import { AttemptRunner } from "./attempt-runner";
import { ReferenceTable } from "./reference-table";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-lg font-semibold text-night">{title}</h3>
      {children}
    </section>
  );
}

function errorMessage(error: unknown) {
  return error instanceof ApiError ? error.message : "Something went wrong. Please try again.";
}

/** Learn: purpose, core question, method, deliverable, pitfalls, example, reference data (palace.md §4.2). */
export function LearnTab({ detail, room }: { detail: RoomDetailDto; room: Room }) {
  const { progress } = detail;
  const lessonRead = useMarkLessonRead(room.id);
  const addReview = useAddReviewCards();
  const startAttempt = useStartAttempt(room.id);
  const [attempt, setAttempt] = useState<StartAttemptDto | null>(null);
  const [exampleIndex, setExampleIndex] = useState(-1);
  const locked = detail.lock !== null;
  const shownExample = exampleIndex >= 0 ? room.examplePool[exampleIndex % room.examplePool.length] : null;

  return (
    <div className="space-y-6">
      <Section title="Purpose">
        <p className="text-stone-800">{room.purpose}</p>
      </Section>
      <Section title="Core question">
        <p className="rounded-lg border-l-4 border-gold bg-white p-3 font-medium text-night">
          {room.coreQuestion}
        </p>
        {progress.inReview ? (
          <p className="text-sm text-emerald-800">In your review queue.</p>
        ) : (
          <Button
            variant="outline"
            size="sm"
            busy={addReview.isPending}
            disabled={locked}
            onClick={() =>
              addReview.mutate(room.id, {
                onSuccess: () => toast.success("Added to your review queue"),
                onError: (error) => toast.error(errorMessage(error)),
              })
            }
          >
            Add to review
          </Button>
        )}
      </Section>
      <Section title="Method">
        <ol className="list-decimal space-y-2 pl-6">
          {room.method.map((step, i) => (
            <li key={i}>
              {step.text}
              {step.substeps && (
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-stone-700">
                  {step.substeps.map((sub, j) => (
                    <li key={j}>{sub}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
        {room.principles && room.principles.length > 0 && (
          <div>
            <h4 className="font-semibold">Principles</h4>
            <ul className="list-disc pl-6 text-sm">
              {room.principles.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
          </div>
        )}
      </Section>
      <Section title="A good deliverable">
        <p>{room.deliverable.description}</p>
      </Section>
      <Section title="Pitfalls">
        <ul className="list-disc space-y-1 pl-6">
          {room.pitfalls.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      </Section>
      <Section title="Worked example">
        <article className="rounded-lg border border-stone-200 bg-white p-4">
          <h4 className="font-semibold">{room.example.title}</h4>
          <p className="text-sm text-stone-500">{room.example.refs.join("; ")}</p>
          <p className="mt-2 whitespace-pre-line">{room.example.body}</p>
        </article>
        {shownExample && (
          <article className="rounded-lg border border-stone-200 bg-white p-4" aria-live="polite">
            <p className="text-xs font-medium text-stone-500">
              Offline study engine · example {(exampleIndex % room.examplePool.length) + 1} of{" "}
              {room.examplePool.length}
            </p>
            <p className="text-sm text-stone-500">{shownExample.refs.join("; ")}</p>
            <p className="mt-2 whitespace-pre-line">{shownExample.body}</p>
          </article>
        )}
        {room.examplePool.length > 0 && (
          <Button variant="outline" size="sm" onClick={() => setExampleIndex((i) => i + 1)}>
            Show me another example
          </Button>
        )}
      </Section>
      {room.referenceLists?.map((listId) => (
        <ReferenceTable key={listId} listId={listId} />
      ))}
      {room.bestAfter && (
        <Alert tone="info">
          <p>
            Best after: {room.bestAfter.note}{" "}
            {room.bestAfter.rooms?.map((id) => {
              const o = overviewOf(id);
              return (
                <Link key={id} to={roomPath(o.floor, id)} className="mr-2 underline">
                  {o.tag} · {o.name}
                </Link>
              );
            })}
          </p>
        </Alert>
      )}
      <section className="space-y-3 rounded-xl border border-stone-200 bg-parchment p-4">
        <h3 className="text-lg font-semibold text-night">Check your learning</h3>
        <div className="flex flex-wrap gap-2">
          {progress.lessonReadAt ? (
            <p className="text-sm text-emerald-800">✓ Lesson read</p>
          ) : (
            <Button
              variant="outline"
              busy={lessonRead.isPending}
              onClick={() =>
                lessonRead.mutate(undefined, {
                  onSuccess: (r) => announceAward(r.award),
                  onError: (error) => toast.error(errorMessage(error)),
                })
              }
            >
              I've read this lesson
            </Button>
          )}
        </div>
        <p className="text-sm text-stone-700">
          The learn check has 5 questions; 4 right passes it.{" "}
          {progress.learnCheckPassedAt
            ? "You have passed it — retake it any time."
            : "Retake it as often as you like."}
        </p>
        {detail.lock?.reason === "plan" ? null : attempt ? (
          <AttemptRunner attempt={attempt} onDone={() => setAttempt(null)} />
        ) : (
          <Button
            busy={startAttempt.isPending}
            onClick={() =>
              startAttempt.mutate(
                { kind: "learn_check" },
                { onSuccess: setAttempt, onError: (error) => toast.error(errorMessage(error)) },
              )
            }
          >
            Take the learn check
          </Button>
        )}
      </section>
    </div>
  );
}
