import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";
import { certificateKeys } from "@client/lib/study-query-keys";

/** GET /api/certificates: the member's own certificates, newest first. */
export const getCertificates = () => unwrap(api.certificates.$get());

export const certificatesQueryOptions = () =>
  queryOptions({ queryKey: certificateKeys.mine(), queryFn: getCertificates });

export const useCertificates = () => useQuery(certificatesQueryOptions());
