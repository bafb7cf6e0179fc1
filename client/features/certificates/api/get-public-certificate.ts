import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicCertificateDto } from "@common/schemas/courses";
import { apiRequest } from "@client/lib/api-request";
import { certificateKeys } from "@client/lib/study-query-keys";

/**
 * GET /api/certificates/public/:token — no session needed; a private, revoked or unknown token is a 404 with "This
 * certificate can't be found or isn't public." Plain fetch: visitors open this page without the typed client.
 */
export const getPublicCertificate = (token: string) =>
  apiRequest<PublicCertificateDto>(`/certificates/public/${encodeURIComponent(token)}`);

export const publicCertificateQueryOptions = (token: string) =>
  queryOptions({
    queryKey: certificateKeys.public(token),
    queryFn: () => getPublicCertificate(token),
    retry: false,
  });

export const usePublicCertificate = (token: string) => useQuery(publicCertificateQueryOptions(token));
