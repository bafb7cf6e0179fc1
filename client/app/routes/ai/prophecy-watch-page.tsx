import type { SignalDto } from "@common/schemas/prophecy";
import { ReportDialog } from "@client/components/report-dialog";
import { useIsAdmin } from "@client/features/admin/api/get-my-roles";
import { ProphecyScreen } from "@client/features/prophecy/components/prophecy-screen";
import type { ProphecyKit } from "@client/features/prophecy/lib/kit";
import { useEntitlement } from "@client/lib/use-entitlement";
import { useAiToolKit } from "./use-ai-tool-kit";

/**
 * /prophecy-watch (ai.md §3.6). The page lends the prophecy feature what it borrows from others: the AI assistants'
 * questions-left chip, banners, §1.8 error card and passage chips (for Analyse, `ai.prophecy_watch.analyze`), whether
 * the member is an admin (who publishes directly), and the shared Report action for public signals.
 */
export function ProphecyWatchPage() {
  const { gate, mode, chip, banner, errorCard, passage } = useAiToolKit("ai.prophecy_watch.analyze");
  const alertsGate = useEntitlement("ai.prophecy_watch.alerts");
  const { isAdmin } = useIsAdmin({ enabled: true });
  const kit: ProphecyKit = {
    mode,
    chip,
    banner,
    error: errorCard,
    passage,
    isAdmin,
    report: (signal: SignalDto) => (
      <ReportDialog subjectType="prophecy_signal" subjectId={signal.id} subjectName={signal.title} />
    ),
  };
  return <ProphecyScreen analyzeGate={gate} alertsGate={alertsGate} kit={kit} />;
}
