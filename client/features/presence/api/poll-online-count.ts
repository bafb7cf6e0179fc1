import { useEffect, useState, useSyncExternalStore } from "react";
import { presence } from "@common/constants/presence";
import { afterPageReady } from "@client/lib/page-ready";
import { getOnlineCount, type OnlineCount, onlineCountFailures } from "./online-count-source";

/**
 * The online count on the landing page's own script (client/app/landing.tsx), which carries no query
 * library: the rules of useOnlineCount with a timer — the first poll once the page has rendered and the
 * browser is idle, the next 60 s after each answer, and none after 3 failures in a row (screens §2.1).
 * Visitors get no pushes in the app either.
 */
export function usePolledOnlineCount(): OnlineCount {
  const hidden = useSyncExternalStore(
    onlineCountFailures.subscribe,
    onlineCountFailures.stopped,
    () => false,
  );
  const [count, setCount] = useState<number>();
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const result = await getOnlineCount();
        onlineCountFailures.succeed();
        if (live) setCount(result.count);
      } catch {
        onlineCountFailures.fail();
      }
      if (live && !onlineCountFailures.stopped())
        timer = setTimeout(() => void poll(), presence.countRefreshIntervalMs);
    };
    void afterPageReady().then(() => {
      if (live) void poll();
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  return { count: hidden ? undefined : count, hidden };
}
