import { useEffect, useLayoutEffect } from "react";

const siteName = "Phototheology";

/** "Dashboard — Phototheology"; the bare site name for the landing page. */
export const pageTitle = (label: string | null) => (label ? `${label} — ${siteName}` : siteName);

/**
 * The router's title for a page (its registry label). A layout effect, so it lands before any page's
 * own useDocumentTitle (passive effects run after every layout effect), which then refines it.
 */
export function useRouteTitle(label: string | null): void {
  useLayoutEffect(() => {
    document.title = pageTitle(label);
  }, [label]);
}

/** A page's more specific title (a room's name, "Page not found"). */
export function useDocumentTitle(label: string | null): void {
  useEffect(() => {
    document.title = pageTitle(label);
  }, [label]);
}
