import { useState } from "react";
import type { RoomOverview } from "@common/content/palace/types";
import type { RoomExampleResultDto } from "@common/schemas/ai";
import { Alert } from "@client/components/ui/alert";
import { useFreshRoomExample } from "../api/fresh-room-example";
import { useRoomExample } from "../api/get-room-example";
import { type StudyKit, modelOn } from "../lib/kit";
import { usePoolItem } from "../lib/use-pool-item";
import { PoolActions, PoolFailed, PoolLoading } from "./pool-states";
import { SaveGemButton } from "./save-gem-button";
import { VerseQuote } from "./verse-quote";

/** The gem an example makes: its verse, the takeaway as the truth, the steps as the body. */
function gemOf(room: RoomOverview, result: RoomExampleResultDto) {
  const { example } = result;
  return {
    title: `${room.tag} · ${example.verseRef}`,
    body: `${example.takeaway}\n\n${example.steps.map((step, index) => `${index + 1}. ${step.applied}`).join("\n")}`,
    references: [example.verseRef],
    rooms: [room.tag],
  };
}

/**
 * The Example tab (ai.md §3.12): the room's method applied step by step to a verse from its curated pool; "Show
 * another example" never repeats the verse shown last; "Fresh example with AI" asks the model (one question).
 */
export function ExampleTab({
  room,
  kit,
  gemsRoomHref,
}: {
  room: RoomOverview;
  kit: StudyKit;
  gemsRoomHref: string;
}) {
  const [last, setLast] = useState<string | null>(null);
  const item = usePoolItem<RoomExampleResultDto>({
    roomId: room.id,
    pool: useRoomExample(room.id, last),
    setLast,
    fresh: useFreshRoomExample(),
    refOf: (result) => result.example.verseRef,
  });
  const { shown } = item;

  if (item.loading) return <PoolLoading label="Loading an example" />;
  if (item.failed) return <PoolFailed what="an example" onRetry={item.retry} busy={item.refetching} />;
  if (!shown) return null;
  const { example } = shown;

  return (
    <article className="space-y-4" data-testid="room-example" aria-busy={item.asking || undefined}>
      <div className="flex flex-wrap items-center gap-2">{kit.badge(shown.source)}</div>
      {shown.notice && <Alert tone="info">{shown.notice}</Alert>}
      <VerseQuote
        reference={example.verseRef}
        text={example.verseText}
        chip={kit.passage(example.verseRef)}
      />
      <ol className="space-y-3" aria-label="The method, step by step">
        {example.steps.map((step, index) => (
          <li key={index} className="rounded-lg border border-stone-200 bg-stone-50 p-3">
            <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
              Step {index + 1}: <span className="normal-case">{step.step}</span>
            </p>
            <p className="mt-1 text-ink">{step.applied}</p>
          </li>
        ))}
      </ol>
      <section aria-label="Insights" className="space-y-1">
        <h4 className="font-semibold text-night">Insights</h4>
        <ul className="list-disc space-y-1 pl-5 text-ink">
          {example.insights.map((insight, index) => (
            <li key={index}>{insight}</li>
          ))}
        </ul>
      </section>
      <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-950">
        <span className="font-semibold">Takeaway: </span>
        {example.takeaway}
      </p>
      <PoolActions kit={kit} item={item} nextLabel="Show another example" freshLabel="Fresh example with AI">
        <SaveGemButton
          key={example.verseRef + shown.source}
          roomId={room.id}
          gem={gemOf(room, shown)}
          gemsRoomHref={gemsRoomHref}
        />
      </PoolActions>
      {modelOn(kit) && (
        <p className="text-xs text-stone-600">
          Examples from the room's collection are free; a fresh example with AI uses one question.
        </p>
      )}
    </article>
  );
}
