import { type FormEvent, useEffect, useId, useState } from "react";
import { PARTNER_LIMITS, partnerMessages } from "@common/schemas/partners";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { ApiError } from "@client/lib/api-error";
import { cn } from "@client/lib/cn";
import { usePartnerLookup } from "@client/features/partners/api/lookup-partner";
import { useSendPartnerRequest } from "@client/features/partners/api/send-partner-request";
import { MemberBadge } from "./member-badge";

/** How long typing must pause before the username is looked up. */
const LOOKUP_DELAY_MS = 400;

function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/**
 * "Add a study partner" (screens §3.8 §1): a username box and **Send request**. Once typing pauses the username is
 * looked up; when a member is found they are shown and an optional message (≤ 200, with its count) appears. The
 * server's answers are shown in place: "No member found with that username.", "You can't add yourself.", "You
 * already have a pending request with {name}.", the limits, and on success "Request sent to {name}".
 */
export function AddPartnerForm({ ownUsername }: { ownUsername?: string }) {
  const id = useId();
  const [username, setUsername] = useState("");
  const [message, setMessage] = useState("");
  const [result, setResult] = useState<{ tone: "success" | "destructive"; text: string } | null>(null);
  const send = useSendPartnerRequest();

  const typed = username.trim();
  const settled = useSettled(typed, LOOKUP_DELAY_MS);
  const lookingUp = settled !== "" && settled === typed;
  const lookup = usePartnerLookup(settled, lookingUp);
  const found = lookingUp && lookup.isSuccess ? lookup.data.member : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed === "" || send.isPending) return;
    send.mutate(
      { username: typed, message: found ? message : "" },
      {
        onSuccess: (answer) => {
          setResult({ tone: "success", text: answer.notice });
          setUsername("");
          setMessage("");
        },
        onError: (error) =>
          setResult({ tone: "destructive", text: messageOf(error, partnerMessages.sendFailed) }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Add a study partner</CardTitle>
        <CardDescription>
          Study partners keep each other going. Ask someone by the username on their profile
          {ownUsername ? (
            <>
              {" "}
              — yours is <span className="font-medium text-night">{ownUsername}</span>
            </>
          ) : null}
          .
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field id={`${id}-username`} label="Username">
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={`${id}-username`}
                value={username}
                onChange={(event) => {
                  setUsername(event.target.value);
                  setResult(null);
                }}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={40}
                aria-describedby={`${id}-lookup`}
              />
              <Button type="submit" busy={send.isPending} disabled={typed === ""} className="shrink-0">
                Send request
              </Button>
            </div>
          </Field>

          <div id={`${id}-lookup`} aria-live="polite" className="min-h-6 text-sm">
            {result ? null : !lookingUp ? null : lookup.isFetching && !lookup.data ? (
              <span className="text-stone-500">Looking for {typed}…</span>
            ) : found ? (
              <div className="rounded-lg border border-stone-200 bg-stone-50 p-3" data-testid="partner-found">
                <span className="sr-only">Found: </span>
                <MemberBadge member={found} />
              </div>
            ) : lookup.isError ? (
              <span className="text-red-800">{messageOf(lookup.error, partnerMessages.notFound)}</span>
            ) : null}
          </div>

          {found && !result && (
            <div className="space-y-1.5">
              <label htmlFor={`${id}-message`} className="block text-sm font-medium text-stone-800">
                Message (optional)
              </label>
              <textarea
                id={`${id}-message`}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                maxLength={PARTNER_LIMITS.messageMax}
                rows={3}
                aria-describedby={`${id}-message-count`}
                placeholder={`Say hello to ${found.displayName}`}
                className={cn(
                  "w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-stone-400",
                  "focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none",
                )}
              />
              <p id={`${id}-message-count`} className="text-right text-xs text-stone-500">
                {message.length} / {PARTNER_LIMITS.messageMax}
              </p>
            </div>
          )}

          {result && <Alert tone={result.tone}>{result.text}</Alert>}
        </form>
      </CardContent>
    </Card>
  );
}
