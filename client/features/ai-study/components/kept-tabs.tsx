import * as Tabs from "@radix-ui/react-tabs";
import { type ReactNode, useState } from "react";

const triggerClass =
  "shrink-0 rounded-md px-2.5 py-1.5 text-sm font-medium text-stone-600 data-[state=active]:bg-white data-[state=active]:text-night data-[state=active]:shadow-sm focus-visible:outline-2 focus-visible:outline-night";

/**
 * Tabs whose content stays mounted once opened (a fresh answer or a half-written one survives a tab switch), and is
 * not mounted before (nothing is fetched for a tab never opened).
 */
export function useKeptTabs<T extends string>(first: T) {
  const [tab, setTab] = useState<T>(first);
  const [opened, setOpened] = useState<ReadonlySet<T>>(() => new Set([first]));
  const show = (next: T) => {
    setTab(next);
    setOpened((was) => (was.has(next) ? was : new Set([...was, next])));
  };
  const panel = (value: T, children: ReactNode) => (
    <Tabs.Content value={value} forceMount className="data-[state=inactive]:hidden">
      {opened.has(value) && children}
    </Tabs.Content>
  );
  return { tab, show, opened, panel };
}

/** The tab row; it wraps on a phone rather than hiding tabs off the edge. */
export function KeptTabsList<T extends string>({
  tabs,
  label,
}: {
  tabs: readonly (readonly [T, string])[];
  label: string;
}) {
  return (
    <Tabs.List className="mb-3 flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1" aria-label={label}>
      {tabs.map(([value, text]) => (
        <Tabs.Trigger key={value} value={value} className={triggerClass}>
          {text}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
