import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { ReferenceListId } from "@common/content/palace/types";
import { Input } from "@client/components/ui/input";
import { Skeleton } from "@client/components/ui/skeleton";
import { palaceKeys } from "@client/lib/query-keys";

// The lists load on demand, so the palace's factual data doesn't weigh on the room page's first paint.
const loadList = (id: ReferenceListId) =>
  import("@common/content/palace/reference").then((m) => m.referenceLists[id]);

/** A reference list as a searchable table (palace.md §4.2). */
export function ReferenceTable({ listId }: { listId: ReferenceListId }) {
  const list = useQuery({
    queryKey: palaceKeys.reference(listId),
    queryFn: () => loadList(listId),
    staleTime: Infinity,
  });
  const [filter, setFilter] = useState("");
  const searchId = useId();
  if (list.isPending) return <Skeleton className="h-32 w-full" />;
  if (!list.data) return null;
  const needle = filter.trim().toLowerCase();
  const rows = needle
    ? list.data.items.filter((item) =>
        Object.values(item.values).some((value) => value.toLowerCase().includes(needle)),
      )
    : list.data.items;
  return (
    <section className="space-y-2" aria-labelledby={`${searchId}-title`}>
      <h4 id={`${searchId}-title`} className="font-semibold text-night">
        {list.data.title}
      </h4>
      {list.data.description && <p className="text-sm text-stone-600">{list.data.description}</p>}
      {list.data.items.length > 6 && (
        <div className="max-w-xs">
          <label htmlFor={searchId} className="sr-only">
            Search {list.data.title}
          </label>
          <Input
            id={searchId}
            type="search"
            placeholder="Search this table"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        </div>
      )}
      <div className="overflow-x-auto rounded-lg border border-stone-200">
        <table className="w-full text-left text-sm">
          <thead className="bg-stone-50 text-stone-700">
            <tr>
              {list.data.columns.map((column) => (
                <th key={column.key} scope="col" className="px-3 py-2 font-semibold">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((item) => (
              <tr key={item.id} className="border-t border-stone-100 align-top">
                {list.data.columns.map((column) => (
                  <td key={column.key} className="px-3 py-2">
                    {item.values[column.key]}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={list.data.columns.length} className="px-3 py-4 text-center text-stone-500">
                  Nothing matches “{filter}”.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
