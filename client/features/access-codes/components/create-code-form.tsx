import { type FormEvent, useId, useState } from "react";
import {
  accessCodeLimits as l,
  accessCodeMessages as m,
  redeemWithinChoices,
} from "@common/constants/access-codes";
import { createAccessCodeInput, type AccessCodeDto } from "@common/schemas/access-codes";
import { Alert } from "@client/components/ui/alert";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Checkbox } from "@client/components/ui/checkbox";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { ApiError } from "@client/lib/api-client";
import { useCreateAccessCode } from "../api/create-access-code";

const selectClass =
  "h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-ink focus:border-night-light focus:outline-none focus:ring-2 focus:ring-night-light/30";

/** (1) Create a code (screens §4.1). The shared schema checks the form before the server does. */
export function CreateCodeForm({ onCreated }: { onCreated: (code: AccessCodeDto) => void }) {
  const create = useCreateAccessCode();
  const [lifetime, setLifetime] = useState(false);
  const [days, setDays] = useState(String(l.grantDaysDefault));
  const [noLimit, setNoLimit] = useState(false);
  const [maxUses, setMaxUses] = useState(String(l.maxUsesDefault));
  const [redeemWithin, setRedeemWithin] = useState(String(l.redeemWithinHoursDefault));
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const toNumber = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createAccessCodeInput.safeParse({
      grantDays: lifetime ? null : toNumber(days),
      maxUses: noLimit ? null : toNumber(maxUses),
      redeemWithinHours: redeemWithin === "" ? undefined : Number(redeemWithin),
      label,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m.createFailed);
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (code) => onCreated(code),
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.code === "validation_failed"
            ? failure.message
            : m.createFailed,
        ),
    });
  };

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`} className="text-xl">
          Create a code
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5 md:grid-cols-2">
          <fieldset className="space-y-2">
            <legend className="mb-1.5 text-sm font-medium text-ink">Grants</legend>
            <div className="flex items-center gap-2">
              <input
                type="radio"
                id={`${id}-days`}
                name="grant"
                className="size-4 accent-night"
                checked={!lifetime}
                onChange={() => setLifetime(false)}
              />
              <Label htmlFor={`${id}-days`}>Premium for N days</Label>
            </div>
            <div className="pl-6">
              <Label htmlFor={`${id}-days-count`} className="sr-only">
                Number of days
              </Label>
              <div className="flex items-center gap-2">
                <Input
                  id={`${id}-days-count`}
                  type="number"
                  inputMode="numeric"
                  min={l.grantDaysMin}
                  max={l.grantDaysMax}
                  value={days}
                  disabled={lifetime}
                  onChange={(event) => setDays(event.target.value)}
                  className="w-28"
                />
                <span className="text-sm text-stone-600">days</span>
              </div>
            </div>
            <div className="flex items-center gap-2">
              <input
                type="radio"
                id={`${id}-lifetime`}
                name="grant"
                className="size-4 accent-night"
                checked={lifetime}
                onChange={() => setLifetime(true)}
              />
              <Label htmlFor={`${id}-lifetime`}>Lifetime Premium</Label>
            </div>
          </fieldset>

          <div className="space-y-2">
            <Label htmlFor={`${id}-uses`}>Maximum uses</Label>
            <Input
              id={`${id}-uses`}
              type="number"
              inputMode="numeric"
              min={l.maxUsesMin}
              value={noLimit ? "" : maxUses}
              placeholder={noLimit ? "No limit" : undefined}
              disabled={noLimit}
              onChange={(event) => setMaxUses(event.target.value)}
              className="w-28"
            />
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${id}-no-limit`}
                checked={noLimit}
                onCheckedChange={(checked) => setNoLimit(checked === true)}
              />
              <Label htmlFor={`${id}-no-limit`}>No limit</Label>
            </div>
          </div>

          <div className="space-y-1.5">
            <Label htmlFor={`${id}-redeem-by`}>Redeem by</Label>
            <select
              id={`${id}-redeem-by`}
              className={selectClass}
              value={redeemWithin}
              onChange={(event) => setRedeemWithin(event.target.value)}
            >
              {redeemWithinChoices.map((choice) => (
                <option key={choice.hours} value={choice.hours}>
                  {choice.label} from now
                </option>
              ))}
            </select>
            <p className="text-xs text-stone-500">How long the code itself can be redeemed.</p>
          </div>

          <div className="space-y-1.5">
            <Label htmlFor={`${id}-label`}>Label (optional)</Label>
            <Input
              id={`${id}-label`}
              value={label}
              maxLength={l.labelMax}
              placeholder="Spring seminar"
              onChange={(event) => setLabel(event.target.value)}
            />
          </div>

          <div className="space-y-3 md:col-span-2">
            {error && <Alert tone="destructive">{error}</Alert>}
            <Button type="submit" busy={create.isPending}>
              Generate code
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
