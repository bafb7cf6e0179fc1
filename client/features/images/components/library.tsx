import * as Tabs from "@radix-ui/react-tabs";
import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  type ImageOrigin,
  imageOriginLabels,
  imageOrigins,
  type ImageRoom,
  imageRoomLabels,
  imageRooms,
  type ImageSort,
  imageSortLabels,
  imageSorts,
  type ImageTab,
  imageTabs,
} from "@common/schemas/images";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { type LibraryFilters, useImages } from "../api/list-images";
import { ImageTile } from "./image-tile";
import { selectClass } from "@client/components/ui/text-area";

const tabLabels: Record<ImageTab, string> = {
  mine: "My images",
  favourites: "Favourites",
  gallery: "Public gallery",
};
const emptyText: Record<ImageTab, string> = {
  mine: "You have no images yet. Make a verse card or upload a picture above.",
  favourites: "No favourites yet. Tap the heart on an image in the public gallery to keep it here.",
  gallery: "No public images yet.",
};
const tabTriggerClass =
  "rounded-md px-3 py-1.5 text-sm font-medium text-stone-600 data-[state=active]:bg-white data-[state=active]:text-night data-[state=active]:shadow-sm";

function ImageGrid({ filters }: { filters: LibraryFilters }) {
  const images = useImages(filters);
  const all = images.data?.pages.flatMap((page) => page.images) ?? [];
  const filtered = Boolean(filters.q || filters.room || filters.origin);
  if (images.isPending)
    return (
      <div
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        role="status"
        aria-label="Loading"
      >
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="aspect-square w-full" />
        ))}
      </div>
    );
  if (images.isError && all.length === 0)
    return (
      <RetryAlert
        message="Couldn't load the images."
        onRetry={() => images.refetch()}
        busy={images.isFetching}
      />
    );
  if (all.length === 0)
    return (
      <p className="rounded-xl border border-stone-200 bg-white p-6 text-center text-stone-600" role="status">
        {filtered ? "No images match these filters." : emptyText[filters.tab]}
      </p>
    );
  return (
    <div className="space-y-4">
      <ul
        aria-label={tabLabels[filters.tab]}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {all.map((image) => (
          <ImageTile key={image.id} image={image} />
        ))}
      </ul>
      {images.isFetchNextPageError && (
        <RetryAlert
          message="Couldn't load more images."
          onRetry={() => images.fetchNextPage()}
          busy={images.isFetchingNextPage}
        />
      )}
      {images.hasNextPage && !images.isFetchNextPageError && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            busy={images.isFetchingNextPage}
            onClick={() => void images.fetchNextPage()}
          >
            Show more
          </Button>
        </div>
      )}
    </div>
  );
}

/** Search over captions and references; typed text is sent with Search (or Enter). */
function SearchForm({
  id,
  initial,
  onSearch,
}: {
  id: string;
  initial: string;
  onSearch: (q: string) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={search} className="flex gap-2 sm:col-span-2 lg:col-span-1">
      <label htmlFor={id} className="sr-only">
        Search captions and references
      </label>
      <Input
        id={id}
        type="search"
        value={draft}
        maxLength={100}
        placeholder="Search captions and references"
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" variant="outline" aria-label="Search">
        <Search className="size-4" aria-hidden="true" />
      </Button>
    </form>
  );
}

/**
 * The library (§3.11): tabs My images, Favourites and Public gallery, search over caption and reference, filters by
 * room and origin, and newest or most-favourited first. The view lives in the URL (the page passes it in).
 */
export function Library({
  filters,
  onChange,
}: {
  filters: LibraryFilters;
  onChange: (filters: LibraryFilters) => void;
}) {
  const id = useId();
  return (
    <Tabs.Root
      value={filters.tab}
      onValueChange={(value) => onChange({ ...filters, tab: value as ImageTab })}
      className="space-y-4"
    >
      <Tabs.List
        aria-label="Library"
        className="inline-flex max-w-full gap-1 overflow-x-auto rounded-lg bg-stone-100 p-1"
      >
        {imageTabs.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} className={tabTriggerClass}>
            {tabLabels[tab]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <SearchForm
          key={filters.q ?? ""}
          id={`${id}-q`}
          initial={filters.q ?? ""}
          onSearch={(q) => onChange({ ...filters, q: q || undefined })}
        />
        <select
          aria-label="Room"
          className={selectClass}
          value={filters.room ?? ""}
          onChange={(event) =>
            onChange({ ...filters, room: (event.target.value || undefined) as ImageRoom | undefined })
          }
        >
          <option value="">All rooms</option>
          {imageRooms.map((room) => (
            <option key={room} value={room}>
              {imageRoomLabels[room]}
            </option>
          ))}
        </select>
        <select
          aria-label="Origin"
          className={selectClass}
          value={filters.origin ?? ""}
          onChange={(event) =>
            onChange({ ...filters, origin: (event.target.value || undefined) as ImageOrigin | undefined })
          }
        >
          <option value="">All origins</option>
          {imageOrigins.map((origin) => (
            <option key={origin} value={origin}>
              {imageOriginLabels[origin]}
            </option>
          ))}
        </select>
        <select
          aria-label="Order"
          className={selectClass}
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as ImageSort })}
        >
          {imageSorts.map((sort) => (
            <option key={sort} value={sort}>
              {imageSortLabels[sort]}
            </option>
          ))}
        </select>
      </div>
      {imageTabs.map((tab) => (
        <Tabs.Content key={tab} value={tab}>
          {tab === filters.tab && <ImageGrid filters={filters} />}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
