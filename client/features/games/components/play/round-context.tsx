/** The verse (or other context) a round is about: its label, reference and KJV text. */
export function RoundContext({ context }: { context: { ref?: string; text?: string; label?: string } }) {
  if (!context.ref && !context.text) {
    if (!context.label) return null;
    return <p className="text-sm font-semibold tracking-wide text-gold-dark uppercase">{context.label}</p>;
  }
  return (
    <figure className="space-y-1 rounded-lg border border-stone-200 bg-parchment p-4">
      {context.label && (
        <p className="text-xs font-semibold tracking-wide text-gold-dark uppercase">{context.label}</p>
      )}
      {context.text && <blockquote className="font-serif text-lg text-ink">{context.text}</blockquote>}
      {context.ref && (
        <figcaption className="text-sm font-medium text-stone-600">
          {context.ref}
          {context.text ? " (KJV)" : ""}
        </figcaption>
      )}
    </figure>
  );
}
