import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentProps, HTMLAttributes } from "react";
import { cn } from "@client/lib/cn";

/**
 * The app's dialog: Radix supplies the behaviour (focus trapped inside, focus returned on close, Escape and a
 * click outside close it, the page behind hidden from screen readers); this file supplies the look. Features
 * import these, never @radix-ui/react-dialog (eslint.config.js), so every dialog looks and behaves alike.
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * Where the panel sits. Every layout has the same padding (p-5), which the close button's place assumes.
 * - center: a card in the middle of the screen (forms).
 * - sheet: a bottom sheet on phones, where a thumb reaches it; a centred card from `sm` up.
 * - top: a card hanging under the page's toolbar, so the page's header stays in view (pickers).
 * - side: a full-height panel on the right (navigation, drawers, reference panels).
 */
const layouts = {
  center:
    "top-1/2 left-1/2 max-h-[92vh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl",
  sheet:
    "inset-x-0 bottom-0 max-h-[90vh] rounded-t-2xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(36rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl",
  top: "inset-x-2 top-16 max-h-[80vh] rounded-xl sm:right-auto sm:left-1/2 sm:w-[40rem] sm:max-w-[calc(100vw-2rem)] sm:-translate-x-1/2",
  side: "inset-y-0 right-0 flex w-[28rem] max-w-[92vw] flex-col",
} as const;

export type DialogLayout = keyof typeof layouts;

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  layout?: DialogLayout;
  /** The close button's accessible name: say what closes when "Close" is ambiguous ("Close menu"). */
  closeLabel?: string;
};

/** The panel, in a portal over a dimmed page, with a close button in its top-right corner. */
export function DialogContent({
  layout = "center",
  closeLabel = "Close",
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
      <DialogPrimitive.Content
        className={cn(
          "fixed z-50 overflow-y-auto bg-white p-5 shadow-xl focus:outline-none",
          layouts[layout],
          className,
        )}
        {...props}
      >
        {/* First in the DOM, so it is what takes focus on open (as in every dialog before this one), and
            first in the tab order; placed over the header, which keeps room for it (pr-10). */}
        <DialogPrimitive.Close
          className="absolute top-5 right-5 rounded-md p-2 text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-night"
          aria-label={closeLabel}
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The title row (and an optional description under it), as tall as the close button beside it. */
export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn("mb-4 flex min-h-9 flex-col justify-center gap-1 pr-10", className)} {...props} />
  );
}

/** The dialog's accessible name: screen readers announce it, and tests find the dialog by it. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn("font-serif text-lg font-semibold text-night", className)}
      {...props}
    />
  );
}

/** Read out after the title; give it `className="sr-only"` when the dialog's content speaks for itself. */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-stone-600", className)} {...props} />;
}

/** The actions row: the main action last, on the right. */
export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mt-4 flex justify-end gap-2", className)} {...props} />;
}
