import * as Tabs from "@radix-ui/react-tabs";
import { Search } from "lucide-react";
import { type ReactNode, useId } from "react";
import { gameCategories } from "@common/games/registry";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Switch } from "@client/components/ui/switch";
import type { HubCategory, HubFilter } from "@client/features/games/lib/hub-filter";

const tabClass =
  "shrink-0 cursor-pointer whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-stone-600 hover:text-night focus-visible:outline-2 focus-visible:outline-night data-[state=active]:bg-white data-[state=active]:text-night data-[state=active]:shadow-sm";

/**
 * The hub's filters (games.md §2.1 item 5): category tabs (arrow keys move between them), a search box that
 * takes a room tag or words, and "Only games on my plan". `children` — the grid — is the tabs' panel.
 */
export function HubFilters({
  filter,
  onChange,
  children,
}: {
  filter: HubFilter;
  onChange: (next: HubFilter) => void;
  children: ReactNode;
}) {
  const searchId = useId();
  const switchId = useId();
  return (
    <Tabs.Root
      value={filter.category}
      onValueChange={(category) => onChange({ ...filter, category: category as HubCategory })}
      activationMode="automatic"
      className="space-y-4"
    >
      <Tabs.List
        aria-label="Game categories"
        className="flex gap-1 overflow-x-auto rounded-lg bg-stone-100 p-1"
      >
        {gameCategories.map((category) => (
          <Tabs.Trigger key={category.id} value={category.id} className={tabClass}>
            {category.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative sm:w-96">
          <Label htmlFor={searchId} className="sr-only">
            Search games
          </Label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={filter.query}
            onChange={(event) => onChange({ ...filter, query: event.target.value })}
            placeholder="Search games or a room tag (e.g. BL)"
            autoComplete="off"
            className="pl-9"
          />
        </div>
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            checked={filter.onlyMyPlan}
            onCheckedChange={(onlyMyPlan) => onChange({ ...filter, onlyMyPlan })}
          />
          <Label htmlFor={switchId} className="cursor-pointer">
            Only games on my plan
          </Label>
        </div>
      </div>
      <Tabs.Content value={filter.category} tabIndex={-1} className="focus:outline-none">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
