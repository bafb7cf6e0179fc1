import { useMutation } from "@tanstack/react-query";
import type { ReportInput, ReportResultDto } from "@common/schemas/moderation";
import { apiRequest } from "@client/lib/api-request";

/**
 * POST /api/reports (ai.md §1.7): a member reports a public item for the staff queue. Shared by every feature with
 * public items (flashcard decks now; chat, images and signals as they arrive) through the Report dialog. A repeat
 * report answers 200 with `alreadyReported` rather than failing; refusals (an unknown or own item, 422) throw an
 * ApiError with the server's message.
 */
export const reportContent = (input: ReportInput) => apiRequest<ReportResultDto>("/reports", "POST", input);

export const useReportContent = () => useMutation({ mutationFn: reportContent });
