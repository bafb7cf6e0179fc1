import type { HTMLAttributes } from "react";
import { cn } from "@client/lib/cn";

/** A grey placeholder block shown where content is loading; hidden from screen readers. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-stone-200", className)} {...props} />
  );
}
