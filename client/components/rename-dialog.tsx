import { type FormEvent, useState } from "react";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { ApiError } from "@client/lib/api-client";

/**
 * The one "Rename …" dialog of saved lists (critics analyses, research notes): a Name field with the list's limit,
 * the server's message when the rename is refused, Save while it runs. The caller saves and closes on success.
 */
export function RenameDialog({
  heading,
  fieldId,
  initialName,
  maxLength,
  pending,
  error,
  onSave,
  onClose,
}: {
  heading: string;
  fieldId: string;
  initialName: string;
  maxLength: number;
  pending: boolean;
  error: unknown;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(initialName);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(name);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{heading}</DialogTitle>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4">
          <Field id={fieldId} label="Name">
            <Input
              id={fieldId}
              value={name}
              maxLength={maxLength}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          {error != null && (
            <Alert tone="destructive">
              {error instanceof ApiError ? error.message : "That didn't work — try again."}
            </Alert>
          )}
          <DialogFooter>
            <Button type="submit" busy={pending} disabled={name.trim().length === 0}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
