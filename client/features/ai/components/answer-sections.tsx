import { ChevronRight } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { splitSections } from "../lib/answer-sections";
import type { ReferenceParser } from "../lib/passages";
import { SafeMarkdown } from "./safe-markdown";

/**
 * A sectioned answer (Culture & Controversy, ai.md §3.5): each `##` section is a disclosure — a heading whose
 * button shows or hides its text (aria-expanded, aria-controls). While the answer streams, the section being written
 * stays open and each one collapses once the next begins; the member's own choice for a section wins. Text without
 * `##` headings (a follow-up) is shown as it is.
 */
export function AnswerSections({
  text,
  parser,
  streaming,
}: {
  text: string;
  parser: ReferenceParser | null;
  streaming: boolean;
}) {
  const id = useId();
  /** The member's choice per section (by position); unset sections follow the stream. */
  const [chosen, setChosen] = useState<Record<number, boolean>>({});
  const parts = splitSections(text);
  if (!parts) return <SafeMarkdown text={text} parser={parser} />;
  const { lead, sections } = parts;
  const isOpen = (index: number) => chosen[index] ?? (streaming && index === sections.length - 1);
  const allOpen = sections.every((_, index) => isOpen(index));
  const setAll = (open: boolean) => setChosen(Object.fromEntries(sections.map((_, index) => [index, open])));

  return (
    <div className="space-y-3" data-testid="answer-sections">
      {lead && <SafeMarkdown text={lead} parser={parser} />}
      {!streaming && sections.length > 1 && (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={() => setAll(!allOpen)}>
            {allOpen ? "Collapse all sections" : "Expand all sections"}
          </Button>
        </div>
      )}
      <div className="divide-y divide-stone-200 rounded-xl border border-stone-200">
        {sections.map((section, index) => {
          const open = isOpen(index);
          const panelId = `${id}-section-${index}`;
          return (
            <section key={index} data-testid="answer-section" data-open={open}>
              <h3 className="text-base font-semibold text-night">
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setChosen((current) => ({ ...current, [index]: !open }))}
                  className="flex w-full cursor-pointer items-center gap-2 px-3 py-2.5 text-left hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-gold-dark"
                >
                  <ChevronRight
                    className={cn("size-4 shrink-0 transition-transform", open && "rotate-90")}
                    aria-hidden="true"
                  />
                  {section.heading}
                </button>
              </h3>
              <div id={panelId} hidden={!open} className="px-3 pt-1 pb-3">
                {section.body && <SafeMarkdown text={section.body} parser={parser} />}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
