import { accessCodeStatus } from "@common/domain/access-codes";
import type { AccessCodeDto, AccessCodeRedemptionDto } from "@common/schemas/access-codes";
import type { AccessCodeListRow } from "./access-codes.queries";

export function presentAccessCode(row: AccessCodeListRow, now: Date): AccessCodeDto {
  return {
    id: row.id,
    code: row.code,
    label: row.label,
    grantDays: row.grantDays,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    redeemBy: row.redeemBy.toISOString(),
    status: accessCodeStatus(row, now),
    createdBy:
      row.createdBy && row.createdByName !== null
        ? { userId: row.createdBy, displayName: row.createdByName }
        : null,
    createdAt: row.createdAt.toISOString(),
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  };
}

export function presentRedemption(row: {
  userId: string;
  displayName: string;
  email: string;
  redeemedAt: Date;
}): AccessCodeRedemptionDto {
  return {
    userId: row.userId,
    displayName: row.displayName,
    email: row.email,
    redeemedAt: row.redeemedAt.toISOString(),
  };
}
