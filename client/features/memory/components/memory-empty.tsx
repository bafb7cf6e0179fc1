import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";

/** No saved verses yet (screens §5.8 States): the same words on every tab of the hall. */
export function MemoryEmpty() {
  return (
    <div
      className="space-y-3 rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center"
      data-testid="memory-empty"
    >
      <BookOpen className="mx-auto size-8 text-stone-400" aria-hidden="true" />
      <p className="font-medium text-night">
        Save verses to start — add from the Bible or My Memorization Verses
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild variant="outline">
          <Link to="/bible">Open the Bible</Link>
        </Button>
        <Button asChild>
          <Link to="/memorization-verses">My Memorization Verses</Link>
        </Button>
      </div>
    </div>
  );
}
