import * as Tabs from "@radix-ui/react-tabs";
import { Link } from "react-router";
import { bookByOsis } from "@common/bible/books";
import { floors } from "@common/content/palace/floors";
import { overviewOf } from "@common/content/palace/overview";
import { bibleBlocks, type BibleBlock } from "@common/content/palace/reference/bibleBlocks";
import { defaultGlyphOf } from "@common/content/palace/reference/defaultBlockLegend";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { useLegend } from "@client/features/bible-rendered/api/get-legend";
import { BlockCard } from "@client/features/bible-rendered/components/block-card";
import { RecallDrill } from "@client/features/bible-rendered/components/recall-drill";
import { Recite } from "@client/features/bible-rendered/components/recite";

const room = overviewOf("br");
const floor = floors.find((f) => f.number === room.floor)!;
const tabTriggerClass =
  "rounded-md px-3 py-2 text-sm font-medium text-stone-600 transition-colors data-[state=active]:bg-white data-[state=active]:text-night data-[state=active]:shadow-sm";

const nameOf = (osis: string) => bookByOsis(osis)?.name ?? osis;

/** The five tabs of ten blocks: "Blocks 1–10 · Genesis 1 – 1 Samuel 4". */
const groups = Array.from({ length: 5 }, (_, g) => {
  const blocks = bibleBlocks.slice(g * 10, g * 10 + 10);
  const first = blocks[0]!;
  const last = blocks[blocks.length - 1]!;
  return {
    id: `g${g + 1}`,
    blocks,
    label: `Blocks ${first.number}–${last.number} · ${nameOf(first.start.book)} ${first.start.chapter} – ${nameOf(last.end.book)} ${last.end.chapter}`,
  };
});

/** /bible-rendered-room (screens §5.5): the full-page legend builder and trainer of floor 1's Bible Rendered room. */
export function BibleRenderedRoomPage() {
  const legend = useLegend();
  const saved = legend.data?.blocks ?? [];
  const byNumber = new Map(saved.map((entry) => [entry.number, entry]));
  const chosen = saved.filter((entry) => entry.number >= 1 && entry.number <= 50).length;

  const cards = (blocks: readonly BibleBlock[]) => (
    <ul className="grid gap-4 md:grid-cols-2">
      {blocks.map((block) => (
        <BlockCard
          key={block.number}
          block={block}
          saved={byNumber.get(block.number)}
          loading={legend.isPending}
          suggestion={defaultGlyphOf(block.number)}
        />
      ))}
    </ul>
  );

  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
        <Link to="/palace" className="hover:underline">
          Palace
        </Link>{" "}
        ›{" "}
        <Link to="/palace/floor/1/room/br" className="hover:underline">
          {room.name} room
        </Link>{" "}
        › Legend builder
      </nav>
      <header className="space-y-2">
        <span className="inline-block rounded-full bg-amber-100 px-3 py-0.5 text-xs font-semibold text-amber-900">
          Floor {floor.number} · {floor.name}
        </span>
        <h1 className="font-serif text-3xl font-semibold text-night">
          <span aria-hidden="true">{room.icon}</span> {room.name}
        </h1>
        <p className="text-lg text-ink">{room.coreQuestion}</p>
        <p className="font-medium text-night" data-testid="glyph-progress">
          {legend.isPending ? "Loading your legend…" : `${chosen} of 50 glyphs chosen`}
        </p>
        <div className="h-2 w-full max-w-sm overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
          <div className="h-full bg-gold" style={{ width: `${(chosen / 50) * 100}%` }} />
        </div>
        <p className="text-sm text-stone-600">
          The 1,189 chapters as 50 blocks of 24 in canonical order. Give each block one glyph and the whole
          storyline can be recited in order. Your glyphs are the same as the room's{" "}
          <Link to="/palace/floor/1/room/br" className="underline">
            Block Legend
          </Link>
          .
        </p>
      </header>

      {legend.isError && (
        <RetryAlert
          message="Couldn't load your legend."
          onRetry={() => legend.refetch()}
          busy={legend.isFetching}
        />
      )}

      <Tabs.Root defaultValue="g1">
        <Tabs.List
          className="mb-4 flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1"
          aria-label="Block groups"
        >
          {groups.map((group) => (
            <Tabs.Trigger key={group.id} value={group.id} className={tabTriggerClass}>
              {group.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {groups.map((group) => (
          <Tabs.Content key={group.id} value={group.id}>
            {cards(group.blocks)}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <section className="space-y-3" aria-labelledby="br-practice">
        <h2 id="br-practice" className="text-2xl font-semibold text-night">
          Practice
        </h2>
        <Tabs.Root defaultValue="recite">
          <Tabs.List className="mb-4 inline-flex gap-1 rounded-lg bg-stone-100 p-1" aria-label="Practice">
            <Tabs.Trigger value="recite" className={tabTriggerClass}>
              Recite
            </Tabs.Trigger>
            <Tabs.Trigger value="drill" className={tabTriggerClass}>
              Recall drill
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="recite">
            <Recite blocks={bibleBlocks} legend={saved} />
          </Tabs.Content>
          <Tabs.Content value="drill">
            <RecallDrill chosen={chosen} />
          </Tabs.Content>
        </Tabs.Root>
      </section>
    </main>
  );
}
