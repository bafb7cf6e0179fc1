import * as Tabs from "@radix-ui/react-tabs";
import { useSearchParams } from "react-router";
import { AdminTabs } from "@client/features/admin/components/admin-tabs";
import { UsersPanel } from "@client/features/admin-users/components/users-panel";
import { FeedbackAdminPanel } from "@client/features/feedback/components/feedback-admin-panel";

const tabTriggerClass =
  "rounded-md px-4 py-2 text-sm font-medium text-stone-600 data-[state=active]:bg-white data-[state=active]:text-night data-[state=active]:shadow-sm";

type Tab = "users" | "feedback";

/**
 * /admin/users — tabs Users (find members, their plan, roles, manual access, mutes, sign out everywhere) and Feedback
 * (screens §4.2). Admins only (AdminRoute); every endpoint behind it checks the role on the server. The tab lives in
 * the URL (`?tab=feedback`), so it survives a reload and can be linked.
 */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "feedback" ? "feedback" : "users";
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <h1 className="font-serif text-3xl font-semibold text-night">Admin</h1>
      <AdminTabs />
      <Tabs.Root
        value={tab}
        onValueChange={(next) =>
          setParams(next === "feedback" ? { tab: "feedback" } : {}, {
            replace: true,
            preventScrollReset: true,
          })
        }
      >
        <Tabs.List
          className="mb-4 inline-flex gap-1 rounded-lg bg-stone-100 p-1"
          aria-label="Users and feedback"
        >
          <Tabs.Trigger value="users" className={tabTriggerClass}>
            Users
          </Tabs.Trigger>
          <Tabs.Trigger value="feedback" className={tabTriggerClass}>
            Feedback
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="users">
          <UsersPanel />
        </Tabs.Content>
        <Tabs.Content value="feedback">
          <FeedbackAdminPanel />
        </Tabs.Content>
      </Tabs.Root>
    </main>
  );
}
