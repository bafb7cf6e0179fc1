import * as Tabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { type AgeTab, ageTabs } from "@client/features/kids-games/lib/kids-bands";

const tabClass =
  "min-h-12 min-w-12 shrink-0 cursor-pointer rounded-full px-5 text-lg font-semibold text-violet-900 hover:bg-violet-100 data-[state=active]:bg-violet-600 data-[state=active]:text-white data-[state=active]:shadow";

/** The catalogue's age tabs (games.md §4.19): 4–6, 7–9, 10–12 and All; arrow keys move between them. */
export function AgeTabs({
  value,
  onChange,
  children,
}: {
  value: AgeTab;
  onChange: (tab: AgeTab) => void;
  children: ReactNode;
}) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => onChange(next as AgeTab)}
      activationMode="automatic"
      className="space-y-5"
    >
      <Tabs.List
        aria-label="Ages"
        className="flex gap-2 overflow-x-auto rounded-full bg-violet-50 p-1.5 ring-1 ring-violet-200"
      >
        {ageTabs.map((tab) => (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            className={tabClass}
            aria-label={tab.id === "all" ? "All ages" : `Ages ${tab.label}`}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value} tabIndex={-1} className="focus:outline-none">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
