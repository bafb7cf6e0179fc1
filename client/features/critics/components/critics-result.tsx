import * as Tabs from "@radix-ui/react-tabs";
import { AlertTriangle } from "lucide-react";
import { type CriticsAnalysisDto, criticsStanceLabels, quoteNotFoundMessage } from "@common/schemas/critics";
import { Alert } from "@client/components/ui/alert";
import type { CriticsAiKit } from "../lib/kit";

const tabTriggerClass =
  "rounded-md px-3 py-1.5 text-sm font-medium text-stone-600 data-[state=active]:bg-white data-[state=active]:text-night data-[state=active]:shadow-sm";

const stanceClass: Record<CriticsAnalysisDto["result"]["stance"], string> = {
  critical: "bg-red-100 text-red-900",
  supportive: "bg-emerald-100 text-emerald-900",
  mixed: "bg-amber-100 text-amber-900",
  unclear: "bg-stone-200 text-stone-800",
};

/** The passages a response rests on, as chips that open the reader. */
function Passages({ passages, passage }: { passages: readonly string[]; passage: CriticsAiKit["passage"] }) {
  if (passages.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-xs text-stone-600">
      <span>Passages:</span>
      {passages.map((reference) => passage(reference))}
    </p>
  );
}

function Empty({ children }: { children: string }) {
  return <p className="text-sm text-stone-600">{children}</p>;
}

/** One analysis in the tabs of ai.md §3.8. */
export function CriticsResult({
  analysis,
  passage,
}: {
  analysis: CriticsAnalysisDto;
  passage: CriticsAiKit["passage"];
}) {
  const { result } = analysis;
  const tabs = [
    ["summary", "Summary"],
    ["claims", `Claims and responses (${analysis.claimCount})`],
    ["reasoning", "Reasoning problems"],
    ["biblical", "Biblical responses"],
    ["questions", "Questions to ask"],
  ] as const;
  return (
    <div className="space-y-4" data-testid="critics-result">
      {analysis.source === "offline" && (
        <p
          className="inline-block rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-medium text-stone-800"
          data-testid="critics-source"
        >
          Offline study engine
        </p>
      )}
      {analysis.notices.map((notice) => (
        <Alert key={notice} tone="info" data-testid="critics-notice">
          {notice}
        </Alert>
      ))}
      <Tabs.Root defaultValue="summary" className="space-y-4">
        <Tabs.List aria-label="Analysis" className="flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1">
          {tabs.map(([id, label]) => (
            <Tabs.Trigger key={id} value={id} className={tabTriggerClass}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="summary" className="space-y-3">
          <p>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${stanceClass[result.stance]}`}
            >
              Stance: {criticsStanceLabels[result.stance]}
            </span>
          </p>
          <p className="whitespace-pre-line text-stone-800">{result.summary}</p>
          {result.notes && (
            <div className="rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
              <h3 className="font-semibold text-night">Notes</h3>
              <p className="whitespace-pre-line">{result.notes}</p>
            </div>
          )}
          {analysis.sourceLabel && <p className="text-xs text-stone-500">Source: {analysis.sourceLabel}</p>}
        </Tabs.Content>
        <Tabs.Content value="claims">
          {result.claims.length === 0 ? (
            <Empty>No claims were found in this text.</Empty>
          ) : (
            <ol className="space-y-4">
              {result.claims.map((claim, index) => (
                <li
                  key={`${index}-${claim.claim}`}
                  className="space-y-2 rounded-lg border border-stone-200 bg-white p-4"
                  data-testid="critics-claim"
                >
                  <p className="font-medium text-night">
                    {index + 1}. {claim.claim}
                  </p>
                  <p className="text-xs text-stone-500">Topic: {claim.topic}</p>
                  <blockquote className="border-l-4 border-gold bg-stone-50 px-3 py-2 text-sm text-stone-800 italic">
                    {claim.timestamp && (
                      <span className="mr-2 rounded bg-night px-1.5 py-0.5 font-mono text-xs text-white not-italic">
                        {claim.timestamp}
                      </span>
                    )}
                    {claim.quote}
                  </blockquote>
                  {!claim.quoteFound && (
                    <p
                      className="flex items-center gap-1.5 text-sm text-amber-800"
                      data-testid="quote-not-found"
                    >
                      <AlertTriangle className="size-4" aria-hidden="true" />
                      {quoteNotFoundMessage}
                    </p>
                  )}
                  <p className="text-sm whitespace-pre-line text-stone-800">{claim.response}</p>
                  <Passages passages={claim.passages} passage={passage} />
                </li>
              ))}
            </ol>
          )}
        </Tabs.Content>
        <Tabs.Content value="reasoning">
          {result.fallacies.length === 0 ? (
            <Empty>No reasoning problems were named with an exact quote.</Empty>
          ) : (
            <ul className="space-y-3">
              {result.fallacies.map((fallacy, index) => (
                <li
                  key={`${index}-${fallacy.name}`}
                  className="space-y-1 rounded-lg border border-stone-200 p-3"
                >
                  <p className="font-medium text-night">{fallacy.name}</p>
                  <blockquote className="border-l-4 border-stone-300 pl-3 text-sm italic">
                    {fallacy.quote}
                  </blockquote>
                  <p className="text-sm text-stone-700">{fallacy.explanation}</p>
                </li>
              ))}
            </ul>
          )}
        </Tabs.Content>
        <Tabs.Content value="biblical">
          {result.biblicalResponses.length === 0 ? (
            <Empty>No biblical responses for this text.</Empty>
          ) : (
            <ul className="space-y-3">
              {result.biblicalResponses.map((item, index) => (
                <li
                  key={`${index}-${item.topic}`}
                  className="space-y-1 rounded-lg border border-stone-200 p-3"
                >
                  <p className="font-medium text-night">{item.topic}</p>
                  <p className="text-sm whitespace-pre-line text-stone-800">{item.response}</p>
                  <Passages passages={item.passages} passage={passage} />
                </li>
              ))}
            </ul>
          )}
        </Tabs.Content>
        <Tabs.Content value="questions">
          {result.questionsToAsk.length === 0 ? (
            <Empty>No questions for this text.</Empty>
          ) : (
            <ol className="list-decimal space-y-1 pl-5 text-sm text-stone-800">
              {result.questionsToAsk.map((question) => (
                <li key={question}>{question}</li>
              ))}
            </ol>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
