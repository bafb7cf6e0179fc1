import type * as SonnerModule from "sonner";

/**
 * Toasts (short notices, announced to screen readers). The toast library and its host load on
 * the first notice, so pages that never show one — the landing page on first paint — don't pay
 * for it.
 */

/** `action`: a button in the toast (e.g. "View" a new certificate). */
/** `duration`: how long it stays, in ms (the library's default otherwise). */
type ToastOptions = {
  description?: string;
  action?: { label: string; onClick: () => void };
  duration?: number;
};
type Sonner = typeof SonnerModule;

let loading: Promise<Sonner> | undefined;

function sonner(): Promise<Sonner> {
  loading ??= import("./toaster-host").then(async (host) => {
    host.mountToaster();
    // Let the freshly mounted Toaster subscribe before the first toast is sent.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return host.sonner;
  });
  return loading;
}

export const toast = {
  success: (message: string, options?: ToastOptions) =>
    void sonner().then((s) => s.toast.success(message, options)),
  error: (message: string, options?: ToastOptions) =>
    void sonner().then((s) => s.toast.error(message, options)),
  info: (message: string, options?: ToastOptions) => void sonner().then((s) => s.toast(message, options)),
};
