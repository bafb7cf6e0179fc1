import * as Tabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { type HuntFilter, huntFilterOptions } from "@client/features/hunts/lib/hunt-filter";

const tabClass =
  "shrink-0 cursor-pointer whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-stone-600 hover:text-night focus-visible:outline-2 focus-visible:outline-night data-[state=active]:bg-white data-[state=active]:text-night data-[state=active]:shadow-sm";

/**
 * The difficulty filter (All, Beginner, Pro, Scholar) as tabs, as the hub's categories are (arrow keys move between
 * them); `children` — the list — is their panel.
 */
export function DifficultyFilter({
  value,
  onChange,
  children,
}: {
  value: HuntFilter;
  onChange: (next: HuntFilter) => void;
  children: ReactNode;
}) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => onChange(next as HuntFilter)}
      activationMode="automatic"
      className="space-y-5"
    >
      <Tabs.List
        aria-label="Difficulty"
        className="flex w-full gap-1 overflow-x-auto rounded-lg bg-stone-100 p-1 sm:w-fit"
      >
        {huntFilterOptions.map((option) => (
          <Tabs.Trigger key={option.id} value={option.id} className={tabClass}>
            {option.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value} tabIndex={-1} className="focus:outline-none">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
