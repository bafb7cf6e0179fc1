import { Award } from "lucide-react";
import { Link } from "react-router";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useCertificates } from "@client/features/certificates/api/get-certificates";
import { CertificateCard } from "@client/features/certificates/components/certificate-card";
import { useDocumentTitle } from "@client/lib/page-title";

/** /certificates (screens.md §3.7): the member's certificates with Share, Make public/private and View / Print. */
export function CertificatesPage() {
  useDocumentTitle("Certificates");
  const certificates = useCertificates();
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold text-stone-900">Certificates</h1>
        <p className="text-stone-600">Every course you finish earns a certificate you can print and share.</p>
      </header>
      {certificates.isPending && (
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-busy="true"
          aria-label="Loading certificates"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-56 w-full" />
          ))}
        </ul>
      )}
      {certificates.isError && (
        <RetryAlert
          message="Couldn't load your certificates."
          onRetry={() => certificates.refetch()}
          busy={certificates.isFetching}
        />
      )}
      {certificates.data?.certificates.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 p-10 text-center">
          <Award className="size-10 text-amber-600" aria-hidden="true" />
          <p className="text-stone-700">Complete a course to earn your first certificate</p>
          <Link to="/blueprint-course" className="font-medium text-amber-800 underline underline-offset-2">
            Browse the courses
          </Link>
        </div>
      )}
      {certificates.data && certificates.data.certificates.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {certificates.data.certificates.map((certificate) => (
            <CertificateCard key={certificate.id} certificate={certificate} />
          ))}
        </ul>
      )}
    </main>
  );
}
