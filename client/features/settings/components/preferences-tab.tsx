import { FlaskConical } from "lucide-react";
import { useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { Switch } from "@client/components/ui/switch";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { planRequiredOf } from "@client/lib/plan-required";
import { toast } from "@client/lib/toast";
import { useSettings } from "../api/get-settings";
import { useUpdateSettings } from "../api/update-settings";

/**
 * The Preferences tab of /profile (screens §3.5). Each switch saves on change and toasts
 * "Saved". Early access is Premium's (§1.3 `early_access`): without it the switch is replaced by
 * the upgrade prompt, which the server's 402 also brings up if the plan ends while the tab is open.
 */
export function PreferencesTab({ trialUsed }: { trialUsed: boolean }) {
  const settings = useSettings();
  const update = useUpdateSettings();
  const labelId = useId();
  const descriptionId = useId();

  if (settings.isPending) {
    return (
      <Card data-testid="preferences-loading">
        <CardHeader>
          <Skeleton className="h-7 w-40" />
        </CardHeader>
        <CardContent className="space-y-2">
          <Skeleton className="h-5 w-56" />
          <Skeleton className="h-4 w-72" />
        </CardContent>
      </Card>
    );
  }
  if (settings.isError) {
    return (
      <RetryAlert
        message="Couldn't load your preferences"
        onRetry={settings.refetch}
        busy={settings.isFetching}
      />
    );
  }

  const locked = !settings.data.earlyAccessAvailable || planRequiredOf(update.error) !== null;
  const onChange = (earlyAccess: boolean) =>
    update.mutate(
      { earlyAccess },
      {
        onSuccess: () => toast.success("Saved"),
        onError: (error) => {
          // A plan gate is shown as the upgrade prompt below, not as an error.
          if (!planRequiredOf(error)) toast.error(error.message);
        },
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Preferences</CardTitle>
        <CardDescription>Changes are saved as you make them.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-start gap-3">
          <FlaskConical className="mt-0.5 size-5 shrink-0 text-night-light" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p id={labelId} className="font-medium text-ink">
              Early access features
            </p>
            <p id={descriptionId} className="text-sm text-stone-600">
              Try new features before everyone else. They may still change.
            </p>
          </div>
          {!locked && (
            <Switch
              checked={
                update.isPending && update.variables
                  ? update.variables.earlyAccess
                  : settings.data.earlyAccess
              }
              onCheckedChange={onChange}
              disabled={update.isPending}
              aria-labelledby={labelId}
              aria-describedby={descriptionId}
            />
          )}
        </div>
        {locked && <UpgradePrompt feature="early_access" trialUsed={trialUsed} />}
      </CardContent>
    </Card>
  );
}
