import { useEffect, useState } from "react";

/** This device's clock, re-read every `everyMs` while `running`, for the cards' time left. */
export function useNow(everyMs: number, running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, running]);
  return now;
}
