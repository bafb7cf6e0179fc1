import type { ReactNode } from "react";

/** A verse as the panels show it: its reference (a chip that opens the reader) and the KJV text. */
export function VerseQuote({ reference, text, chip }: { reference: string; text: string; chip: ReactNode }) {
  return (
    <figure className="space-y-1.5">
      <figcaption className="flex flex-wrap items-center gap-2" data-reference={reference}>
        {chip}
      </figcaption>
      {text && (
        <blockquote className="border-l-4 border-gold/70 pl-3 font-serif text-lg leading-relaxed text-ink">
          {text}
        </blockquote>
      )}
    </figure>
  );
}
