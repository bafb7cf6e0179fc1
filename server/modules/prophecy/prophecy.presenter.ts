import {
  type SignalAnalysisDto,
  type SignalDto,
  signalSectionKeys,
  type SignalSections,
  type SignalSummaryDto,
  type TopicMatchDto,
  type WatchTopicDto,
} from "@common/schemas/prophecy";
import type { SignalRow, TopicRow } from "./prophecy.queries";

export function presentSignalSummary(row: SignalRow): SignalSummaryDto {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    category: row.category,
    visibility: row.visibility,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}

/** A signal as any reader sees it; `viewerId` decides `mine`. */
export function presentSignal(row: SignalRow, viewerId: string): SignalDto {
  return {
    ...presentSignalSummary(row),
    summary: row.summary,
    scope: row.scope,
    // jsonb keeps its own key order: the sections go out in the sheet's order.
    sections: Object.fromEntries(
      signalSectionKeys.map((key) => [key, row.sections[key] ?? ""]),
    ) as SignalSections,
    passages: row.passages,
    sourceTitle: row.sourceTitle,
    sourceUrl: row.sourceUrl,
    source: row.source === "offline" ? "offline" : "ai",
    mine: row.createdBy === viewerId,
    notices: row.createdBy === viewerId ? row.notices : [],
  };
}

/** The author's view: the signal and the report they pasted. */
export function presentAnalysis(row: SignalRow, viewerId: string): SignalAnalysisDto {
  return { ...presentSignal(row, viewerId), reportText: row.createdBy === viewerId ? row.reportText : null };
}

export function presentTopic(row: TopicRow, matches: TopicMatchDto[]): WatchTopicDto {
  return {
    id: row.id,
    name: row.name,
    categories: row.categories,
    keywords: row.keywords,
    passages: row.passages,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    matches,
  };
}
