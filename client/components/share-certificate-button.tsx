import { Share2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { Button } from "@client/components/ui/button";
import { useSetCertificateVisibility } from "@client/lib/api/set-certificate-visibility";
import { share } from "@client/lib/share";

export interface ShareableCertificate {
  id: string;
  shareToken: string;
  isPublic: boolean;
  courseTitle: string;
}

export const certificateUrl = (token: string) => `${window.location.origin}/certificate/${token}`;

/**
 * Share a certificate (screens.md §3.7): a private one first asks "Make this certificate public so others can open
 * the link?" (Make public and share / Cancel); then the public link goes through the share helper (§1.5).
 */
export function ShareCertificateButton({
  certificate,
  variant = "outline",
}: {
  certificate: ShareableCertificate;
  variant?: "outline" | "primary";
}) {
  const [asking, setAsking] = useState(false);
  const visibility = useSetCertificateVisibility();
  const shareIt = () =>
    share({
      title: `${certificate.courseTitle} — Phototheology certificate`,
      text: `I completed ${certificate.courseTitle} on Phototheology.`,
      url: certificateUrl(certificate.shareToken),
    });
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        onClick={() => (certificate.isPublic ? void shareIt() : setAsking(true))}
      >
        <Share2 className="size-4" aria-hidden="true" />
        Share
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Make this certificate public so others can open the link?"
        description="Anyone with the link will see your name as issued, the course and the date. You can make it private again at any time."
        confirmLabel="Make public and share"
        pendingLabel="Making it public…"
        onConfirm={async () => {
          await visibility.mutateAsync({ certificateId: certificate.id, isPublic: true });
          await shareIt();
        }}
      />
    </>
  );
}
