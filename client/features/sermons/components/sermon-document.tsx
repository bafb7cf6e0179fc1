import { bridgesAfter, type SermonContent } from "@common/domain/sermons";
import {
  sermonAudienceLabels,
  sermonStyleLabels,
  structureFieldLabels,
  type StructureField,
} from "@common/schemas/sermons";

function Part({ field, content }: { field: StructureField; content: SermonContent }) {
  const body = content.structure[field].trim();
  return (
    <section className="space-y-1">
      <h3 className="text-base font-semibold text-night">{structureFieldLabels[field].label}</h3>
      {body ? (
        <p className="whitespace-pre-line text-stone-800">{body}</p>
      ) : (
        <p className="text-sm text-stone-500 italic">Not written yet.</p>
      )}
    </section>
  );
}

/**
 * The whole sermon in order (ai.md §3.9 step 5): hook, rising action, the stones joined by their bridges, climax,
 * resolution, call to action. The same element is what Print/PDF prints.
 */
export function SermonDocument({ content }: { content: SermonContent }) {
  return (
    <article
      id="sermon-print"
      className="space-y-5 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
      data-testid="sermon-document"
    >
      <header className="space-y-1">
        <h2 className="font-serif text-2xl font-semibold text-night">
          {content.title.trim() || "Untitled sermon"}
        </h2>
        {content.themePassage.trim() && <p className="text-stone-700">{content.themePassage.trim()}</p>}
        <p className="text-xs text-stone-600">
          {sermonStyleLabels[content.style].label} · {sermonAudienceLabels[content.audience]}
          {content.lengthMin !== null ? ` · ${content.lengthMin} minutes` : ""}
        </p>
      </header>
      <Part field="opening" content={content} />
      <Part field="risingAction" content={content} />
      <section className="space-y-3">
        <h3 className="text-base font-semibold text-night">The five smooth stones</h3>
        <ol className="space-y-3">
          {content.stones.map((stone, index) => (
            <li key={index} className="space-y-2">
              <div
                className="rounded-md border-l-4 border-gold bg-stone-50 px-3 py-2"
                data-testid="review-stone"
              >
                <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
                  Stone {index + 1}
                </p>
                <p className="whitespace-pre-line text-stone-900">{stone.insight.trim() || "(empty)"}</p>
                {stone.passages.trim() && (
                  <p className="mt-1 text-xs text-stone-600">{stone.passages.trim()}</p>
                )}
              </div>
              {index < content.stones.length - 1 &&
                bridgesAfter(content, index + 1).map((bridge, each) => (
                  <p key={each} className="pl-4 text-sm text-stone-700 italic" data-testid="review-bridge">
                    ↓ {bridge.text.trim()}
                  </p>
                ))}
            </li>
          ))}
        </ol>
      </section>
      <Part field="climax" content={content} />
      <Part field="resolution" content={content} />
      <Part field="callToAction" content={content} />
    </article>
  );
}
