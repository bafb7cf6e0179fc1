import { createRoot } from "react-dom/client";
import * as sonnerModule from "sonner";

export const sonner = sonnerModule;

let mounted = false;

/** Mounts the one Toaster of the page in its own root, outside the router tree. */
export function mountToaster() {
  if (mounted) return;
  mounted = true;
  const host = document.createElement("div");
  host.id = "toaster";
  document.body.appendChild(host);
  createRoot(host).render(<sonnerModule.Toaster position="top-center" richColors closeButton />);
}
