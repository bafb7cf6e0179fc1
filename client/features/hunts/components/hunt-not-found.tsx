import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";
import { huntMessages } from "@client/features/hunts/lib/hunt-errors";

/** An address that names no edition: say so and lead back to the list. */
export function HuntNotFound() {
  return (
    <section
      className="flex flex-col items-center gap-3 rounded-xl border border-stone-200 bg-white p-8 text-center"
      data-testid="hunt-not-found"
    >
      <SearchX className="size-10 text-stone-400" aria-hidden="true" />
      <h1 className="font-serif text-2xl font-semibold text-night">Hunt not found</h1>
      <p className="text-stone-700">{huntMessages.notFound}</p>
      <Button asChild>
        <Link to="/treasure-hunt">See today&apos;s hunt</Link>
      </Button>
    </section>
  );
}
