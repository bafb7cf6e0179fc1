import { useEffect, useState } from "react";

/*
 * "The page's own content has rendered": the moment secondary work (the member menus, the realtime socket
 * and its message schemas) may start without slowing the page a member came for. On a cold load of the
 * reader that work used to run on the main thread before the chapter appeared (issue 6: interactive within
 * 1 s). The router marks the moment a routed page (not a guard's spinner) has committed; the deferred work waits for
 * the browser to be idle. A page that never settles still gets its menus after `latestMs`.
 */
const latestMs = 3000;
let pageReady = false;
const waiting = new Set<() => void>();

/** Called once a routed page has rendered (client/app/router.tsx). */
export function markPageReady(): void {
  if (pageReady) return;
  pageReady = true;
  for (const wake of waiting) wake();
  waiting.clear();
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: 1000 });
  else window.setTimeout(run, 50);
}

let settled: Promise<void> | undefined;

/** Resolves once the page has rendered and the browser is idle (or after `latestMs` at most). */
export function afterPageReady(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, latestMs);
    const go = () =>
      whenIdle(() => {
        window.clearTimeout(timer);
        resolve();
      });
    if (pageReady) go();
    else waiting.add(go);
  });
  return settled;
}

/** False until afterPageReady() resolves; then true for good. */
export function useAfterPageReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterPageReady().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
