import { type FormEvent, useState } from "react";
import { toast } from "@client/lib/toast";
import { limits } from "@common/constants/limits";
import { firstErrorMessage } from "@common/schemas/auth";
import { type ProfileDto, updateProfileInput } from "@common/schemas/profile";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { ApiError } from "@client/lib/api-client";
import { useUpdateProfile } from "../api/update-profile";

export function DisplayNameForm({ profile }: { profile: ProfileDto }) {
  const [displayName, setDisplayName] = useState(profile.displayName);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();
  const changed = displayName !== profile.displayName;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = firstErrorMessage(updateProfileInput, { displayName });
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    try {
      const saved = await update.mutateAsync(parsed.data);
      setDisplayName(saved.displayName);
      toast.success("Profile updated");
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status < 500 && failure.status > 0
          ? failure.message
          : "We couldn't save your profile.",
      );
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your details</CardTitle>
        <CardDescription>Your display name is how other members see you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Profile details">
          <Field id="profile-name" label="Display name">
            <Input
              id="profile-name"
              maxLength={limits.displayNameMax}
              value={displayName}
              onChange={(event) => setDisplayName(event.target.value)}
              disabled={update.isPending}
              aria-invalid={error ? true : undefined}
            />
          </Field>
          <Field id="profile-email" label="Email">
            <Input id="profile-email" value={profile.email} readOnly disabled />
          </Field>
          {error && <Alert tone="destructive">{error}</Alert>}
          <Button type="submit" disabled={!changed} busy={update.isPending}>
            Save changes
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
