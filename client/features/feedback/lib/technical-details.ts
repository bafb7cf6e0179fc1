// "Include technical details (page, browser, app version)" (screens §3.9): what the browser can say about itself,
// sent only while the box is ticked.
import { FEEDBACK_LIMITS } from "@common/schemas/feedback";

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

/**
 * The build the browser is running: the content hash of the app's entry script (`/assets/index-<hash>.js` in a
 * built app), or "development" when served by Vite's dev server. Enough to tell which release a report is about.
 */
export function buildId(doc: Pick<Document, "querySelectorAll">): string {
  for (const script of Array.from(doc.querySelectorAll<HTMLScriptElement>("script[type=module][src]"))) {
    const match = /\/assets\/([\w.-]+)\.js(?:\?|$)/.exec(script.getAttribute("src") ?? "");
    if (match?.[1]) return clip(`build ${match[1]}`, FEEDBACK_LIMITS.appVersionMax);
  }
  return "development";
}

/** The page (the address the member came from when it was one of ours, else this one), the browser, the build. */
export function technicalDetails(env: {
  location: Pick<Location, "href" | "origin">;
  referrer: string;
  userAgent: string;
  doc: Pick<Document, "querySelectorAll">;
}) {
  const cameFrom = env.referrer.startsWith(`${env.location.origin}/`) ? env.referrer : env.location.href;
  return {
    pageUrl: clip(cameFrom, FEEDBACK_LIMITS.pageUrlMax),
    userAgent: clip(env.userAgent, FEEDBACK_LIMITS.userAgentMax),
    appVersion: buildId(env.doc),
  };
}

/** technicalDetails for this browser tab. */
export const browserTechnicalDetails = () =>
  technicalDetails({
    location: window.location,
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    doc: document,
  });
