import { useOnlineCount } from "@client/features/presence/api/get-online-count";
import { useSession } from "@client/lib/session";
import { LandingContent } from "./landing-content";

/**
 * / in the app — the landing spot for members after sign-in. A visitor's full load of / gets the landing page's
 * own lighter script instead (client/app/landing.tsx; the server picks by the session cookie).
 */
export function HomePage() {
  const session = useSession();
  const online = useOnlineCount();
  return <LandingContent signedIn={Boolean(session.data)} online={online} />;
}
