import { Copy } from "lucide-react";
import type { AccessCodeDto } from "@common/schemas/access-codes";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { copyText, describeGrant, formatDateTime, shareLinkFor } from "../lib/format";

/** (2) The new code, its share link, each with Copy (screens §4.1). */
export function CodeResultPanel({ code }: { code: AccessCodeDto }) {
  const link = shareLinkFor(code.code);
  return (
    <Alert tone="success" data-testid="code-result" aria-label="New access code">
      <div className="space-y-3">
        <p className="font-medium">Code created</p>
        <div className="flex flex-wrap items-center gap-3">
          <code
            className="rounded-md bg-white px-3 py-2 font-mono text-2xl font-semibold tracking-widest text-night sm:text-3xl"
            data-testid="new-code"
          >
            {code.code}
          </code>
          <Button variant="outline" size="sm" onClick={() => void copyText(code.code, "Code")}>
            <Copy className="size-4" aria-hidden="true" />
            Copy<span className="sr-only"> code</span>
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <span className="min-w-0 break-all font-mono text-sm" data-testid="new-code-link">
            {link}
          </span>
          <Button variant="outline" size="sm" onClick={() => void copyText(link, "Link")}>
            <Copy className="size-4" aria-hidden="true" />
            Copy<span className="sr-only"> link</span>
          </Button>
        </div>
        <p className="text-sm">
          Redeem by {formatDateTime(code.redeemBy)} · Grants {describeGrant(code.grantDays)}
        </p>
      </div>
    </Alert>
  );
}
