import { Navigate, Outlet, useLocation } from "react-router";
import { CenteredSpinner } from "@client/components/ui/spinner";
import { useSession } from "@client/lib/session";

/** Members only: a spinner while the session loads, visitors go to /auth?next=… (spec §2). */
export function ProtectedRoute() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <CenteredSpinner />;
  if (!session.data) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}
