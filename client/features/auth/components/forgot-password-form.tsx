import { type FormEvent, useState } from "react";
import { authMessages } from "@common/constants/messages";
import { firstErrorMessage, forgotPasswordInput } from "@common/schemas/auth";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { rememberedEmail } from "@client/lib/storage";
import { requestPasswordReset } from "../api/auth-actions";
import { FormError } from "./form-error";

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState(rememberedEmail.get() ?? "");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = firstErrorMessage(forgotPasswordInput, { email });
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    setSubmitting(true);
    const { error: failure } = await requestPasswordReset(parsed.data.email);
    setSubmitting(false);
    // The same answer whether or not the account exists (no account enumeration).
    if (failure && (!failure.status || failure.status >= 500 || failure.status === 429)) {
      setError(failure.status === 429 && failure.message ? failure.message : authMessages.unexpected);
      return;
    }
    setSent(true);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Forgot password">
      {sent ? (
        <Alert tone="success">{authMessages.resetLinkSent}</Alert>
      ) : (
        <>
          <Field id="forgot-email" label="Email">
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              disabled={submitting}
            />
          </Field>
          <FormError message={error} />
          <Button type="submit" className="w-full" busy={submitting}>
            Send reset link
          </Button>
        </>
      )}
      <Button type="button" variant="link" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
