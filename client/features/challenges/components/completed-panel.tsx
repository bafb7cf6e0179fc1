import type { Ref } from "react";
import { Link } from "react-router";
import { type ChallengeSubmissionDto, challengeMessages } from "@common/schemas/challenges";
import { Button } from "@client/components/ui/button";
import { AnswerFields } from "./answer-fields";

/** In place of the form once today's challenge is done: "✓ Completed today", the answer, the feedback. */
export function CompletedPanel({
  submission,
  headingRef,
}: {
  submission: ChallengeSubmissionDto;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section
      aria-labelledby="challenge-completed"
      className="space-y-4 rounded-lg border border-emerald-200 bg-emerald-50/60 p-4"
    >
      <h3
        id="challenge-completed"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-emerald-800 focus:outline-none"
      >
        {challengeMessages.completed}
      </h3>
      <AnswerFields fields={submission.fields} />
      <div className="rounded-md bg-white p-3 text-sm text-stone-800">
        <p className="font-semibold">{submission.verdict === "pass" ? "Well done" : "Partly there"}</p>
        <p>{submission.feedback}</p>
        {submission.aiFeedback && <p className="mt-2">{submission.aiFeedback}</p>}
      </div>
      <p className="text-stone-700">{challengeMessages.comeBack}</p>
      <Button asChild variant="outline" size="sm">
        <Link to="/growth-journal">Open your Growth Journal</Link>
      </Button>
    </section>
  );
}
