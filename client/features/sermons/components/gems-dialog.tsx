import { Gem } from "lucide-react";
import { useState } from "react";
import type { SermonGemDto } from "@common/schemas/sermons";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { Skeleton } from "@client/components/ui/skeleton";
import { AppLink } from "@client/lib/app-link";
import { useGems } from "../api/list-gems";

/** "Add from my gems" (ai.md §3.9): a gem card from the Gems Room fills the first empty stone. */
export function GemsButton({ disabled, onPick }: { disabled: boolean; onPick: (gem: SermonGemDto) => void }) {
  const [open, setOpen] = useState(false);
  const gems = useGems({ enabled: open });
  let body;
  if (gems.isPending) body = <Skeleton className="h-24 w-full" />;
  else if (gems.isError)
    body = (
      <Alert tone="destructive">
        Your gems couldn&apos;t be loaded.{" "}
        <Button variant="link" onClick={() => void gems.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  else if (gems.data.gems.length === 0)
    body = (
      <p className="text-sm text-stone-700">
        You have no saved gems yet. Gems you write in the{" "}
        <AppLink to="/palace/floor/1/room/gr" className="text-night-light underline">
          Gems Room
        </AppLink>{" "}
        (or save from an assistant) appear here.
      </p>
    );
  else
    body = (
      <ul className="max-h-[60vh] space-y-2 overflow-y-auto" data-testid="gems-list">
        {gems.data.gems.map((gem) => (
          <li key={gem.id} className="rounded-md border border-stone-200 p-3">
            <p className="font-medium text-night">{gem.title || "Untitled gem"}</p>
            <p className="mt-1 text-sm text-stone-800">{gem.truth}</p>
            {gem.texts.length > 0 && <p className="mt-1 text-xs text-stone-600">{gem.texts.join("; ")}</p>}
            <Button
              size="sm"
              className="mt-2"
              onClick={() => {
                onPick(gem);
                setOpen(false);
              }}
            >
              Use this gem
            </Button>
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} disabled={disabled}>
        <Gem className="size-4" aria-hidden="true" />
        Add from my gems
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Add from my gems</DialogTitle>
          </DialogHeader>
          {body}
        </DialogContent>
      </Dialog>
    </>
  );
}
