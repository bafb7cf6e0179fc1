import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { roomOverviews } from "@common/content/palace/overview";
import type { RoomOverview } from "@common/content/palace/types";
import { coreQuestionFor } from "@common/domain/quarterly-rooms";
import { Button } from "@client/components/ui/button";

export const ANSWER_MAX = 5000;

const byId = new Map<string, RoomOverview>(roomOverviews.map((room) => [room.id, room]));

function RoomCard({
  room,
  question,
  answer,
  suggested,
  onAnswer,
  onRemove,
}: {
  room: RoomOverview;
  question: string;
  answer: string;
  suggested: boolean;
  onAnswer: (text: string) => void;
  onRemove?: () => void;
}) {
  const id = useId();
  return (
    <li className="space-y-2 rounded-lg border border-stone-200 bg-white p-4" data-testid={`room-${room.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span aria-hidden="true" className="text-xl">
          {room.icon}
        </span>
        <h3 className="font-semibold text-night">
          <Link to={`/palace/floor/${room.floor}/room/${room.id}`} className="hover:underline">
            {room.tag} · {room.name}
          </Link>
        </h3>
        <span className="rounded-full bg-stone-100 px-2 text-xs text-stone-600">
          {suggested ? "Suggested" : "Added by you"}
        </span>
        {onRemove && (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto"
            onClick={onRemove}
            aria-label={`Remove ${room.name}`}
          >
            <X className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      <label htmlFor={id} className="block font-medium text-ink">
        {question}
      </label>
      <details className="text-sm text-stone-600">
        <summary className="cursor-pointer">How this room reads a text</summary>
        <p className="mt-1">{room.purpose}</p>
      </details>
      <textarea
        id={id}
        rows={4}
        maxLength={ANSWER_MAX}
        value={answer}
        onChange={(e) => onAnswer(e.target.value)}
        className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink focus:border-night-light focus:outline-none focus:ring-2 focus:ring-night-light/30"
      />
      <p className="text-right text-xs text-stone-500">
        {answer.length.toLocaleString()}/{ANSWER_MAX.toLocaleString()}
      </p>
    </li>
  );
}

/** "Amplify with the palace": the suggested rooms, the member's added rooms, and Add a room (any of the 38). */
export function AmplifyRooms({
  suggested,
  added,
  answers,
  passagesLabel,
  onAnswer,
  onRoomsChange,
}: {
  suggested: string[];
  added: string[];
  answers: Record<string, string>;
  passagesLabel: string;
  onAnswer: (roomId: string, text: string) => void;
  onRoomsChange: (added: string[]) => void;
}) {
  const id = useId();
  const shown = [...suggested, ...added.filter((roomId) => !suggested.includes(roomId))].filter((roomId) =>
    byId.has(roomId),
  );
  const available = roomOverviews.filter((room) => !shown.includes(room.id));
  const [pick, setPick] = useState("");
  const label = passagesLabel || "this week's passages";

  return (
    <div className="space-y-4">
      <ul className="space-y-4">
        {shown.map((roomId) => {
          const room = byId.get(roomId)!;
          return (
            <RoomCard
              key={roomId}
              room={room}
              question={coreQuestionFor(room.coreQuestion, label)}
              answer={answers[roomId] ?? ""}
              suggested={suggested.includes(roomId)}
              onAnswer={(text) => onAnswer(roomId, text)}
              onRemove={
                suggested.includes(roomId)
                  ? undefined
                  : () => onRoomsChange(added.filter((r) => r !== roomId))
              }
            />
          );
        })}
      </ul>
      {available.length > 0 && (
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (pick && !shown.includes(pick)) onRoomsChange([...added, pick]);
            setPick("");
          }}
        >
          <label htmlFor={id} className="text-sm font-medium text-ink">
            Add a room
          </label>
          <select
            id={id}
            value={pick}
            onChange={(e) => setPick(e.target.value)}
            className="h-9 rounded-md border border-stone-300 bg-white px-2 text-sm"
          >
            <option value="">Choose a room…</option>
            {available.map((room) => (
              <option key={room.id} value={room.id}>
                Floor {room.floor} · {room.tag} · {room.name}
              </option>
            ))}
          </select>
          <Button type="submit" variant="outline" size="sm" disabled={!pick}>
            <Plus className="size-4" aria-hidden="true" />
            Add
          </Button>
        </form>
      )}
    </div>
  );
}
