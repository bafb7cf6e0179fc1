import { type FormEvent, useState } from "react";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { ApiError } from "@client/lib/api-client";
import { useSignOut } from "@client/lib/session";
import { useDeleteAccount } from "../api/delete-account";

export function DeleteAccountCard({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const signOut = useSignOut();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await remove.mutateAsync({ confirmEmail: typed.trim() });
      // The sessions went with the account; this clears the browser side and lands on /.
      await signOut({ flash: "Your account has been deleted." });
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status > 0 && failure.status < 500
          ? failure.message
          : "We couldn't delete your account — try again.",
      );
    }
  }

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle className="text-lg text-destructive">Delete account</CardTitle>
        <CardDescription>
          Permanently removes your profile, progress and everything you own here. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {open ? (
          <form onSubmit={submit} noValidate className="space-y-3" aria-label="Delete account">
            <Field
              id="delete-confirm"
              label={
                <>
                  Type <strong>{email}</strong> to confirm
                </>
              }
            >
              <Input
                id="delete-confirm"
                autoComplete="off"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                disabled={remove.isPending}
              />
            </Field>
            {error && <Alert tone="destructive">{error}</Alert>}
            <div className="flex gap-2">
              <Button type="submit" variant="destructive" disabled={!matches} busy={remove.isPending}>
                Delete my account
              </Button>
              <Button
                type="button"
                variant="ghost"
                onClick={() => setOpen(false)}
                disabled={remove.isPending}
              >
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <Button
            variant="outline"
            className="border-red-300 text-destructive hover:bg-red-50"
            onClick={() => setOpen(true)}
          >
            Delete account…
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
