import { useEffect } from "react";
import { consumeFlash } from "./flash";
import { toast } from "./toast";

/** Shows the message the page before a full reload left (lib/flash.ts), once. */
export function useFlashToast(): void {
  useEffect(() => {
    const message = consumeFlash();
    if (message) toast.success(message);
  }, []);
}
