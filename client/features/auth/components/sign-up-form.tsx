import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { toast } from "@client/lib/toast";
import { limits } from "@common/constants/limits";
import { authMessages } from "@common/constants/messages";
import { firstErrorMessage, signUpInput } from "@common/schemas/auth";
import { Button } from "@client/components/ui/button";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { signUpWithPassword } from "../api/auth-actions";
import { signUpErrorMessage } from "../lib/auth-errors";
import { FormError } from "./form-error";
import { PasswordInput } from "@client/components/ui/password-input";

type Props = {
  initialReferralCode: string | null;
  onSignedUp: () => void;
  onVerificationSent: (email: string) => void;
};

export function SignUpForm({ initialReferralCode, onSignedUp, onVerificationSent }: Props) {
  const [displayName, setDisplayName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [referralCode, setReferralCode] = useState(initialReferralCode ?? "");
  const [showReferral, setShowReferral] = useState(initialReferralCode !== null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = firstErrorMessage(signUpInput, { displayName, email, password, referralCode });
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    setSubmitting(true);
    const { data, error: failure } = await signUpWithPassword(parsed.data);
    setSubmitting(false);
    if (failure) {
      setError(signUpErrorMessage(failure));
      return;
    }
    // With e-mail verification on (a mailer is configured) no session is issued yet.
    if (!data.token) {
      onVerificationSent(parsed.data.email);
      return;
    }
    toast.success(authMessages.accountCreated);
    onSignedUp();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Sign up">
      <Field id="signup-name" label="Display Name">
        <Input
          id="signup-name"
          autoComplete="nickname"
          maxLength={limits.displayNameMax}
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
          disabled={submitting}
          placeholder="How others will see you"
        />
      </Field>
      <Field id="signup-email" label="Email">
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={submitting}
          placeholder="you@example.com"
        />
      </Field>
      <Field id="signup-password" label="Password" hint="At least 6 characters.">
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          minLength={limits.passwordMin}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={submitting}
        />
      </Field>
      {showReferral ? (
        <Field
          id="signup-referral"
          label="Referral code"
          hint={
            initialReferralCode
              ? "Invited by a friend? Your 7-day free trial starts as soon as you sign up."
              : "Optional."
          }
        >
          <Input
            id="signup-referral"
            value={referralCode}
            onChange={(event) => setReferralCode(event.target.value.toUpperCase())}
            disabled={submitting}
            autoCapitalize="characters"
            placeholder="PTXXXXXXXX"
          />
        </Field>
      ) : (
        <Button type="button" variant="link" onClick={() => setShowReferral(true)} disabled={submitting}>
          Have a referral code?
        </Button>
      )}
      <FormError message={error} />
      <Button type="submit" className="w-full" busy={submitting}>
        Create Account
      </Button>
      <p className="text-center text-xs text-stone-500">
        By signing up you agree to the{" "}
        <Link to="/terms" className="underline underline-offset-2 hover:text-ink">
          Terms of Service
        </Link>
        .
      </p>
    </form>
  );
}
