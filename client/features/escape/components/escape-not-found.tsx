import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";
import { escapeMessages } from "@client/features/escape/lib/escape-errors";

/** An address that names no room: say so and lead back to the list. */
export function EscapeNotFound() {
  return (
    <section
      className="flex flex-col items-center gap-3 rounded-xl border border-stone-200 bg-white p-8 text-center"
      data-testid="escape-not-found"
    >
      <SearchX className="size-10 text-stone-400" aria-hidden="true" />
      <h1 className="font-serif text-2xl font-semibold text-night">Room not found</h1>
      <p className="text-stone-700">{escapeMessages.notFound}</p>
      <Button asChild>
        <Link to="/escape-room">See this week&apos;s rooms</Link>
      </Button>
    </section>
  );
}
