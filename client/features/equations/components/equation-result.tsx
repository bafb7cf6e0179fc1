import { CheckCircle2, Circle, CircleDashed, XCircle } from "lucide-react";
import type { Ref } from "react";
import type { EquationResultDto, EquationSymbolDto } from "@common/schemas/equations";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { verdictLabels } from "../lib/difficulty";

const tone = {
  pass: { box: "border-emerald-300 bg-emerald-50", Icon: CheckCircle2, icon: "text-emerald-700" },
  partial: { box: "border-amber-300 bg-amber-50", Icon: CircleDashed, icon: "text-amber-700" },
  fail: { box: "border-stone-300 bg-stone-50", Icon: XCircle, icon: "text-stone-600" },
} as const;

function SymbolList({ title, symbols, met }: { title: string; symbols: EquationSymbolDto[]; met: boolean }) {
  if (symbols.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold uppercase tracking-wide text-stone-500">{title}</h4>
      <ul className="mt-1.5 space-y-1">
        {symbols.map((symbol) => (
          <li key={symbol.code} className="flex items-start gap-2 text-sm">
            {met ? (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
            ) : (
              <Circle className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden="true" />
            )}
            <span className={met ? "text-stone-900" : "text-stone-600"}>
              <code className="mr-1 font-mono font-semibold">{symbol.code}</code>
              {symbol.name}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The judged answer: the verdict (Pass / Partly / Not yet), points, the symbols addressed and missed, one line of
 * advice, the member's interpretation, our explanation (revealed only now) and Next equation.
 */
export function EquationResult({
  result,
  answer,
  headingRef,
  onNext,
  onTryAgain,
}: {
  result: EquationResultDto;
  answer: string;
  headingRef: Ref<HTMLHeadingElement>;
  onNext: () => void;
  onTryAgain: () => void;
}) {
  const { box, Icon, icon } = tone[result.verdict];
  return (
    <div className="space-y-4">
      <div role="status" className={cn("flex items-start gap-3 rounded-lg border p-4", box)}>
        <Icon className={cn("size-8 shrink-0", icon)} aria-hidden="true" />
        <div className="min-w-0">
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-stone-900 focus:outline-none"
          >
            {verdictLabels[result.verdict]}
            {result.points > 0 && (
              <span className="ml-2 text-base text-emerald-800">+{result.points} points</span>
            )}
          </h3>
          <p className="text-sm text-stone-700">{result.feedback}</p>
          {result.points === 0 && result.verdict !== "fail" && (
            <p className="mt-1 text-xs text-stone-500">Points for this equation were already earned.</p>
          )}
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <SymbolList title="Symbols you addressed" symbols={result.addressed} met />
        <SymbolList title="Symbols you missed" symbols={result.missed} met={false} />
      </div>
      {!result.ideaAddressed && (
        <p className="text-sm text-stone-600">
          Your interpretation didn&apos;t yet touch what the verse itself says.
        </p>
      )}

      <details className="rounded-lg border border-stone-200 p-3">
        <summary className="cursor-pointer text-sm font-semibold text-stone-700">Your interpretation</summary>
        <p className="mt-2 whitespace-pre-wrap text-sm text-stone-700">{answer}</p>
      </details>

      <div className="rounded-lg border border-indigo-200 bg-indigo-50 p-4">
        <h4 className="text-sm font-semibold uppercase tracking-wide text-indigo-900">Our explanation</h4>
        <p className="mt-1 whitespace-pre-wrap leading-relaxed text-stone-900">{result.explanation}</p>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button onClick={onNext}>Next equation</Button>
        {result.verdict !== "pass" && (
          <Button variant="outline" onClick={onTryAgain}>
            Try this one again
          </Button>
        )}
      </div>
    </div>
  );
}
