import { AtSign, FlaskConical, Trophy, type LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { SettingsDto, UpdateSettingsInput } from "@common/schemas/settings";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { Switch } from "@client/components/ui/switch";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { planRequiredOf } from "@client/lib/plan-required";
import { toast } from "@client/lib/toast";
import { useSettings } from "../api/get-settings";
import { useUpdateSettings } from "../api/update-settings";

type SwitchKey = keyof UpdateSettingsInput;

/** One preference: icon, label, a line of explanation and its control (or the upgrade prompt underneath). */
function PreferenceRow({
  icon: Icon,
  label,
  description,
  control,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  description: string;
  control: (ids: { labelId: string; descriptionId: string }) => ReactNode;
  testId: string;
}) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-start gap-3" data-testid={testId}>
      <Icon className="mt-0.5 size-5 shrink-0 text-night-light" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p id={labelId} className="font-medium text-ink">
          {label}
        </p>
        <p id={descriptionId} className="text-sm text-stone-600">
          {description}
        </p>
      </div>
      {control({ labelId, descriptionId })}
    </div>
  );
}

/**
 * The Preferences tab of /profile (screens §3.5). Each switch saves on change and toasts "Saved". The two privacy
 * switches are every plan's: "Show me on leaderboards" (off removes the member from every leaderboard and from
 * everyone's rank) and "Let others find me by username". Early access is Premium's (§1.3 `early_access`): without it
 * the switch is replaced by the upgrade prompt, which the server's 402 also brings up if the plan ends while the tab
 * is open.
 */
export function PreferencesTab({ trialUsed }: { trialUsed: boolean }) {
  const settings = useSettings();
  const update = useUpdateSettings();

  if (settings.isPending) {
    return (
      <Card data-testid="preferences-loading">
        <CardHeader>
          <Skeleton className="h-7 w-40" />
        </CardHeader>
        <CardContent className="space-y-4">
          {[0, 1, 2].map((row) => (
            <div key={row} className="space-y-2">
              <Skeleton className="h-5 w-56" />
              <Skeleton className="h-4 w-72" />
            </div>
          ))}
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

  const data: SettingsDto = settings.data;
  const locked = !data.earlyAccessAvailable || planRequiredOf(update.error) !== null;
  /** The value a switch shows: the one being saved while its request runs, else the server's. */
  const shown = (key: SwitchKey): boolean => {
    const pending = update.isPending ? update.variables?.[key] : undefined;
    return pending ?? data[key];
  };
  const save = (key: SwitchKey, value: boolean) =>
    update.mutate(
      { [key]: value },
      {
        onSuccess: () => toast.success("Saved"),
        onError: (error) => {
          // A plan gate is shown as the upgrade prompt below, not as an error.
          if (!planRequiredOf(error)) toast.error(error.message);
        },
      },
    );
  const switchFor =
    (key: SwitchKey) =>
    ({ labelId, descriptionId }: { labelId: string; descriptionId: string }) => (
      <Switch
        checked={shown(key)}
        onCheckedChange={(value) => save(key, value)}
        disabled={update.isPending}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
      />
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Preferences</CardTitle>
        <CardDescription>Changes are saved as you make them.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <PreferenceRow
          icon={Trophy}
          label="Show me on leaderboards"
          description="Others see your name, avatar, level and ranked score. Off: you're left out of every list."
          control={switchFor("leaderboardVisible")}
          testId="preference-leaderboard"
        />
        <PreferenceRow
          icon={AtSign}
          label="Let others find me by username"
          description="Members who type your username can send you a study partner request."
          control={switchFor("discoverable")}
          testId="preference-discoverable"
        />
        <div className="space-y-3">
          <PreferenceRow
            icon={FlaskConical}
            label="Early access features"
            description="Try new features before everyone else. They may still change."
            control={locked ? () => null : switchFor("earlyAccess")}
            testId="preference-early-access"
          />
          {locked && <UpgradePrompt feature="early_access" trialUsed={trialUsed} />}
        </div>
      </CardContent>
    </Card>
  );
}
