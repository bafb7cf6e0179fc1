import { useState } from "react";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { ApiError } from "@client/lib/api-error";
import { useAcceptGuidelines } from "@client/features/community/api/accept-guidelines";

/** Our own short house rules for the chat (screens.md §8.1 "First post"). */
const guidelines = [
  {
    title: "Be kind.",
    text: "Speak to others as you would in a room full of friends. Disagree about ideas, never attack people.",
  },
  {
    title: "Keep to Scripture and study.",
    text: "Share verses, questions and what you are learning. Leave politics, selling and side arguments at the door.",
  },
  {
    title: "Keep personal details private.",
    text: "Don't post phone numbers, addresses, e-mail addresses or anything that identifies you or someone else.",
  },
  {
    title: "No spam.",
    text: "No repeated messages, advertising or chain letters. Moderators remove them, and can pause an account that posts them.",
  },
];

/**
 * Shown before the member's first message: accepting is stored once on the server, and then `onAccepted` sends what
 * they typed (it stays in the composer meanwhile, and if they close the dialog).
 */
export function GuidelinesDialog({
  open,
  onOpenChange,
  onAccepted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAccepted: () => void;
}) {
  const accept = useAcceptGuidelines();
  const [problem, setProblem] = useState<string | null>(null);
  const agree = () => {
    setProblem(null);
    accept.mutateAsync().then(
      () => {
        onOpenChange(false);
        onAccepted();
      },
      (error: unknown) =>
        setProblem(error instanceof ApiError ? error.message : "Couldn't save that — try again."),
    );
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !accept.isPending && onOpenChange(next)}>
      <DialogContent layout="sheet" closeLabel="Close the guidelines">
        <DialogHeader>
          <DialogTitle>Community guidelines</DialogTitle>
          <DialogDescription>
            Before your first message, please read and accept how we talk here.
          </DialogDescription>
        </DialogHeader>
        <ul className="space-y-3 text-sm text-stone-700">
          {guidelines.map((rule) => (
            <li key={rule.title}>
              <strong className="text-ink">{rule.title}</strong> {rule.text}
            </li>
          ))}
        </ul>
        {problem && (
          <Alert tone="destructive" className="mt-4">
            {problem}
          </Alert>
        )}
        <DialogFooter className="flex-col-reverse sm:flex-row">
          <Button variant="outline" disabled={accept.isPending} onClick={() => onOpenChange(false)}>
            Not now
          </Button>
          <Button busy={accept.isPending} onClick={agree}>
            I agree
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
