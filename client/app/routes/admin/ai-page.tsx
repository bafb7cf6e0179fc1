import { AdminTabs } from "@client/features/admin/components/admin-tabs";
import { AiOverviewPanel } from "@client/features/ai-admin/components/ai-overview-panel";

/** /admin/ai — the AI layer's mode, recent provider errors, today's usage, and usage resets. Admins only. */
export function AdminAiPage() {
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <h1 className="font-serif text-3xl font-semibold text-night">Admin</h1>
      <AdminTabs />
      <AiOverviewPanel />
    </main>
  );
}
