import { Mail, Search } from "lucide-react";
import { Fragment, useDeferredValue, useId, useState } from "react";
import { Alert } from "@client/components/ui/alert";
import { Card, CardContent } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { cn } from "@client/lib/cn";
import { useOutbox } from "../api/get-outbox";

const urlPattern = /(https?:\/\/[^\s<>"]+)/g;

/** The mail body as text, its links clickable (they are the whole point: verify, reset, codes). */
function BodyWithLinks({ text }: { text: string }) {
  return (
    <p className="font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-stone-700">
      {text.split(urlPattern).map((part, index) =>
        index % 2 === 1 ? (
          <a
            key={index}
            href={part}
            className="text-night-light underline underline-offset-2"
            rel="noreferrer"
          >
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" }).format(new Date(iso));

/** Mail kept while no SMTP server is configured, newest first, searchable by recipient (screens §4.4). */
export function OutboxList() {
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const outbox = useOutbox(q);
  const id = useId();

  return (
    <div className="space-y-4">
      <div className="max-w-sm space-y-1">
        <Label htmlFor={`${id}-search`}>Search by recipient</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-3 left-3 size-4 text-stone-400"
            aria-hidden="true"
          />
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="name@example.com"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      {outbox.data?.smtpConfigured && (
        <Alert tone="info">
          Mail is being sent through SMTP. This list only holds messages kept before SMTP was configured.
        </Alert>
      )}
      {outbox.isError && (
        <RetryAlert
          message="Couldn't load the outbox"
          onRetry={() => outbox.refetch()}
          busy={outbox.isFetching}
        />
      )}
      {outbox.isPending && (
        <div className="space-y-3" aria-busy="true" aria-label="Loading messages">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-28 w-full" />
          ))}
        </div>
      )}
      {outbox.data && outbox.data.messages.length === 0 && (
        <p className="py-8 text-center text-sm text-stone-600">
          {q ? "No messages to that recipient" : "The outbox is empty"}
        </p>
      )}
      {outbox.data && outbox.data.messages.length > 0 && (
        <ol
          className={cn("space-y-3", outbox.isFetching && "opacity-70")}
          aria-label="Messages, newest first"
        >
          {outbox.data.messages.map((message) => (
            <li key={message.id}>
              <Card data-testid="outbox-message">
                <CardContent className="space-y-2 pt-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="flex items-center gap-2 font-medium text-night">
                        <Mail className="size-4 shrink-0 text-stone-400" aria-hidden="true" />
                        {message.subject}
                      </p>
                      <p className="text-sm break-all text-stone-600">To {message.toEmail}</p>
                    </div>
                    <div className="text-right text-xs text-stone-500">
                      <span className="rounded-full bg-stone-100 px-2 py-0.5 font-medium text-stone-700">
                        {message.kind}
                      </span>
                      <p className="mt-1">
                        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                      </p>
                    </div>
                  </div>
                  <BodyWithLinks text={message.bodyText} />
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
