import { Check, Download, Loader2 } from "lucide-react";
import { useId, useMemo } from "react";
import { overviewOf } from "@common/content/palace/overview";
import type { RoomId } from "@common/content/palace/types";
import { coreQuestionFor, suggestedQuarterlyRooms } from "@common/domain/quarterly-rooms";
import { TRANSLATION_IDS, type TranslationId } from "@common/bible/constants";
import { Button } from "@client/components/ui/button";
import { translationNames } from "@client/lib/bible";
import type { WorksheetInput } from "../api/save-worksheet";
import { downloadText } from "@client/lib/download-text";
import { worksheetMarkdown } from "../lib/export-markdown";
import { weekLabel } from "../lib/iso-week";
import { useReferenceParser } from "../lib/use-reference-parser";
import { type SaveStatus, useWorksheetAutosave } from "../lib/use-worksheet-autosave";
import { AmplifyRooms } from "./amplify-rooms";
import { Passages } from "./passages";

export const NOTES_MAX = 20_000;

function SaveState({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  return (
    <p className="flex min-h-8 items-center gap-2 text-sm" aria-live="polite" data-testid="save-status">
      {status.state === "saving" && (
        <>
          <Loader2 className="size-4 animate-spin text-stone-500" aria-hidden="true" />
          <span className="text-stone-600">Saving…</span>
        </>
      )}
      {status.state === "saved" && (
        <>
          <Check className="size-4 text-emerald-600" aria-hidden="true" />
          <span className="text-emerald-800">Saved</span>
        </>
      )}
      {status.state === "error" && (
        <>
          <span className="text-destructive">{status.message}</span>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Retry
          </Button>
        </>
      )}
    </p>
  );
}

/** One week's worksheet: passages, the palace rooms applied to them, the member's notes; autosaved, exportable. */
export function Worksheet({
  week,
  initial,
  translation,
  onTranslation,
}: {
  week: string;
  initial: WorksheetInput;
  translation: TranslationId;
  onTranslation: (t: TranslationId) => void;
}) {
  const id = useId();
  const { value, update, status, retryNow } = useWorksheetAutosave(week, initial);
  const parse = useReferenceParser();
  const ranges = useMemo(
    () => (parse ? value.passages.flatMap((p) => parse(p)?.ranges ?? []) : []),
    [parse, value.passages],
  );
  const suggested = suggestedQuarterlyRooms(ranges);
  const passagesLabel = value.passages.join("; ");

  const exportMarkdown = () => {
    const shown = [...suggested, ...value.rooms.filter((r) => !suggested.includes(r))];
    const rooms = shown.flatMap((roomId) => {
      try {
        const room = overviewOf(roomId as RoomId);
        return [
          {
            tag: room.tag,
            name: room.name,
            question: coreQuestionFor(room.coreQuestion, passagesLabel || "this week's passages"),
            answer: value.answers[roomId] ?? "",
          },
        ];
      } catch {
        return [];
      }
    });
    downloadText(
      `amplified-quarterly-${week}.md`,
      worksheetMarkdown({ weekLabel: weekLabel(week), passages: value.passages, rooms, notes: value.notes }),
    );
  };

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-stone-200 bg-white px-4 py-2">
        <SaveState status={status} onRetry={retryNow} />
        <Button variant="outline" size="sm" onClick={exportMarkdown}>
          <Download className="size-4" aria-hidden="true" />
          Export as Markdown
        </Button>
      </div>

      <section className="space-y-3" aria-labelledby={`${id}-passages`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${id}-passages`} className="text-2xl font-semibold text-night">
            This week's passages
          </h2>
          <div className="flex items-center gap-1.5">
            <label htmlFor={`${id}-t`} className="text-sm text-stone-600">
              Translation
            </label>
            <select
              id={`${id}-t`}
              value={translation}
              onChange={(e) => onTranslation(e.target.value as TranslationId)}
              className="h-9 rounded-md border border-stone-300 bg-white px-2 text-sm"
            >
              {TRANSLATION_IDS.map((t) => (
                <option key={t} value={t}>
                  {translationNames[t]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <Passages
          passages={value.passages}
          parse={parse}
          translation={translation}
          onChange={(passages) => update({ passages })}
        />
      </section>

      <section className="space-y-3" aria-labelledby={`${id}-amplify`}>
        <h2 id={`${id}-amplify`} className="text-2xl font-semibold text-night">
          Amplify with the palace
        </h2>
        <p className="text-sm text-stone-600">
          Your own study of the week: each room asks its question of these passages. Story, Observation,
          Dimensions, Christ in Every Chapter and Fire come every week; the Sanctuary, Prophecy and Feasts
          rooms join when the passages call for them.
        </p>
        <AmplifyRooms
          suggested={suggested}
          added={value.rooms}
          answers={value.answers}
          passagesLabel={passagesLabel}
          onAnswer={(roomId, text) => update({ answers: { ...value.answers, [roomId]: text } })}
          onRoomsChange={(rooms) => update({ rooms })}
        />
      </section>

      <section className="space-y-2" aria-labelledby={`${id}-notes`}>
        <h2 id={`${id}-notes`} className="text-2xl font-semibold text-night">
          My lesson notes
        </h2>
        <label htmlFor={`${id}-notes-box`} className="block text-sm text-stone-600">
          Your own notes on this week's lesson. They stay private to you.
        </label>
        <textarea
          id={`${id}-notes-box`}
          rows={8}
          maxLength={NOTES_MAX}
          value={value.notes}
          onChange={(e) => update({ notes: e.target.value })}
          className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink focus:border-night-light focus:outline-none focus:ring-2 focus:ring-night-light/30"
        />
      </section>
    </div>
  );
}
