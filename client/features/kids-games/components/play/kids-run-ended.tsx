import { gameMessages } from "@common/games/messages";
import { Button } from "@client/components/ui/button";

/** A run that is over with nothing to show (quit, or finished in another tab): start a new one. */
export function KidsRunEnded({ onNewGame }: { onNewGame: () => void }) {
  return (
    <section
      className="flex flex-col items-center gap-4 rounded-3xl border-2 border-stone-200 bg-white px-4 py-10 text-center shadow-sm"
      role="status"
      data-testid="kids-run-ended"
    >
      <span className="font-emoji text-6xl leading-none" aria-hidden="true">
        🏁
      </span>
      <p className="text-2xl font-bold text-night">{gameMessages.runEnded}</p>
      <Button size="lg" onClick={onNewGame} className="rounded-full text-lg">
        Start again
      </Button>
    </section>
  );
}
