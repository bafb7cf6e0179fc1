import { z } from "zod";
import { text } from "./text";
import { accessCodeLimits as l, accessCodeMessages as m } from "../constants/access-codes";
import { accessCodeStatuses, type AccessCodeStatus } from "../domain/access-codes";

/** POST /api/admin/access-codes (screens §4.1). `grantDays` null = lifetime; `maxUses` null = no limit. */
export const createAccessCodeInput = z.strictObject({
  grantDays: z
    .number({ error: m.grantDaysInvalid })
    .int({ error: m.grantDaysInvalid })
    .min(l.grantDaysMin, { error: m.grantDaysInvalid })
    .max(l.grantDaysMax, { error: m.grantDaysInvalid })
    .nullable(),
  maxUses: z
    .number({ error: m.maxUsesInvalid })
    .int({ error: m.maxUsesInvalid })
    .min(l.maxUsesMin, { error: m.maxUsesInvalid })
    .max(1_000_000, { error: m.maxUsesInvalid })
    .nullable(),
  redeemWithinHours: z
    .number({ error: m.redeemByMissing })
    .int({ error: m.redeemByMissing })
    .min(l.redeemWithinHoursMin, { error: m.redeemByMissing })
    .max(l.redeemWithinHoursMax, { error: m.redeemByMissing }),
  label: text()
    .trim()
    .max(l.labelMax, { error: m.labelTooLong })
    .nullable()
    .optional()
    .transform((label) => (label ? label : null)),
});
export type CreateAccessCodeInput = z.input<typeof createAccessCodeInput>;
/** The body as the typed client sends it (the route's validator types it by the parsed shape). */
export type CreateAccessCodeBody = z.output<typeof createAccessCodeInput>;

export const listAccessCodesQuery = z.strictObject({
  status: z.enum(accessCodeStatuses).optional(),
  q: text().trim().max(100).optional(),
});
export type ListAccessCodesQuery = z.input<typeof listAccessCodesQuery>;

export const accessCodeIdParam = z.strictObject({ id: z.uuid() });

/** POST /api/access/redeem. Empty (after trimming) gets the spec's first message. */
export const redeemAccessCodeInput = z.strictObject({
  code: text({ error: m.empty }).trim().min(1, { error: m.empty }).max(64, { error: m.unknown }),
});
export type RedeemAccessCodeInput = z.input<typeof redeemAccessCodeInput>;

export const listOutboxQuery = z.strictObject({ q: text().trim().max(255).optional() });

export type AccessCodeDto = {
  id: string;
  code: string;
  label: string | null;
  grantDays: number | null;
  maxUses: number | null;
  usedCount: number;
  redeemBy: string;
  status: AccessCodeStatus;
  createdBy: { userId: string; displayName: string } | null;
  createdAt: string;
  deactivatedAt: string | null;
};

export type AccessCodeRedemptionDto = {
  userId: string;
  displayName: string;
  email: string;
  redeemedAt: string;
};

export type RedeemResultDto = {
  grantDays: number | null;
  grant: { id: string; startsAt: string; endsAt: string | null };
  message: string;
};

export type OutboxMessageDto = {
  id: string;
  toEmail: string;
  subject: string;
  kind: string;
  bodyText: string;
  createdAt: string;
};
export type OutboxListDto = { smtpConfigured: boolean; messages: OutboxMessageDto[] };
