import type { ReactNode } from "react";
import {
  type DeepDiveDto,
  deepDiveSections,
  researchHeading,
  type ResearchReportSectionsDto,
  type ResearchSectionKey,
} from "@common/schemas/research";
import type { ResearchAiKit } from "../lib/kit";

function Section({ id, title, children }: { id: ResearchSectionKey; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`research-${id}`}
      className="space-y-2 break-inside-avoid-page"
      data-testid="research-section"
    >
      <h2 id={`research-${id}`} className="font-serif text-xl font-semibold text-night">
        {title}
      </h2>
      {children}
    </section>
  );
}

const prose = "whitespace-pre-line text-stone-800";

/** A section the offline engine can't write: "Not available offline", then the study questions. */
function TextWithQuestions({ section }: { section: { text: string; questions: string[] } }) {
  return (
    <>
      {section.text && <p className={prose}>{section.text}</p>}
      {section.questions.length > 0 && (
        <ol className="list-decimal space-y-1 pl-6 text-stone-800" aria-label="Study questions">
          {section.questions.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </ol>
      )}
    </>
  );
}

function Passage({ reference, note, kit }: { reference: string; note: string; kit: ResearchAiKit }) {
  return (
    <li className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-2">
      <span className="shrink-0">{kit.passage(reference)}</span>
      <span className="text-sm text-stone-700">{note}</span>
    </li>
  );
}

/** The seven sections of ai.md §3.7 with their headings; "Palace lens" only when it was on. */
export function ResearchReport({
  sections,
  kit,
}: {
  sections: ResearchReportSectionsDto;
  kit: ResearchAiKit;
}) {
  const further = sections.furtherStudy;
  return (
    <div className="space-y-6" data-testid="research-report">
      <Section id="overview" title={researchHeading.overview}>
        <p className={prose}>{sections.overview}</p>
      </Section>
      <Section id="foundation" title={researchHeading.foundation}>
        {sections.foundation.length === 0 ? (
          <p className="text-sm text-stone-600">No passages were found for this topic in the chosen scope.</p>
        ) : (
          sections.foundation.map((group) => (
            <div key={group.book} className="space-y-1.5">
              <h3 className="font-semibold text-stone-800">{group.book}</h3>
              <ul className="space-y-2">
                {group.passages.map((passage) => (
                  <Passage key={passage.reference} kit={kit} {...passage} />
                ))}
              </ul>
            </div>
          ))
        )}
      </Section>
      <Section id="setting" title={researchHeading.setting}>
        <TextWithQuestions section={sections.setting} />
      </Section>
      <Section id="readings" title={researchHeading.readings}>
        {sections.readings.views.length > 0 && (
          <ul className="space-y-2">
            {sections.readings.views.map((view) => (
              <li key={view.label} className="text-stone-800">
                <span className="font-semibold text-night">{view.label}.</span> {view.summary}
              </li>
            ))}
          </ul>
        )}
        <TextWithQuestions section={sections.readings} />
      </Section>
      {sections.palaceLens && (
        <Section id="palace_lens" title={researchHeading.palace_lens}>
          {sections.palaceLens.length === 0 ? (
            <p className="text-sm text-stone-600">No room fitted this topic.</p>
          ) : (
            <ul className="space-y-2">
              {sections.palaceLens.map((room) => (
                <li key={room.code} className="text-stone-800">
                  <span className="font-semibold text-night">
                    {room.name} ({room.code}):
                  </span>{" "}
                  {room.application}
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}
      <Section id="insights" title={researchHeading.insights}>
        <ol className="list-decimal space-y-1 pl-6 text-stone-800">
          {sections.insights.map((insight) => (
            <li key={insight}>{insight}</li>
          ))}
        </ol>
      </Section>
      <Section id="further_study" title={researchHeading.further_study}>
        <dl className="space-y-3 text-sm">
          {further.topics.length > 0 && (
            <div>
              <dt className="font-semibold text-stone-800">Related topics</dt>
              <dd className="text-stone-700">{further.topics.join(" · ")}</dd>
            </div>
          )}
          {further.passages.length > 0 && (
            <div>
              <dt className="font-semibold text-stone-800">Passages</dt>
              <dd className="mt-1 flex flex-wrap gap-1.5">
                {further.passages.map((each) => kit.passage(each))}
              </dd>
            </div>
          )}
          {further.words.length > 0 && (
            <div>
              <dt className="font-semibold text-stone-800">Key Hebrew and Greek words</dt>
              <dd>
                <ul className="mt-1 space-y-1 text-stone-700">
                  {further.words.map((word) => (
                    <li key={`${word.word}-${word.strongs}`}>
                      <span className="font-medium text-night">{word.word}</span> ({word.strongs}):{" "}
                      {word.meaning}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          {further.books.length > 0 && (
            <div>
              <dt className="font-semibold text-stone-800">Books to look for</dt>
              <dd>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-stone-700">
                  {further.books.map((book) => (
                    <li key={book}>{book}</li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>
      </Section>
    </div>
  );
}

/** One deep dive under its report: Answer, Passages, Going further (ai.md §3.7). */
export function DeepDiveView({
  dive,
  kit,
  actions,
}: {
  dive: DeepDiveDto;
  kit: ResearchAiKit;
  actions?: ReactNode;
}) {
  const [answer, passages, further] = deepDiveSections.map((section) => section.heading);
  return (
    <article
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 break-inside-avoid-page"
      data-testid="deep-dive"
      aria-label={`Deep dive: ${dive.focus}`}
    >
      <header className="flex flex-wrap items-start gap-2">
        <div className="mr-auto min-w-0">
          <h3 className="font-serif text-lg font-semibold text-night">Deep dive: {dive.focus}</h3>
          <p className="text-sm text-stone-600 italic">{dive.question}</p>
        </div>
        {dive.source === "offline" && (
          <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-medium text-stone-800">
            Offline study engine
          </span>
        )}
        {actions}
      </header>
      {dive.notices.map((notice) => (
        <p key={notice} className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
          {notice}
        </p>
      ))}
      <h4 className="font-semibold text-stone-800">{answer}</h4>
      <p className={prose}>{dive.sections.answer}</p>
      <h4 className="font-semibold text-stone-800">{passages}</h4>
      <ul className="space-y-2">
        {dive.sections.passages.map((passage) => (
          <Passage key={passage.reference} kit={kit} {...passage} />
        ))}
      </ul>
      <h4 className="font-semibold text-stone-800">{further}</h4>
      <ul className="list-disc space-y-1 pl-5 text-stone-800">
        {dive.sections.goingFurther.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </article>
  );
}
