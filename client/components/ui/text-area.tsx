import type { ComponentProps } from "react";
import { cn } from "@client/lib/cn";

/** A multi-line input that looks like the app's Input. */
export function TextArea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-stone-400",
        "focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none disabled:bg-stone-100",
        "aria-[invalid=true]:border-destructive",
        className,
      )}
      {...props}
    />
  );
}

/** A native select styled like Input, for the forms that use one. */
export const selectClass =
  "h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-ink focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none disabled:bg-stone-100";
