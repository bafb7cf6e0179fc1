import type { TranslationId } from "@common/schemas/bible";

/** Names of the public-domain translations (screens §5.1), for the Add verse dialog's select. */
export const translationNames: Record<TranslationId, string> = {
  kjv: "KJV — King James Version",
  web: "WEB — World English Bible",
  asv: "ASV — American Standard Version",
  ylt: "YLT — Young's Literal Translation",
  dby: "DBY — Darby",
  wbt: "WBT — Webster",
};

export const translationAbbreviation = (id: TranslationId) => id.toUpperCase();
