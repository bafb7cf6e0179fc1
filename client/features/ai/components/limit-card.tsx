import { Hourglass } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { aiText } from "@common/constants/ai";
import type { AiQuotaDto } from "@common/schemas/ai";
import { Button } from "@client/components/ui/button";
import { limitCardText } from "../lib/quota-text";

/**
 * In place of the input once no questions are left (ai.md §1.5): when they come back (local time and countdown,
 * refreshed every minute), See plans, and one offline answer that isn't counted. `onReset` runs at the reset moment.
 */
export function LimitCard({
  quota,
  onOffline,
  onReset,
}: {
  quota: AiQuotaDto;
  onOffline: () => void;
  onReset: () => void;
}) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const resetsIn = new Date(quota.resetsAt).getTime() - now.getTime();
  useEffect(() => {
    if (resetsIn <= 0) onReset();
  }, [resetsIn, onReset]);
  const { title, text } = limitCardText(quota, now);
  return (
    <section
      aria-labelledby="ai-limit-title"
      data-testid="limit-card"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5"
    >
      <h2 id="ai-limit-title" className="flex items-center gap-2 text-lg font-semibold">
        <Hourglass className="size-5" aria-hidden="true" />
        {title}
      </h2>
      <p>{text}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild variant="gold">
          <Link to="/pricing">See plans</Link>
        </Button>
        <Button variant="outline" onClick={onOffline}>
          {aiText.answerOffline}
        </Button>
      </div>
    </section>
  );
}
