import type { SettingsDto } from "@common/schemas/settings";
import type { SettingsRow } from "./settings.queries";

export function presentSettings(row: SettingsRow | undefined, earlyAccessAvailable: boolean): SettingsDto {
  return {
    earlyAccess: earlyAccessAvailable && (row?.earlyAccess ?? false),
    earlyAccessAvailable,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}
