import { ApiError } from "@client/lib/api-client";

/** How many cards a paste would add: its non-blank lines (the server skips blank ones too). */
export const importLineCount = (text: string) =>
  text.split(/\r?\n/).filter((line) => line.trim() !== "").length;

/**
 * The line a refused import names (ai.md §3.10: "a 422 shows the bad line"), from the error's details
 * (`{ line: 3 }`) or, failing that, from its message ("Line 3: …"). Null when the refusal names no line.
 */
export function badImportLine(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const details = error.details as { line?: unknown } | undefined;
  if (typeof details?.line === "number" && Number.isInteger(details.line) && details.line > 0)
    return details.line;
  const match = /\bline (\d+)\b/i.exec(error.message);
  return match ? Number(match[1]) : null;
}

/** The text of line `n` (1-based, counting every line of the paste as the member sees it), or null. */
export const lineAt = (text: string, n: number) => text.split(/\r?\n/)[n - 1] ?? null;
