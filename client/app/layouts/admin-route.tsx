import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { type Audience, audienceAllows } from "@common/constants/features";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { CenteredSpinner } from "@client/components/ui/spinner";
import { useIsAdmin } from "@client/features/admin/api/get-my-roles";

// Only non-admins who open an admin address see it, so it loads on demand rather than with every page.
const NoAccessCard = lazy(() =>
  import("@client/features/admin/components/no-access-card").then((m) => ({ default: m.NoAccessCard })),
);

/**
 * Admins only (screens §4), or for `staff` pages admins and moderators: inside the member guard, a spinner while
 * the roles load, then the page or the no-access card. Only a courtesy: every admin endpoint checks the role itself.
 */
export function AdminRoute({ audience = "admin" }: { audience?: Extract<Audience, "admin" | "staff"> }) {
  const roles = useIsAdmin({ enabled: true });
  if (roles.isPending) return <CenteredSpinner />;
  if (roles.isError) {
    return (
      <main className="mx-auto max-w-lg px-4 py-16">
        <RetryAlert
          message="Couldn't check your access"
          onRetry={() => roles.refetch()}
          busy={roles.isFetching}
        />
      </main>
    );
  }
  return audienceAllows(audience, roles) ? (
    <Outlet />
  ) : (
    <Suspense fallback={<CenteredSpinner />}>
      <NoAccessCard />
    </Suspense>
  );
}
