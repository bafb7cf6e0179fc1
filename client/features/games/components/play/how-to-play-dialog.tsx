import { BookOpen } from "lucide-react";
import type { GameDef } from "@common/games/registry";
import { Button } from "@client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@client/components/ui/dialog";
import { rulesTextFor } from "@client/features/games/lib/play-rules-text";
import { ReferenceLink } from "./reference-link";

/** The game's rules in full (games.md §4.0 setup screen). */
export function HowToPlayDialog({ game }: { game: GameDef }) {
  const rules = rulesTextFor(game.id);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <BookOpen className="size-4" aria-hidden="true" />
          How to play
        </Button>
      </DialogTrigger>
      <DialogContent layout="sheet">
        <DialogHeader>
          <DialogTitle>How to play {game.title}</DialogTitle>
          <DialogDescription>{game.tagline}</DialogDescription>
        </DialogHeader>
        <ol className="list-decimal space-y-2 pl-5 text-sm text-stone-800">
          {rules.howTo.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-4 rounded-md bg-parchment p-3 text-sm text-stone-700">
          {rules.why.text} (<ReferenceLink reference={rules.why.ref} />)
        </p>
      </DialogContent>
    </Dialog>
  );
}
