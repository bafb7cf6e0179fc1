import type {
  ModerationAction,
  ModerationActionResultDto,
  QueueItemDto,
  QueueReason,
  QueueReportDto,
  ReportResultDto,
  ReportSubject,
} from "@common/schemas/moderation";
import type { StaffView, SubjectState } from "./moderation.registry";
import type { OpenReportWithReporter } from "./moderation.queries";

export function presentReportResult(alreadyReported: boolean): ReportResultDto {
  return { alreadyReported };
}

/** A report as staff see it: the reporter by display name only (never their email or id). */
export function presentQueueReport({ report, reporterName }: OpenReportWithReporter): QueueReportDto {
  return {
    id: report.id,
    reporter: reporterName === null ? null : { displayName: reporterName },
    reason: report.reason,
    details: report.details,
    createdAt: report.createdAt.toISOString(),
  };
}

export function presentQueueItem(
  key: { subjectType: ReportSubject; subjectId: string; queuedAt: Date; reasons: QueueReason[] },
  view: StaffView,
  visibility: SubjectState,
  reports: readonly OpenReportWithReporter[],
): QueueItemDto {
  return {
    subjectType: key.subjectType,
    subjectId: key.subjectId,
    title: view.title,
    text: view.text,
    imageUrl: view.imageUrl ?? null,
    author:
      view.author === null
        ? null
        : { displayName: view.author.displayName, ...(view.authorId ? { userId: view.authorId } : {}) },
    reasons: [...key.reasons],
    visibility,
    openReports: reports.map(presentQueueReport),
    queuedAt: key.queuedAt.toISOString(),
  };
}

export function presentActionResult(
  subjectType: ReportSubject,
  subjectId: string,
  action: ModerationAction,
  visibility: SubjectState | null,
): ModerationActionResultDto {
  return { subjectType, subjectId, action, visibility };
}
