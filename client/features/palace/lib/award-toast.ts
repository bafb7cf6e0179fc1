import { levelTitle } from "@common/domain/palace-mastery";
import type { XpAward } from "@common/schemas/palace";
import { toast } from "@client/lib/toast";

/** Toasts show only what the server awarded (palace.md §4.6): "+N XP", and "Level up!" when it happened. */
export function announceAward(award: XpAward | null | undefined) {
  if (!award || award.xpAwarded <= 0) return;
  if (award.leveledUp) {
    toast.success(`Level up! You are now ${levelTitle(award.level)}.`, {
      description: `+${award.xpAwarded} XP`,
    });
  } else {
    toast.success(`+${award.xpAwarded} XP`);
  }
}
