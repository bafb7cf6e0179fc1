import { Flag } from "lucide-react";
import { gameMessages } from "@common/games/messages";
import { Button } from "@client/components/ui/button";

/** A run that is over without a result to show (quit, expired, or finished elsewhere): start again. */
export function RunEnded({ onNewGame }: { onNewGame: () => void }) {
  return (
    <section
      className="flex flex-col items-center gap-3 rounded-xl border border-stone-200 bg-white px-4 py-10 text-center shadow-sm"
      role="status"
      data-testid="run-ended"
    >
      <Flag className="size-8 text-stone-500" aria-hidden="true" />
      <p className="text-lg font-semibold text-night">{gameMessages.runEnded}</p>
      <Button onClick={onNewGame}>{gameMessages.newGame}</Button>
    </section>
  );
}
