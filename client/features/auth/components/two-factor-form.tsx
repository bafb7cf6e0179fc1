import { type FormEvent, useEffect, useRef, useState } from "react";
import { toast } from "@client/lib/toast";
import { authMessages } from "@common/constants/messages";
import { Button } from "@client/components/ui/button";
import { Checkbox } from "@client/components/ui/checkbox";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { verifyBackupCode, verifyTotpCode } from "../api/auth-actions";
import { FormError } from "./form-error";

const maxWrongCodes = 5;

type Props = { onVerified: () => void; onTooManyAttempts: () => void; onCancel: () => void };

/** The second sign-in step for accounts with an authenticator app (screens §2.2). */
export function TwoFactorForm({ onVerified, onTooManyAttempts, onCancel }: Props) {
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState("");
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const wrongCodes = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), [useBackup]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!useBackup && !/^\d{6}$/.test(trimmed)) {
      setError("Enter the 6-digit code from your authenticator app.");
      return;
    }
    if (useBackup && trimmed.length < 6) {
      setError("Enter one of your backup codes.");
      return;
    }
    setError(null);
    setSubmitting(true);
    const verify = useBackup ? verifyBackupCode : verifyTotpCode;
    const { error: failure } = await verify({ code: trimmed, trustDevice });
    setSubmitting(false);
    if (failure) {
      wrongCodes.current += 1;
      if (wrongCodes.current >= maxWrongCodes || failure.code === "INVALID_TWO_FACTOR_COOKIE") {
        onTooManyAttempts();
        return;
      }
      setError(failure.status === 429 && failure.message ? failure.message : authMessages.twoFactorWrongCode);
      setCode("");
      return;
    }
    toast.success(authMessages.welcomeBack);
    onVerified();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Two-factor verification">
      {useBackup ? (
        <Field id="backup-code" label="Backup code" hint="Each backup code works once.">
          <Input
            ref={inputRef}
            id="backup-code"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            disabled={submitting}
          />
        </Field>
      ) : (
        <Field
          id="totp-code"
          label="Authentication code"
          hint="Open your authenticator app and enter the 6-digit code."
        >
          <Input
            ref={inputRef}
            id="totp-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            pattern="[0-9]*"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
            disabled={submitting}
            className="text-center text-lg tracking-[0.5em]"
          />
        </Field>
      )}
      <div className="flex items-center gap-2">
        <Checkbox
          id="trust-device"
          checked={trustDevice}
          onCheckedChange={(checked) => setTrustDevice(checked === true)}
          disabled={submitting}
        />
        <Label htmlFor="trust-device" className="font-normal">
          Trust this device for 30 days
        </Label>
      </div>
      <FormError message={error} />
      <Button type="submit" className="w-full" busy={submitting}>
        Verify
      </Button>
      <div className="flex justify-between">
        <Button
          type="button"
          variant="link"
          onClick={() => {
            setUseBackup((value) => !value);
            setCode("");
            setError(null);
          }}
          disabled={submitting}
        >
          {useBackup ? "Use your authenticator app" : "Use a backup code instead"}
        </Button>
        <Button type="button" variant="link" onClick={onCancel} disabled={submitting}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
