import * as Tabs from "@radix-ui/react-tabs";
import { useSearchParams } from "react-router";
import { Skeleton } from "@client/components/ui/skeleton";
import { planRequiredOf } from "@client/lib/plan-required";
import type { EntitlementGate } from "@client/lib/use-entitlement";
import { useAnalyses } from "../api/list-analyses";
import { useTopics } from "../api/list-topics";
import type { ProphecyKit } from "../lib/kit";
import { AlertsTab } from "./alerts-tab";
import { AnalysesTab } from "./analyses-tab";
import { FeedTab, OpenSignal } from "./feed-tab";
import { LockedPanel } from "./locked-panel";

const tabs = [
  ["feed", "Feed"],
  ["analyses", "My analyses"],
  ["alerts", "Alerts"],
] as const;
type Tab = (typeof tabs)[number][0];

const tabTriggerClass =
  "flex-1 rounded-md px-3 py-2 text-sm font-medium text-stone-600 sm:flex-none data-[state=active]:bg-white data-[state=active]:text-night data-[state=active]:shadow-sm";

function Loading() {
  return (
    <div className="space-y-3" role="status" aria-label="Loading">
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

/**
 * /prophecy-watch (ai.md §3.6): tabs Feed (every plan), My analyses (Analyse, premium-like) and Alerts (premium-like).
 * The tab, an open signal (`?signal=<id>`, e.g. from a notification) and an open analysis (`?analysis=<id>`) live in
 * the URL. A locked tab (or a 402 arriving later) shows a sample and the upgrade prompt.
 */
export function ProphecyScreen({
  analyzeGate,
  alertsGate,
  kit,
}: {
  analyzeGate: EntitlementGate;
  alertsGate: EntitlementGate;
  kit: ProphecyKit;
}) {
  const [params, setParams] = useSearchParams();
  const signalId = params.get("signal");
  const analysisId = params.get("analysis");
  const requested = params.get("tab");
  const tab: Tab = signalId
    ? "feed"
    : analysisId
      ? "analyses"
      : tabs.some(([id]) => id === requested)
        ? (requested as Tab)
        : "feed";
  const go = (next: Record<string, string>) => {
    setParams(new URLSearchParams(next));
    window.scrollTo({ top: 0 });
  };
  const analyses = useAnalyses({ enabled: analyzeGate.status === "allowed" && tab === "analyses" });
  const topics = useTopics({ enabled: alertsGate.status === "allowed" && tab === "alerts" });
  const analyzeLate = planRequiredOf(analyses.error);
  const alertsLate = planRequiredOf(topics.error);

  const analysesPanel =
    analyzeGate.status === "pending" ? (
      <Loading />
    ) : analyzeGate.status === "locked" || analyzeLate ? (
      <LockedPanel
        which="analyse"
        feature={analyzeGate.status === "locked" ? analyzeGate.feature : analyzeLate!.feature}
        trialUsed={analyzeGate.status === "locked" ? analyzeGate.trialUsed : undefined}
      />
    ) : (
      <AnalysesTab
        kit={kit}
        openId={analysisId}
        onOpen={(id) => go(id ? { analysis: id } : { tab: "analyses" })}
      />
    );
  const alertsPanel =
    alertsGate.status === "pending" ? (
      <Loading />
    ) : alertsGate.status === "locked" || alertsLate ? (
      <LockedPanel
        which="alerts"
        feature={alertsGate.status === "locked" ? alertsGate.feature : alertsLate!.feature}
        trialUsed={alertsGate.status === "locked" ? alertsGate.trialUsed : undefined}
      />
    ) : (
      <AlertsTab onOpenSignal={(id) => go({ signal: id })} />
    );

  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="mr-auto font-serif text-3xl font-semibold text-night">Prophecy Watch</h1>
          {analyzeGate.status === "allowed" && kit.chip}
        </div>
        <p className="text-stone-700">
          Watch the world soberly through the prophecies the method studies. The tool has no web access: it
          reads only what you bring, and never invents events or sources.
        </p>
        {analyzeGate.status === "allowed" && kit.banner}
      </header>
      <Tabs.Root value={tab} onValueChange={(value) => go({ tab: value })} className="space-y-5">
        <Tabs.List
          aria-label="Prophecy Watch"
          className="flex gap-1 rounded-lg bg-stone-100 p-1 sm:inline-flex"
        >
          {tabs.map(([id, label]) => (
            <Tabs.Trigger key={id} value={id} className={tabTriggerClass}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="feed">
          {signalId ? (
            <OpenSignal key={signalId} id={signalId} kit={kit} onBack={() => go({ tab: "feed" })} />
          ) : (
            <FeedTab onOpen={(id) => go({ signal: id })} />
          )}
        </Tabs.Content>
        <Tabs.Content value="analyses">{analysesPanel}</Tabs.Content>
        <Tabs.Content value="alerts">{alertsPanel}</Tabs.Content>
      </Tabs.Root>
    </main>
  );
}
