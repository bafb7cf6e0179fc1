import { Link } from "react-router";
import type { PassageDto } from "@common/schemas/courses";

/** A lesson's Scripture: the reference (opens the reader there) and the verses in the member's translation. */
export function PassageBlock({ reference, passage }: { reference: string; passage: PassageDto | undefined }) {
  if (!passage)
    return (
      <p className="rounded-lg border border-stone-200 bg-stone-50 p-4 text-stone-700">
        {reference} <span className="text-sm text-stone-500">(the text couldn't be shown)</span>
      </p>
    );
  const multiChapter = new Set(passage.verses.map((verse) => verse.chapter)).size > 1;
  return (
    <figure className="rounded-lg border border-amber-200 bg-amber-50/60 p-4">
      <blockquote className="space-y-1 font-serif text-lg leading-relaxed text-stone-900">
        {passage.verses.map((verse) => (
          <span key={`${verse.chapter}:${verse.verse}`}>
            <sup className="mr-1 text-xs font-sans text-amber-700">
              {multiChapter ? `${verse.chapter}:${verse.verse}` : verse.verse}
            </sup>
            {verse.text}{" "}
          </span>
        ))}
      </blockquote>
      <figcaption className="mt-3 text-sm text-stone-600">
        <Link className="font-medium text-amber-800 underline underline-offset-2" to={passage.readerPath}>
          {passage.reference}
        </Link>{" "}
        · {passage.translation.toUpperCase()}
      </figcaption>
    </figure>
  );
}
