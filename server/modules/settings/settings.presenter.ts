import type { SettingsDto } from "@common/schemas/settings";
import type { PrivacyRow, SettingsRow } from "./settings.queries";

export function presentSettings(
  row: SettingsRow | undefined,
  privacy: PrivacyRow,
  earlyAccessAvailable: boolean,
): SettingsDto {
  return {
    earlyAccess: earlyAccessAvailable && (row?.earlyAccess ?? false),
    earlyAccessAvailable,
    leaderboardVisible: privacy.leaderboardVisible,
    discoverable: privacy.discoverable,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}
