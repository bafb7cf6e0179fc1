import { describeGrantDuration } from "@common/constants/access-codes";
import { toast } from "@client/lib/toast";

/** "Mar 9, 2026, 10:00 AM" in the admin's browser zone. */
export const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/** "Premium for 30 days" / "Lifetime Premium". */
export const describeGrant = (grantDays: number | null) =>
  grantDays === null ? "Lifetime Premium" : `Premium ${describeGrantDuration(grantDays)}`;

/** "1 / 1", "3 / ∞". */
export const describeUses = (usedCount: number, maxUses: number | null) => `${usedCount} / ${maxUses ?? "∞"}`;

/** The share link of a code: `{origin}/access?code={code}` (screens §4.1). */
export const shareLinkFor = (code: string) =>
  `${window.location.origin}/access?code=${encodeURIComponent(code)}`;

export async function copyText(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied`);
  } catch {
    toast.error("Couldn't copy — your browser blocked the clipboard.");
  }
}
