import { Printer } from "lucide-react";
import { Link, useParams } from "react-router";
import { NotFoundPage } from "@client/components/not-found";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useCertificates } from "@client/features/certificates/api/get-certificates";
import { CertificateDocument } from "@client/features/certificates/components/certificate-document";
import { useDocumentTitle } from "@client/lib/page-title";

/**
 * /certificates/:certificateId — one of the member's certificates as a print-ready landscape page (screens.md §3.7
 * View / Print): Print opens the browser's dialog, which can also save it as a PDF.
 */
export function CertificateViewPage() {
  const { certificateId } = useParams();
  const certificates = useCertificates();
  const certificate = certificates.data?.certificates.find((each) => each.id === certificateId);
  useDocumentTitle(certificate ? `${certificate.courseTitle} — Certificate` : "Certificate");
  if (certificates.data && !certificate) return <NotFoundPage />;
  return (
    <main className="certificate-page mx-auto max-w-5xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/certificates" className="text-sm font-medium text-amber-800 underline underline-offset-2">
          ← All certificates
        </Link>
        <Button onClick={() => window.print()} disabled={!certificate}>
          <Printer className="size-4" aria-hidden="true" /> Print
        </Button>
      </div>
      {certificates.isPending && <Skeleton className="aspect-[1.414/1] w-full" />}
      {certificates.isError && (
        <RetryAlert
          message="Couldn't load this certificate."
          onRetry={() => certificates.refetch()}
          busy={certificates.isFetching}
        />
      )}
      {certificate && <CertificateDocument certificate={certificate} />}
    </main>
  );
}
