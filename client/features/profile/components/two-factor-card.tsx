import QRCode from "qrcode";
import { type FormEvent, useEffect, useState } from "react";
import { toast } from "@client/lib/toast";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { ApiError } from "@client/lib/api-client";
import { PasswordInput } from "@client/components/ui/password-input";
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useRegenerateBackupCodes,
  useStartTwoFactor,
} from "../api/security";
import { BackupCodes } from "./backup-codes";

type Step =
  | { name: "idle" }
  | { name: "password"; purpose: "enable" | "disable" | "regenerate" }
  | { name: "scan"; totpURI: string; backupCodes: string[]; qr: string | null }
  | { name: "codes"; backupCodes: string[] };

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === "INVALID_PASSWORD") return "That password isn't right.";
  if (error instanceof ApiError && error.code === "INVALID_CODE")
    return "That code didn't work. Check your authenticator app and try again.";
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return error.message;
  return "An unexpected error occurred. Please try again.";
}

function secretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
}

export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const [step, setStep] = useState<Step>({ name: "idle" });
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateBackupCodes();
  const busy = start.isPending || confirm.isPending || disable.isPending || regenerate.isPending;

  const scanURI = step.name === "scan" ? step.totpURI : null;
  useEffect(() => {
    if (!scanURI) return;
    let cancelled = false;
    QRCode.toDataURL(scanURI, { margin: 1, width: 192 }).then(
      (qr) => !cancelled && setStep((current) => (current.name === "scan" ? { ...current, qr } : current)),
      () => undefined, // the secret is shown as text too
    );
    return () => {
      cancelled = true;
    };
  }, [scanURI]);

  const reset = () => {
    setStep({ name: "idle" });
    setPassword("");
    setCode("");
    setError(null);
  };

  async function submitPassword(event: FormEvent, purpose: "enable" | "disable" | "regenerate") {
    event.preventDefault();
    if (!password) {
      setError("Enter your password.");
      return;
    }
    setError(null);
    try {
      if (purpose === "enable") {
        const result = await start.mutateAsync(password);
        if (result.method !== "totp")
          throw new Error("The server did not offer an authenticator-app secret.");
        setStep({ name: "scan", totpURI: result.totpURI, backupCodes: result.backupCodes, qr: null });
      } else if (purpose === "disable") {
        await disable.mutateAsync(password);
        toast.success("Two-factor authentication is off.");
        reset();
      } else {
        const result = await regenerate.mutateAsync(password);
        setStep({ name: "codes", backupCodes: result.backupCodes });
        toast.success("New backup codes made. The old ones no longer work.");
      }
      setPassword("");
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }

  async function submitCode(event: FormEvent, backupCodes: string[]) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError("Enter the 6-digit code from your authenticator app.");
      return;
    }
    setError(null);
    try {
      await confirm.mutateAsync(code.trim());
      setCode("");
      setStep({ name: "codes", backupCodes });
      toast.success("Two-factor authentication is on.");
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Two-factor authentication (authenticator app)</CardTitle>
        <CardDescription>
          Status:{" "}
          <strong data-testid="two-factor-status" className={enabled ? "text-emerald-700" : "text-stone-700"}>
            {enabled ? "On" : "Off"}
          </strong>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {step.name === "idle" &&
          (enabled ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setStep({ name: "password", purpose: "regenerate" })}>
                Regenerate backup codes
              </Button>
              <Button variant="destructive" onClick={() => setStep({ name: "password", purpose: "disable" })}>
                Turn off
              </Button>
            </div>
          ) : (
            <>
              <p className="text-sm text-stone-600">
                Add a second step to sign-in with an app such as Google Authenticator, 1Password or Authy.
              </p>
              <Button onClick={() => setStep({ name: "password", purpose: "enable" })}>Turn on</Button>
            </>
          ))}

        {step.name === "password" && (
          <form
            onSubmit={(event) => submitPassword(event, step.purpose)}
            noValidate
            className="space-y-3"
            aria-label="Confirm it's you"
          >
            <Field id="two-factor-password" label="Your password">
              <PasswordInput
                id="two-factor-password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                disabled={busy}
                autoFocus
              />
            </Field>
            {error && <Alert tone="destructive">{error}</Alert>}
            <div className="flex gap-2">
              <Button
                type="submit"
                busy={busy}
                variant={step.purpose === "disable" ? "destructive" : "primary"}
              >
                {step.purpose === "enable"
                  ? "Continue"
                  : step.purpose === "disable"
                    ? "Turn off two-factor"
                    : "Make new codes"}
              </Button>
              <Button type="button" variant="ghost" onClick={reset} disabled={busy}>
                Cancel
              </Button>
            </div>
          </form>
        )}

        {step.name === "scan" && (
          <form
            onSubmit={(event) => submitCode(event, step.backupCodes)}
            noValidate
            className="space-y-4"
            aria-label="Confirm your authenticator app"
          >
            <p className="text-sm text-stone-700">
              Scan this QR code with your authenticator app, or type the secret key, then enter the 6-digit
              code it shows.
            </p>
            <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
              {step.qr ? (
                <img
                  src={step.qr}
                  alt="QR code for your authenticator app"
                  className="size-48 rounded border border-stone-200"
                />
              ) : (
                <div className="size-48 animate-pulse rounded bg-stone-100" aria-hidden="true" />
              )}
              <div className="min-w-0 space-y-1">
                <p className="text-xs uppercase tracking-wide text-stone-500">Secret key</p>
                <code
                  className="block break-all rounded bg-stone-100 p-2 font-mono text-sm"
                  data-testid="totp-secret"
                >
                  {secretOf(step.totpURI)}
                </code>
              </div>
            </div>
            <Field id="two-factor-confirm-code" label="6-digit code">
              <Input
                id="two-factor-confirm-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
                disabled={busy}
              />
            </Field>
            {error && <Alert tone="destructive">{error}</Alert>}
            <div className="flex gap-2">
              <Button type="submit" busy={busy}>
                Confirm and turn on
              </Button>
              <Button type="button" variant="ghost" onClick={reset} disabled={busy}>
                Cancel
              </Button>
            </div>
          </form>
        )}

        {step.name === "codes" && (
          <div className="space-y-3">
            <BackupCodes codes={step.backupCodes} />
            <Button onClick={reset}>Done</Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
