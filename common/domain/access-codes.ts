import { accessCodeLimits } from "../constants/access-codes";

export type AccessCodeStatus = "active" | "expired" | "used_up" | "turned_off";

export const accessCodeStatuses = ["active", "expired", "used_up", "turned_off"] as const;

export const accessCodeStatusLabels: Record<AccessCodeStatus, string> = {
  active: "Active",
  expired: "Expired",
  used_up: "Used up",
  turned_off: "Turned off",
};

type StatusFields = { isActive: boolean; maxUses: number | null; usedCount: number; redeemBy: Date };

/**
 * One status per code, the strongest first: an admin's "turn off" outranks everything, and a
 * code whose uses are all taken reads "Used up" even once its redeem-by time has passed, since
 * that is what happened to it.
 */
export function accessCodeStatus(code: StatusFields, now: Date): AccessCodeStatus {
  if (!code.isActive) return "turned_off";
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return "used_up";
  if (code.redeemBy.getTime() <= now.getTime()) return "expired";
  return "active";
}

/** What a member typed or a link carried, in the stored form: trimmed, upper-case. */
export function normalizeAccessCode(input: string): string {
  return input.trim().toUpperCase();
}

const codePattern = new RegExp(
  `^${accessCodeLimits.prefix}[${accessCodeLimits.alphabet}]{${accessCodeLimits.length}}$`,
);

/** Whether a string has the shape of a generated code (`PT-` + 8 characters of the alphabet). */
export function isWellFormedAccessCode(code: string): boolean {
  return codePattern.test(code);
}

/**
 * A new code from `randomIndex(n)` (0 ≤ result < n). The caller passes a cryptographic source;
 * taking it as a parameter keeps this pure and testable.
 */
export function generateAccessCode(randomIndex: (n: number) => number): string {
  const { alphabet, length, prefix } = accessCodeLimits;
  let code = prefix;
  for (let i = 0; i < length; i += 1) code += alphabet[randomIndex(alphabet.length)] ?? "";
  return code;
}
