import { type FormEvent, useState } from "react";
import { toast } from "@client/lib/toast";
import { authMessages } from "@common/constants/messages";
import { firstErrorMessage, resetPasswordInput } from "@common/schemas/auth";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Field } from "@client/components/ui/field";
import { resetPassword } from "../api/auth-actions";
import { FormError } from "./form-error";
import { PasswordInput } from "@client/components/ui/password-input";

type Props = { token: string | null; onDone: () => void; onRequestNewLink: () => void };

export function ResetPasswordForm({ token, onDone, onRequestNewLink }: Props) {
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(token === null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    const parsed = firstErrorMessage(resetPasswordInput, { password, confirmPassword });
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    setSubmitting(true);
    const { error: failure } = await resetPassword({ newPassword: parsed.data.password, token });
    setSubmitting(false);
    if (failure) {
      if (failure.code === "INVALID_TOKEN") setExpired(true);
      else
        setError(
          failure.status && failure.status < 500 && failure.message
            ? failure.message
            : authMessages.unexpected,
        );
      return;
    }
    toast.success(authMessages.passwordUpdated);
    onDone();
  }

  if (expired) {
    return (
      <div className="space-y-4">
        <Alert tone="destructive">{authMessages.resetLinkExpired}</Alert>
        <Button type="button" className="w-full" onClick={onRequestNewLink}>
          Send a new link
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Reset password">
      <Field id="reset-password" label="New password">
        <PasswordInput
          id="reset-password"
          autoComplete="new-password"
          minLength={6}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={submitting}
        />
      </Field>
      <Field id="reset-confirm" label="Confirm password">
        <PasswordInput
          id="reset-confirm"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          disabled={submitting}
        />
      </Field>
      <FormError message={error} />
      <Button type="submit" className="w-full" busy={submitting}>
        Set new password
      </Button>
    </form>
  );
}
