/*
 * How a judge's verdict looks (palace.md §4.3, ai.md §3.12): the palace's Check-my-work result and the room
 * assistant's share it, so a pass, a partial and a fail read the same everywhere.
 */
export const verdictTone = {
  pass: "border-emerald-300 bg-emerald-50 text-emerald-900",
  partial: "border-amber-300 bg-amber-50 text-amber-900",
  fail: "border-red-300 bg-red-50 text-red-900",
} as const;

export const verdictTitle = { pass: "Pass", partial: "Partly there", fail: "Not yet" } as const;
