import { type FormEvent, useState } from "react";
import { toast } from "@client/lib/toast";
import { authMessages } from "@common/constants/messages";
import { firstErrorMessage, signInInput } from "@common/schemas/auth";
import { Button } from "@client/components/ui/button";
import { Checkbox } from "@client/components/ui/checkbox";
import { Field } from "@client/components/ui/field";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { rememberedEmail } from "@client/lib/storage";
import { resendVerificationEmail, signInWithPassword } from "../api/auth-actions";
import { signInErrorMessage } from "../lib/auth-errors";
import { FormError } from "./form-error";
import { PasswordInput } from "@client/components/ui/password-input";

type Props = {
  notice: string | null;
  onSignedIn: () => void;
  onTwoFactorRequired: (rememberMe: boolean) => void;
  onForgotPassword: () => void;
};

export function SignInForm({ notice, onSignedIn, onTwoFactorRequired, onForgotPassword }: Props) {
  const remembered = rememberedEmail.get();
  const [email, setEmail] = useState(remembered ?? "");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(remembered !== null);
  const [error, setError] = useState<string | null>(notice);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resent, setResent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setUnverifiedEmail(null);
    const parsed = firstErrorMessage(signInInput, { email, password, rememberMe });
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    setSubmitting(true);
    const { data, error: failure } = await signInWithPassword(parsed.data);
    setSubmitting(false);
    if (failure) {
      setError(signInErrorMessage(failure));
      if (failure.code === "EMAIL_NOT_VERIFIED") setUnverifiedEmail(parsed.data.email);
      return;
    }
    if (rememberMe) rememberedEmail.set(parsed.data.email);
    else rememberedEmail.clear();
    if ("twoFactorRedirect" in data && data.twoFactorRedirect) {
      onTwoFactorRequired(rememberMe);
      return;
    }
    toast.success(authMessages.welcomeBack);
    onSignedIn();
  }

  async function resend() {
    if (!unverifiedEmail) return;
    await resendVerificationEmail(unverifiedEmail);
    setResent(true);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Login">
      <Field id="login-email" label="Email">
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={submitting}
          placeholder="you@example.com"
        />
      </Field>
      <Field id="login-password" label="Password">
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={submitting}
        />
      </Field>
      <div className="flex items-center justify-between gap-4">
        <div className="flex items-center gap-2">
          <Checkbox
            id="remember-me"
            checked={rememberMe}
            onCheckedChange={(checked) => setRememberMe(checked === true)}
            disabled={submitting}
          />
          <Label htmlFor="remember-me" className="font-normal">
            Remember me
          </Label>
        </div>
        <Button type="button" variant="link" onClick={onForgotPassword} disabled={submitting}>
          Forgot password?
        </Button>
      </div>
      <FormError message={error}>
        {unverifiedEmail &&
          (resent ? (
            <p className="mt-1">We sent a new confirmation link to {unverifiedEmail}.</p>
          ) : (
            <Button type="button" variant="link" className="mt-1 text-red-900" onClick={resend}>
              Resend confirmation email
            </Button>
          ))}
      </FormError>
      <Button type="submit" className="w-full" busy={submitting}>
        Sign In
      </Button>
    </form>
  );
}
