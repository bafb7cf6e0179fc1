import { BookOpen } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@client/lib/cn";
import { type ReferenceParser, passageChip } from "../lib/passages";
import { roomByCode } from "../lib/rooms";

const chipClass =
  "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium no-underline transition-colors";

/** A Bible reference that opens the reader (ai.md §0 "Passage chip"). */
export function PassageLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={href}
      data-testid="passage-chip"
      className={cn(chipClass, "border-indigo-200 bg-indigo-50 text-night hover:bg-indigo-100", className)}
    >
      <BookOpen className="size-3.5 shrink-0" aria-hidden="true" />
      {children}
    </Link>
  );
}

/** A `Passages:` entry; one the parser can't place stays plain text. */
export function PassageChip({ entry, parser }: { entry: string; parser: ReferenceParser | null }) {
  const chip = passageChip(entry, parser);
  if (!chip.href)
    return <span className={cn(chipClass, "border-stone-200 bg-stone-50 text-stone-700")}>{entry}</span>;
  return <PassageLink href={chip.href}>{chip.label}</PassageLink>;
}

/**
 * A room code from the `Rooms:` line, linking to its room page (ai.md §0 "Room chip"); the page is given by the
 * caller (the palace's own room path). A code that names no room is shown as written, without a link.
 */
export function RoomChip({
  code,
  roomHref,
}: {
  code: string;
  roomHref: (floor: number, id: string) => string;
}) {
  const room = roomByCode(code);
  if (!room)
    return <span className={cn(chipClass, "border-stone-200 bg-stone-50 text-stone-700")}>{code}</span>;
  return (
    <Link
      to={roomHref(room.floor, room.id)}
      data-testid="room-chip"
      title={room.name}
      className={cn(chipClass, "border-amber-300 bg-amber-50 text-amber-950 hover:bg-amber-100")}
    >
      <span aria-hidden="true" className="font-emoji">
        {room.icon}
      </span>
      <span>
        {room.tag}
        <span className="sr-only"> — {room.name}</span>
      </span>
    </Link>
  );
}
