import { MailCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@client/components/ui/button";
import { resendVerificationEmail } from "../api/auth-actions";

const cooldownSeconds = 60;

/** Shown after sign-up when e-mail verification is required (a mailer is configured). */
export function CheckInbox({ email, onBack }: { email: string; onBack: () => void }) {
  const [secondsLeft, setSecondsLeft] = useState(cooldownSeconds);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  async function resend() {
    setSecondsLeft(cooldownSeconds);
    const { error } = await resendVerificationEmail(email);
    setMessage(error ? "We couldn't send the email — try again in a minute." : "We sent a new link.");
  }

  return (
    <div className="space-y-4 text-center">
      <MailCheck className="mx-auto size-10 text-night-light" aria-hidden="true" />
      <p role="status">Check your inbox — we sent a confirmation link to {email}</p>
      {message && <p className="text-sm text-stone-600">{message}</p>}
      <Button type="button" variant="outline" onClick={resend} disabled={secondsLeft > 0}>
        {secondsLeft > 0 ? `Resend (${secondsLeft}s)` : "Resend"}
      </Button>
      <div>
        <Button type="button" variant="link" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    </div>
  );
}
