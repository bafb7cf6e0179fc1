import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import { type ReactNode, useRef, useState } from "react";
import { ApiError } from "@client/lib/api-error";
import { Alert } from "./alert";
import { Button } from "./button";

export type ConfirmDialogProps = {
  /** The question, e.g. "Delete this note?": the dialog's accessible name. */
  title: ReactNode;
  /** What happens if the user goes ahead (and whether it can be undone). */
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while onConfirm runs, e.g. "Deleting…". */
  pendingLabel?: string;
  cancelLabel?: string;
  /** A red confirm button, for actions that destroy something. */
  destructive?: boolean;
  /**
   * The action. The dialog stays open, its buttons disabled, until the promise settles: it closes when it
   * resolves and shows the error when it rejects, so the user can retry or cancel.
   */
  onConfirm: () => Promise<unknown> | void;
  /** What to say when onConfirm fails with something other than an ApiError (whose message is shown as is). */
  errorMessage?: string;
  /** The button that opens the dialog (uncontrolled use). Focus returns to it on close. */
  trigger?: ReactNode;
  /** Controlled use, e.g. opened from a menu item; leave both out when a trigger is given. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * "Are you sure?" before an action that can't be undone, in place of window.confirm: styled, announced as an
 * alert dialog, focus starts on Cancel, and a failure is shown inside the dialog instead of losing the action.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = "Cancel",
  destructive = false,
  onConfirm,
  errorMessage = "That didn't work — try again.",
  trigger,
  open: controlledOpen,
  onOpenChange,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = controlledOpen ?? uncontrolledOpen;
  const contentRef = useRef<HTMLDivElement>(null);

  const setOpen = (next: boolean) => {
    // A running action can't be walked away from: its outcome is shown here.
    if (!next && pending) return;
    if (next) setError(null);
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setPending(false);
      setUncontrolledOpen(false);
      onOpenChange?.(false);
    } catch (caught) {
      setPending(false);
      setError(caught instanceof ApiError ? caught.message : errorMessage);
      // The busy (disabled) button dropped focus to the page; give it back so Enter retries and Tab stays inside.
      requestAnimationFrame(() =>
        contentRef.current?.querySelector<HTMLButtonElement>("[data-confirm-action]")?.focus(),
      );
    }
  };

  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={setOpen}>
      {trigger && <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialogPrimitive.Content
          ref={contentRef}
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <AlertDialogPrimitive.Title className="text-lg font-semibold text-night">
            {title}
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="text-sm text-stone-600">
            {description}
          </AlertDialogPrimitive.Description>
          {/* role="alert": read out as soon as it appears, while focus stays on the buttons. */}
          {error && <Alert tone="destructive">{error}</Alert>}
          <div className="flex justify-end gap-2">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            {/* Not AlertDialog.Action: that closes the dialog on click, before the action has settled. */}
            <Button
              data-confirm-action
              variant={destructive ? "destructive" : "primary"}
              busy={pending}
              onClick={() => void confirm()}
            >
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
