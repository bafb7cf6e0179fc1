import { Printer } from "lucide-react";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { Button } from "@client/components/ui/button";
import { Skeleton } from "@client/components/ui/skeleton";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { usePublicCertificate } from "@client/features/certificates/api/get-public-certificate";
import { CertificateDocument } from "@client/features/certificates/components/certificate-document";
import { ApiError } from "@client/lib/api-error";
import { useDocumentTitle } from "@client/lib/page-title";

const notFoundMessage = "This certificate can't be found or isn't public.";

/**
 * /certificate/:token (screens.md §2.4) — anyone, signed in or not, can confirm a shared certificate. Unknown,
 * revoked and private certificates show the same message. Kept out of search engines (noindex).
 */
export function PublicCertificatePage() {
  const { token = "" } = useParams();
  const certificate = usePublicCertificate(token);
  useDocumentTitle(certificate.data ? `${certificate.data.courseTitle} — Certificate` : "Certificate");
  useEffect(() => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex";
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
  const missing = certificate.error instanceof ApiError && certificate.error.status === 404;
  return (
    <main className="certificate-page mx-auto max-w-5xl space-y-6 px-4 py-8">
      {certificate.isPending && <Skeleton className="aspect-[1.414/1] w-full" />}
      {missing && (
        <div className="rounded-xl border border-stone-200 bg-white p-8 text-center">
          <p className="text-lg text-stone-800">{notFoundMessage}</p>
          <Link to="/" className="mt-4 inline-block font-medium text-amber-800 underline underline-offset-2">
            Learn about Phototheology
          </Link>
        </div>
      )}
      {certificate.isError && !missing && (
        <RetryAlert
          message="Couldn't check this certificate."
          onRetry={() => certificate.refetch()}
          busy={certificate.isFetching}
        />
      )}
      {certificate.data && (
        <>
          <CertificateDocument certificate={certificate.data} verified />
          <div className="flex flex-wrap justify-center gap-3 print:hidden">
            <Link
              to="/"
              className="inline-flex items-center rounded-md bg-amber-700 px-4 py-2 text-sm font-medium text-white hover:bg-amber-800"
            >
              Learn about Phototheology
            </Link>
            <Button variant="outline" onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden="true" /> Print
            </Button>
          </div>
        </>
      )}
    </main>
  );
}
