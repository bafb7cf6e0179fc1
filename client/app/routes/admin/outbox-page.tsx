import { AdminTabs } from "@client/features/admin/components/admin-tabs";
import { OutboxList } from "@client/features/outbox/components/outbox-list";

/** /admin/outbox — mail kept while no SMTP server is configured (screens §4.4). Admins only (AdminRoute). */
export function OutboxPage() {
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <h1 className="font-serif text-3xl font-semibold text-night">Admin</h1>
      <AdminTabs />
      <OutboxList />
    </main>
  );
}
