import { KeyRound } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { accessCodeLimits, accessCodeMessages } from "@common/constants/access-codes";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { ApiError } from "@client/lib/api-client";
import { toast } from "@client/lib/toast";
import { useRedeemAccessCode } from "../api/redeem-access-code";

/**
 * (3) Redeem an access code (screens §3.3): pre-filled from ?code=, upper-cased while typing;
 * the server's message on refusal; on success a toast and the dashboard 2 s later.
 */
export function RedeemForm({ initialCode }: { initialCode: string }) {
  const navigate = useNavigate();
  const redeem = useRedeemAccessCode();
  const [code, setCode] = useState(initialCode.toUpperCase());
  const [error, setError] = useState<string | null>(null);
  const [granted, setGranted] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setError(accessCodeMessages.empty);
      return;
    }
    setError(null);
    redeem.mutate(value, {
      onSuccess: (result) => {
        setGranted(result.message);
        toast.success(result.message);
        timer.current = window.setTimeout(
          () => void navigate("/dashboard"),
          accessCodeLimits.redirectAfterMs,
        );
      },
      onError: (failure) => {
        // Refusals carry the screen's message; anything else (offline, 5xx) gets the network one.
        setError(
          failure instanceof ApiError && failure.status >= 400 && failure.status < 500
            ? failure.message
            : accessCodeMessages.networkFailure,
        );
      },
    });
  };

  const busy = redeem.isPending || granted !== null;
  return (
    <Card aria-labelledby="redeem-title">
      <CardHeader>
        <CardTitle id="redeem-title" className="flex items-center gap-2 text-xl">
          <KeyRound className="size-5 text-night-light" aria-hidden="true" />
          Redeem an access code
        </CardTitle>
        <CardDescription>Codes from Phototheology events and partners unlock Premium.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="space-y-3" noValidate>
          <div className="space-y-1.5">
            <Label htmlFor={inputId}>Access code</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={inputId}
                name="code"
                value={code}
                placeholder="PT-XXXXXXXX"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={64}
                className="font-mono uppercase tracking-wider"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => {
                  setCode(event.target.value.toUpperCase());
                  setError(null);
                }}
                disabled={granted !== null}
              />
              <Button
                type="submit"
                disabled={code.trim() === "" || busy}
                busy={redeem.isPending}
                className="sm:w-32"
              >
                Redeem
              </Button>
            </div>
          </div>
          {error && (
            <Alert tone="destructive" id={errorId}>
              {error}
            </Alert>
          )}
          {granted && <Alert tone="success">{granted}. Taking you to your dashboard…</Alert>}
        </form>
      </CardContent>
    </Card>
  );
}
