import { Check, TriangleAlert, X } from "lucide-react";
import type { ReactNode } from "react";
import type { WorkJudgeDto } from "@common/schemas/ai";
import { verdictTitle, verdictTone } from "@client/components/judge-verdict";
import { cn } from "@client/lib/cn";

const judgedBy = { rules: "Judged by rules", ai: "Judged with AI" } as const;

function Part({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="space-y-1">
      <h5 className="font-semibold">{heading}</h5>
      {children}
    </section>
  );
}

function Lines({ heading, lines }: { heading: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <Part heading={heading}>
      <ul className="list-disc space-y-0.5 pl-5">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </Part>
  );
}

/**
 * Check my work's verdict (ai.md §3.12): verdict and points, who judged, the feedback, the ✓/✗ checks, strengths,
 * growth areas, the passages noticed (chips) and each caution with its reason and passage.
 */
export function WorkJudgeView({
  judge,
  passage,
}: {
  judge: WorkJudgeDto;
  passage: (reference: string) => ReactNode;
}) {
  return (
    <div
      className={cn("space-y-3 rounded-lg border p-3 text-sm", verdictTone[judge.verdict])}
      role="status"
      data-testid="work-judge"
      data-verdict={judge.verdict}
    >
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-base font-semibold">{verdictTitle[judge.verdict]}</span>
        <span className="rounded-full bg-white/70 px-2 py-0.5 font-semibold tabular-nums">
          {judge.points} / 10
        </span>
        <span className="rounded-full bg-white/70 px-2 py-0.5 text-xs font-medium">
          {judgedBy[judge.judgedBy]}
        </span>
      </p>
      <p>{judge.feedback}</p>
      {judge.cautions.length > 0 && (
        <Part heading="Cautions">
          <ul className="space-y-2" data-testid="work-cautions">
            {judge.cautions.map((caution, index) => (
              <li key={index} className="rounded-md border border-red-300 bg-white p-2 text-red-950">
                <p className="flex items-center gap-1.5 font-semibold">
                  <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
                  {caution.reading}
                </p>
                <p className="mt-1">{caution.reason}</p>
                <p className="mt-1.5 flex flex-wrap items-center gap-1.5">
                  <span className="font-medium">Read:</span>
                  {passage(caution.passage)}
                </p>
              </li>
            ))}
          </ul>
        </Part>
      )}
      {judge.checks.length > 0 && judge.judgedBy === "ai" && (
        <h5 className="font-semibold">The Quick check&apos;s notes</h5>
      )}
      {judge.checks.length > 0 && (
        <ul className="space-y-0.5" aria-label="Checks">
          {judge.checks.map((check, index) => (
            <li key={index} className="flex items-start gap-1.5">
              {check.ok ? (
                <Check className="mt-0.5 size-4 shrink-0" aria-label="Met" />
              ) : (
                <X className="mt-0.5 size-4 shrink-0" aria-label="Not met" />
              )}
              {check.label}
            </li>
          ))}
        </ul>
      )}
      <Lines heading="Strengths" lines={judge.strengths} />
      <Lines heading="To grow in" lines={judge.growthAreas} />
      {judge.passagesNoticed.length > 0 && (
        <Part heading="Passages noticed">
          <div className="flex flex-wrap gap-1.5">
            {judge.passagesNoticed.map((reference) => (
              <span key={reference}>{passage(reference)}</span>
            ))}
          </div>
        </Part>
      )}
    </div>
  );
}
