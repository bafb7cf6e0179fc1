/**
 * A new tab opened inside the click handler, before an awaited request decides where it goes:
 * a tab opened after the await would be caught by pop-up blockers. The opener link is cut so the
 * payment provider's page cannot reach ours. null when the browser refused to open one.
 */
export function openPendingTab(message: string): Window | null {
  const tab = window.open("", "_blank");
  if (tab) {
    tab.opener = null;
    tab.document.title = message;
    tab.document.body.textContent = message;
  }
  return tab;
}

/** Sends the pending tab (or, when none could be opened, this one) to `url`. */
export function sendPendingTab(tab: Window | null, url: string): void {
  if (tab) tab.location.href = url;
  else window.location.assign(url);
}
