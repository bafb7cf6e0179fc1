import type { ComponentProps } from "react";
import { cn } from "@client/lib/cn";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-ink placeholder:text-stone-400",
        "focus:border-night-light focus:outline-none focus:ring-2 focus:ring-night-light/30 disabled:bg-stone-100 disabled:text-stone-500",
        "aria-[invalid=true]:border-destructive",
        className,
      )}
      {...props}
    />
  );
}
