import { CheckCircle2, XCircle } from "lucide-react";
import { useState } from "react";
import { trainingStyles, weapons } from "@common/content/training";
import type { ScenarioDto, ScenarioResultDto } from "@common/schemas/training";
import { Button } from "@client/components/ui/button";
import { useAnswerScenario } from "@client/features/training/api/answer-scenario";
import { cn } from "@client/lib/cn";

const styleName = (id: string) => trainingStyles.find((style) => style.id === id)?.name ?? id;
const weaponName = (id: string) => weapons.find((weapon) => weapon.id === id)?.name ?? id;

/**
 * One battle scenario (screens.md §7.6): the situation and three options in the order the server shuffled them, each
 * with its fruits, style and weapon. Choosing shows whether it was the strongest response and why, with the strongest
 * marked. A failed submission keeps the choice and offers retry.
 */
export function ScenarioCard({
  scenario,
  onChoose,
  onNext,
}: {
  scenario: ScenarioDto;
  /** Called as the member chooses: the page keeps this scenario on screen while the progress changes. */
  onChoose: () => void;
  onNext: () => void;
}) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [result, setResult] = useState<ScenarioResultDto | null>(null);
  const answer = useAnswerScenario();
  const submit = (option: number) => {
    onChoose();
    setChosen(option);
    answer.mutate({ scenarioId: scenario.id, option }, { onSuccess: setResult });
  };
  return (
    <article
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-5"
      aria-labelledby={`scenario-${scenario.id}`}
    >
      <header className="space-y-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">
          Scenario {scenario.position} · {scenario.reference}
          {scenario.mastered && <span className="ml-2 text-emerald-700">✓ Mastered</span>}
        </p>
        <h3 id={`scenario-${scenario.id}`} className="text-xl font-semibold text-stone-900">
          {scenario.title}
        </h3>
        <p className="leading-relaxed text-stone-700">{scenario.situation}</p>
      </header>
      <ol className="space-y-3" aria-label="Your response">
        {scenario.options.map((option, index) => {
          const isChosen = chosen === option.id;
          const isCorrect = result?.correctOption === option.id;
          return (
            <li key={option.id}>
              <button
                type="button"
                disabled={result !== null || answer.isPending}
                onClick={() => submit(option.id)}
                aria-pressed={isChosen}
                className={cn(
                  "w-full space-y-2 rounded-lg border p-4 text-left transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-500",
                  result === null && "hover:border-amber-400 hover:bg-amber-50",
                  isChosen && result === null && "border-amber-500 bg-amber-50",
                  result && isCorrect && "border-emerald-500 bg-emerald-50",
                  result && isChosen && !isCorrect && "border-red-400 bg-red-50",
                  !isChosen && !isCorrect && "border-stone-200",
                )}
              >
                <span className="flex items-start gap-2">
                  <span className="font-semibold text-stone-500">{String.fromCharCode(65 + index)}.</span>
                  <span className="flex-1 text-stone-900">{option.text}</span>
                  {result && isCorrect && (
                    <CheckCircle2
                      className="size-5 shrink-0 text-emerald-600"
                      aria-label="Strongest response"
                    />
                  )}
                  {result && isChosen && !isCorrect && (
                    <XCircle className="size-5 shrink-0 text-red-600" aria-label="Your choice" />
                  )}
                </span>
                <span className="flex flex-wrap gap-1.5 pl-6 text-xs">
                  {option.fruits.map((fruit) => (
                    <span
                      key={fruit}
                      className="rounded-full bg-emerald-100 px-2 py-0.5 capitalize text-emerald-900"
                    >
                      {fruit}
                    </span>
                  ))}
                  <span className="rounded-full bg-sky-100 px-2 py-0.5 text-sky-900">
                    Style: {styleName(option.style)}
                  </span>
                  <span className="rounded-full bg-violet-100 px-2 py-0.5 text-violet-900">
                    Weapon: {weaponName(option.weapon)}
                  </span>
                </span>
                {result && (
                  <span className="block pl-6 text-sm text-stone-700">{result.explanations[option.id]}</span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
      <div aria-live="polite">
        {answer.isError && chosen !== null && (
          <div className="flex flex-wrap items-center gap-2 text-sm text-red-700">
            <span>We couldn't save your answer.</span>
            <Button variant="outline" size="sm" onClick={() => submit(chosen)}>
              Retry
            </Button>
          </div>
        )}
        {result && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className={cn("font-semibold", result.correct ? "text-emerald-800" : "text-red-800")}>
              {result.correct ? "The strongest response!" : "Not the strongest response — see why above."}
            </p>
            <Button onClick={onNext}>Try another</Button>
          </div>
        )}
      </div>
    </article>
  );
}
