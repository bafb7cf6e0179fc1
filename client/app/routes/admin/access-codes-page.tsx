import { useState } from "react";
import type { AccessCodeDto } from "@common/schemas/access-codes";
import { CodeResultPanel } from "@client/features/access-codes/components/code-result-panel";
import { CodesTable } from "@client/features/access-codes/components/codes-table";
import { CreateCodeForm } from "@client/features/access-codes/components/create-code-form";
import { AdminTabs } from "@client/features/admin/components/admin-tabs";

/** /admin/access-codes — create, share and watch access codes (screens §4.1). Admins only (AdminRoute). */
export function AccessCodesPage() {
  const [created, setCreated] = useState<AccessCodeDto | null>(null);
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <h1 className="font-serif text-3xl font-semibold text-night">Admin</h1>
      <AdminTabs />
      <CreateCodeForm onCreated={setCreated} />
      {created && <CodeResultPanel key={created.id} code={created} />}
      <CodesTable />
    </main>
  );
}
