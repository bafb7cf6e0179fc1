import { type FormEvent, useState } from "react";
import { toast } from "@client/lib/toast";
import { authMessages } from "@common/constants/messages";
import { changePasswordInput, firstErrorMessage } from "@common/schemas/auth";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Checkbox } from "@client/components/ui/checkbox";
import { Field } from "@client/components/ui/field";
import { Label } from "@client/components/ui/label";
import { ApiError } from "@client/lib/api-client";
import { PasswordInput } from "@client/components/ui/password-input";
import { useChangePassword } from "../api/security";

export function ChangePasswordForm() {
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [signOutOtherDevices, setSignOutOtherDevices] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = firstErrorMessage(changePasswordInput, {
      currentPassword,
      newPassword,
      confirmPassword,
      signOutOtherDevices,
    });
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    try {
      await change.mutateAsync({
        currentPassword: parsed.data.currentPassword,
        newPassword: parsed.data.newPassword,
        revokeOtherSessions: parsed.data.signOutOtherDevices,
      });
      setCurrentPassword("");
      setNewPassword("");
      setConfirmPassword("");
      toast.success(authMessages.passwordChanged);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === "INVALID_PASSWORD")
        setError(authMessages.currentPasswordIncorrect);
      else
        setError(
          failure instanceof ApiError && failure.status > 0 && failure.status < 500
            ? failure.message
            : authMessages.unexpected,
        );
    }
  }

  const busy = change.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Change password</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Change password">
          <Field id="current-password" label="Current password">
            <PasswordInput
              id="current-password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(e) => setCurrentPassword(e.target.value)}
              disabled={busy}
            />
          </Field>
          <Field id="new-password" label="New password">
            <PasswordInput
              id="new-password"
              autoComplete="new-password"
              minLength={6}
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
              disabled={busy}
            />
          </Field>
          <Field id="confirm-password" label="Confirm new password">
            <PasswordInput
              id="confirm-password"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
              disabled={busy}
            />
          </Field>
          <div className="flex items-center gap-2">
            <Checkbox
              id="sign-out-others"
              checked={signOutOtherDevices}
              onCheckedChange={(checked) => setSignOutOtherDevices(checked === true)}
              disabled={busy}
            />
            <Label htmlFor="sign-out-others" className="font-normal">
              Sign out of other devices
            </Label>
          </div>
          {error && <Alert tone="destructive">{error}</Alert>}
          <Button type="submit" busy={busy}>
            Change password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
