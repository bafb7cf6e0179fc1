import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, MessagesSquare } from "lucide-react";
import type { ReactNode } from "react";
import type { AiQuotaDto, AiStatusDto } from "@common/schemas/ai";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { toast } from "@client/lib/toast";
import { useResetUsage } from "../api/reset-usage";
import { quotaChipText } from "../lib/quota-text";
import { SourceBadge } from "./source-badge";

const chipClass = "inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium";

/**
 * The questions-left chip (ai.md §1.5), announced politely as it changes. In fake mode it opens a menu with
 * "Reset my AI usage (test mode)".
 */
export function QuotaChip({
  quota,
  mode,
}: {
  quota: AiQuotaDto | undefined;
  mode: AiStatusDto["mode"] | undefined;
}) {
  const text = quotaChipText(quota, mode);
  const reset = useResetUsage();
  if (!text) return null;
  const empty = mode !== "offline" && quota?.remaining === 0;
  const tone = empty ? "border-amber-300 bg-amber-50 text-amber-950" : "border-stone-300 bg-white text-night";
  if (mode !== "fake")
    return (
      <span role="status" className={cn(chipClass, tone)} data-testid="quota-chip">
        {text}
      </span>
    );
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className={cn(chipClass, tone, "cursor-pointer hover:bg-stone-50")}
          data-testid="quota-chip"
          aria-live="polite"
        >
          {text}
          <ChevronDown className="size-3.5" aria-hidden="true" />
          <span className="sr-only">, usage menu</span>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-md border border-stone-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item
            className="cursor-pointer rounded px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-stone-100"
            onSelect={() =>
              reset.mutate(undefined, {
                onSuccess: () => toast.success("Your AI usage was reset."),
                onError: () => toast.error("Couldn't reset your AI usage."),
              })
            }
          >
            Reset my AI usage (test mode)
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Name and purpose, the mode label, the chip, and (on phones) the button that opens the conversations sheet. */
export function ChatHeader({
  name,
  intro,
  status,
  quota,
  onOpenThreads,
  large = false,
  extra,
}: {
  name: string;
  intro: string;
  status: AiStatusDto | undefined;
  quota: AiQuotaDto | undefined;
  onOpenThreads?: () => void;
  large?: boolean;
  extra?: ReactNode;
}) {
  return (
    <header className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className={cn("mr-auto font-serif font-semibold text-night", large ? "text-4xl" : "text-3xl")}>
          {name}
        </h1>
        {onOpenThreads && (
          <Button variant="outline" size="sm" className="lg:hidden" onClick={onOpenThreads}>
            <MessagesSquare className="size-4" aria-hidden="true" />
            Conversations
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SourceBadge source={status?.mode} testId="mode-label" />
        <QuotaChip quota={quota} mode={status?.mode} />
        {extra}
      </div>
      <p className={cn("text-stone-700", large && "text-lg")}>{intro}</p>
    </header>
  );
}
