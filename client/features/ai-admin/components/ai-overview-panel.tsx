import { type FormEvent, useState } from "react";
import type { AiAdminOverviewDto } from "@common/schemas/ai";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { CenteredSpinner } from "@client/components/ui/spinner";
import { useAiOverview } from "../api/get-ai-overview";
import { useResetMemberUsage } from "../api/reset-member-usage";

const modeNames: Record<AiAdminOverviewDto["mode"], string> = {
  model: "Model",
  fake: "Fake model (testing)",
  offline: "Offline study engine",
};

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" });

/** /admin/ai (ai.md §1.5, §1.8): how the AI layer is doing, and giving a member today's questions back. */
export function AiOverviewPanel() {
  const overview = useAiOverview();
  if (overview.isPending) return <CenteredSpinner />;
  if (overview.isError) return <RetryAlert onRetry={overview.refetch} busy={overview.isFetching} />;
  const data = overview.data;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <StatusCard overview={data} />
      <ResetUsageCard />
      <UsageCard today={data.today} />
      <ErrorsCard errors={data.recentErrors} />
    </div>
  );
}

function StatusCard({ overview }: { overview: AiAdminOverviewDto }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>AI layer</CardTitle>
        <CardDescription>Set by the AI_* variables the server started with (README).</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-500">Mode</dt>
          <dd data-testid="ai-mode">{modeNames[overview.mode]}</dd>
          <dt className="text-stone-500">Model</dt>
          <dd>{overview.model ?? "None"}</dd>
        </dl>
        {overview.degradedUntil && (
          <Alert tone="destructive">
            AI answers are paused until {timeFormat.format(new Date(overview.degradedUntil))} after repeated
            provider failures; the offline study engine is answering meanwhile.
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

function UsageCard({ today }: { today: AiAdminOverviewDto["today"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Today ({today.date}, UTC)</CardTitle>
        <CardDescription>
          {today.questions} questions counted, from {today.members}{" "}
          {today.members === 1 ? "member" : "members"}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {today.requests.length === 0 ? (
          <p className="text-sm text-stone-600">No AI requests yet today.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-stone-500">
              <tr>
                <th className="py-1 font-medium">Answered by</th>
                <th className="py-1 font-medium">Outcome</th>
                <th className="py-1 text-right font-medium">Requests</th>
              </tr>
            </thead>
            <tbody>
              {today.requests.map((row) => (
                <tr key={`${row.source}-${row.status}`} className="border-t border-stone-100">
                  <td className="py-1">{row.source}</td>
                  <td className="py-1">{row.status}</td>
                  <td className="py-1 text-right tabular-nums">{row.requests}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

function ErrorsCard({ errors }: { errors: AiAdminOverviewDto["recentErrors"] }) {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Recent provider errors</CardTitle>
        <CardDescription>The last 50 since the server started, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {errors.length === 0 ? (
          <p className="text-sm text-stone-600">No provider errors since the server started.</p>
        ) : (
          <ul className="divide-y divide-stone-100 text-sm" aria-label="Recent provider errors">
            {errors.map((error, index) => (
              <li key={`${error.at}-${index}`} className="py-2">
                <p className="font-medium text-ink">
                  {error.kind}
                  {error.status !== null && ` (HTTP ${error.status})`}
                  <span className="ml-2 font-normal text-stone-500">
                    {timeFormat.format(new Date(error.at))}
                  </span>
                </p>
                <p className="break-words text-stone-600">{error.detail}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ResetUsageCard() {
  const [email, setEmail] = useState("");
  const reset = useResetMemberUsage();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate(email.trim());
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Give a member today's questions back</CardTitle>
        <CardDescription>Resets their count for today (UTC). Recorded in the audit log.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-3" onSubmit={onSubmit} noValidate>
          <Field id="ai-reset-email" label="Member's e-mail">
            <Input
              id="ai-reset-email"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          {reset.isError && (
            <Alert tone="destructive" role="alert">
              {reset.error.message}
            </Alert>
          )}
          {reset.isSuccess && (
            <p role="status" className="text-sm text-emerald-700">
              Today's questions are given back to {reset.variables}.
            </p>
          )}
          <Button type="submit" busy={reset.isPending} disabled={email.trim() === ""}>
            Reset today's questions
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
