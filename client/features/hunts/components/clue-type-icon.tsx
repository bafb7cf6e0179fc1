import { BookOpen, DoorOpen, Lightbulb, type LucideIcon, Scale, Shapes, User } from "lucide-react";
import type { HuntClueTypeId } from "@common/schemas/hunts";
import { huntClueTypeLabels } from "@client/features/hunts/lib/hunt-format";

const icons: Record<HuntClueTypeId, LucideIcon> = {
  theme: Lightbulb,
  room: DoorOpen,
  principle: Scale,
  verse: BookOpen,
  person: User,
  symbol: Shapes,
};

/** A clue's type as an icon with its name beside it (never the icon alone). */
export function ClueTypeIcon({ type }: { type: HuntClueTypeId }) {
  const Icon = icons[type];
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-medium text-night-light"
      data-testid="clue-type"
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {huntClueTypeLabels[type]}
    </span>
  );
}
