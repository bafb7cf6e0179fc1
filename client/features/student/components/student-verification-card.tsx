import { GraduationCap } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { studentLimits, studentMessages } from "@common/constants/student";
import { sendStudentCodeInput, type StudentStatusDto, verifyStudentCodeInput } from "@common/schemas/student";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { ApiError } from "@client/lib/api-client";
import { formatDate } from "@client/lib/dates";
import { toast } from "@client/lib/toast";
import { useStudentStatus } from "../api/get-student-status";
import { useSendStudentCode } from "../api/send-student-code";
import { useVerifyStudentCode } from "../api/verify-student-code";

/** The server's message for what the member can fix; a generic line for outages. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : fallback;
}

/** Counts down to zero once a second; `restart(seconds)` starts it again. */
function useCountdown(initialSeconds: number) {
  const [seconds, setSeconds] = useState(initialSeconds);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return { seconds, restart: setSeconds };
}

/**
 * The two-step card of /student-verification (screens §3.4), or the verified state with Renew.
 * The server decides everything (limits, expiry, one address per account); the card shows its
 * messages as they come.
 */
export function StudentVerificationCard() {
  const status = useStudentStatus();
  const [renewing, setRenewing] = useState(false);

  if (status.isPending) {
    return (
      <Card aria-busy="true" aria-label="Loading your student status">
        <CardContent className="space-y-3 pt-6">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-32" />
        </CardContent>
      </Card>
    );
  }
  if (status.isError) {
    return (
      <RetryAlert
        message="Couldn't load your student status"
        onRetry={() => status.refetch()}
        busy={status.isFetching}
      />
    );
  }
  const data = status.data;
  const hadStudentPlan = data.expiresAt !== null;
  if (hadStudentPlan && !renewing && data.pending === null) {
    return <VerifiedState status={data} onRenew={() => setRenewing(true)} />;
  }
  return <VerificationSteps status={data} renewing={hadStudentPlan} />;
}

function VerifiedState({ status, onRenew }: { status: StudentStatusDto; onRenew: () => void }) {
  const date = status.expiresAt ? formatDate(status.expiresAt, status.timeZone) : "";
  return (
    <Card data-testid="student-verified">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <GraduationCap className="size-5 text-night-light" aria-hidden="true" />
          {status.active ? studentMessages.activeUntil(date) : `Your student plan ended on ${date}`}
        </CardTitle>
        <CardDescription>
          {status.active && !status.canRenew
            ? "You can renew in the last 30 days before it ends."
            : "Verify your school email again to keep free Premium for another year."}
        </CardDescription>
      </CardHeader>
      {status.canRenew && (
        <CardContent>
          <Button onClick={onRenew}>Renew</Button>
        </CardContent>
      )}
    </Card>
  );
}

function VerificationSteps({ status, renewing }: { status: StudentStatusDto; renewing: boolean }) {
  const [step, setStep] = useState<1 | 2>(status.pending ? 2 : 1);
  const [email, setEmail] = useState(status.pending?.schoolEmail ?? "");
  const [sentTo, setSentTo] = useState(status.pending?.schoolEmail ?? "");
  const cooldown = useCountdown(status.pending?.resendInSeconds ?? 0);

  return (
    <Card>
      <CardHeader>
        <p className="text-sm font-medium text-stone-500">Step {step} of 2</p>
        <CardTitle className="text-xl">
          {step === 1 ? (renewing ? "Renew — your school email" : "Your school email") : "Enter the code"}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {step === 1 ? (
          <EmailStep
            email={email}
            onEmailChange={setEmail}
            onSent={(sent) => {
              setSentTo(sent.pending?.schoolEmail ?? email);
              cooldown.restart(sent.pending?.resendInSeconds ?? studentLimits.resendAfterMs / 1000);
              setStep(2);
            }}
          />
        ) : (
          <CodeStep
            sentTo={sentTo}
            cooldownSeconds={cooldown.seconds}
            onResent={(sent) =>
              cooldown.restart(sent.pending?.resendInSeconds ?? studentLimits.resendAfterMs / 1000)
            }
            onDifferentEmail={() => setStep(1)}
          />
        )}
      </CardContent>
    </Card>
  );
}

function EmailStep({
  email,
  onEmailChange,
  onSent,
}: {
  email: string;
  onEmailChange: (value: string) => void;
  onSent: (status: StudentStatusDto) => void;
}) {
  const send = useSendStudentCode();
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = sendStudentCodeInput.safeParse({ schoolEmail: email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? studentMessages.invalidEduEmail);
      return;
    }
    setError(null);
    try {
      onSent(await send.mutateAsync({ schoolEmail: parsed.data.schoolEmail }));
    } catch (failure) {
      setError(messageOf(failure, studentMessages.mailFailed));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Send a code to your school email">
      <Field id={`${id}-email`} label="School email" hint="Must be an address ending in .edu">
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="yourname@university.edu"
          maxLength={studentLimits.schoolEmailMax}
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          disabled={send.isPending}
          aria-invalid={error ? true : undefined}
        />
      </Field>
      {error && <Alert tone="destructive">{error}</Alert>}
      <Button type="submit" busy={send.isPending} disabled={email.trim() === ""}>
        Send code
      </Button>
    </form>
  );
}

function CodeStep({
  sentTo,
  cooldownSeconds,
  onResent,
  onDifferentEmail,
}: {
  sentTo: string;
  cooldownSeconds: number;
  onResent: (status: StudentStatusDto) => void;
  onDifferentEmail: () => void;
}) {
  const navigate = useNavigate();
  const verify = useVerifyStudentCode();
  const resend = useSendStudentCode();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const busy = verify.isPending || verify.isSuccess;

  useEffect(() => inputRef.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = verifyStudentCodeInput.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? studentMessages.codeInvalidFormat);
      return;
    }
    setError(null);
    try {
      const result = await verify.mutateAsync(parsed.data);
      toast.success(studentMessages.verified(formatDate(result.expiresAt, result.status.timeZone)));
      setTimeout(() => void navigate("/"), 2000);
    } catch (failure) {
      setError(messageOf(failure, "We couldn't check the code — try again."));
    }
  }

  async function resendCode() {
    setError(null);
    try {
      onResent(await resend.mutateAsync({ schoolEmail: sentTo }));
      setCode("");
      toast.success(`We sent a new code to ${sentTo}.`);
      inputRef.current?.focus();
    } catch (failure) {
      setError(messageOf(failure, studentMessages.mailFailed));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Verify the code">
      <p className="text-sm text-stone-700">
        We sent a code to <strong className="break-all">{sentTo}</strong>. It expires in 15 minutes.
      </p>
      <Field id={`${id}-code`} label="6-digit code">
        <Input
          ref={inputRef}
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={studentLimits.codeDigits}
          value={code}
          onChange={(event) =>
            setCode(event.target.value.replace(/\D/g, "").slice(0, studentLimits.codeDigits))
          }
          disabled={busy}
          aria-invalid={error ? true : undefined}
          className="block max-w-48 text-center font-mono text-lg tracking-[0.4em]"
        />
      </Field>
      {error && <Alert tone="destructive">{error}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={busy} disabled={code.length !== studentLimits.codeDigits}>
          Verify
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => void resendCode()}
          busy={resend.isPending}
          disabled={cooldownSeconds > 0 || busy}
        >
          {cooldownSeconds > 0 ? `Resend code (${cooldownSeconds} s)` : "Resend code"}
        </Button>
        <Button type="button" variant="link" onClick={onDifferentEmail} disabled={busy}>
          Use a different email
        </Button>
      </div>
    </form>
  );
}
