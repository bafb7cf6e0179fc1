import { AlertCircle, CheckCircle2, Info } from "lucide-react";
import type { HTMLAttributes } from "react";
import { cn } from "@client/lib/cn";

const tones = {
  destructive: { box: "border-red-300 bg-red-50 text-red-900", Icon: AlertCircle },
  success: { box: "border-emerald-300 bg-emerald-50 text-emerald-900", Icon: CheckCircle2 },
  info: { box: "border-indigo-200 bg-indigo-50 text-indigo-950", Icon: Info },
} as const;

/** A message box; destructive ones are announced to screen readers at once. */
export function Alert({
  tone = "info",
  className,
  children,
  ...props
}: HTMLAttributes<HTMLDivElement> & { tone?: keyof typeof tones }) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === "destructive" ? "alert" : "status"}
      className={cn("flex gap-2 rounded-md border p-3 text-sm", box, className)}
      {...props}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
