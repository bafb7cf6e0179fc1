import { Link } from "react-router";
import { referenceHref } from "@client/features/games/lib/play-refs";

/** A Bible reference that opens its chapter in the reader (plain text when it names no chapter we know). */
export function ReferenceLink({ reference }: { reference: string }) {
  const href = referenceHref(reference);
  if (!href) return <span>{reference}</span>;
  return (
    <Link to={href} className="font-medium text-night-light underline underline-offset-2 hover:text-night">
      {reference}
    </Link>
  );
}
