import type { ReactNode } from "react";
import { Alert } from "@client/components/ui/alert";

/** The one error a form shows at a time (spec §5), above its submit button. */
export function FormError({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert tone="destructive" data-testid="form-error">
      <p>{message}</p>
      {children}
    </Alert>
  );
}
