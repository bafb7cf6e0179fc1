import * as Tabs from "@radix-ui/react-tabs";
import { BookOpen } from "lucide-react";
import { useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { authMessages } from "@common/constants/messages";
import { Alert } from "@client/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { CenteredSpinner } from "@client/components/ui/spinner";
import { useSession } from "@client/lib/session";
import { CheckInbox } from "@client/features/auth/components/check-inbox";
import { ForgotPasswordForm } from "@client/features/auth/components/forgot-password-form";
import { ResetPasswordForm } from "@client/features/auth/components/reset-password-form";
import { SignInForm } from "@client/features/auth/components/sign-in-form";
import { SignUpForm } from "@client/features/auth/components/sign-up-form";
import { TwoFactorForm } from "@client/features/auth/components/two-factor-form";
import { safeNextPath } from "@client/features/auth/lib/auth-errors";

type View = "tabs" | "two-factor" | "forgot" | "reset" | "check-inbox";
type Tab = "login" | "signup";

const tabTriggerClass =
  "flex-1 rounded-md px-3 py-2 text-sm font-medium text-stone-600 transition-colors data-[state=active]:bg-white data-[state=active]:text-night data-[state=active]:shadow-sm";

/** /auth — login (default) and sign-up tabs, two-factor step, and the password views (screens §2.2). */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const referralCode = params.get("ref")?.trim().toUpperCase() || null;
  const next = safeNextPath(params.get("next"));
  const mode = params.get("mode");
  const [tab, setTab] = useState<Tab>(params.get("tab") === "signup" || referralCode ? "signup" : "login");
  const [view, setView] = useState<View>(mode === "forgot" ? "forgot" : mode === "reset" ? "reset" : "tabs");
  const [inboxEmail, setInboxEmail] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  // Once a form has signed the member in, the form decides where to go (next, or /onboarding).
  const [formHandled, setFormHandled] = useState(false);

  // A failed e-mail link comes back with error details: show them and do not sign in (spec §5).
  const linkError =
    params.get("error_description") ?? (params.get("error") && mode !== "reset" ? params.get("error") : null);

  if (session.isPending && !formHandled) return <CenteredSpinner />;
  if (session.data && !formHandled && view !== "two-factor") return <Navigate to="/" replace />;

  const goToLogin = () => {
    setView("tabs");
    setTab("login");
    setParams((current) => {
      current.delete("mode");
      current.delete("token");
      current.delete("error");
      return current;
    });
  };
  const afterSignIn = () => {
    setFormHandled(true);
    void navigate(next ?? "/", { replace: true });
  };

  let title = tab === "login" ? "Welcome Back" : "Create Account";
  let description =
    tab === "login"
      ? "Sign in to continue your journey through the palace."
      : "Start learning Scripture through the memory palace.";
  if (view === "two-factor")
    [title, description] = ["Two-factor verification", "One more step to keep your account safe."];
  if (view === "forgot")
    [title, description] = ["Forgot your password?", "We'll email you a link to choose a new one."];
  if (view === "reset") [title, description] = ["Choose a new password", "Use at least 6 characters."];
  if (view === "check-inbox") [title, description] = ["Confirm your email", "One click and you're in."];

  return (
    <main className="flex min-h-[calc(100vh-4rem)] items-center justify-center bg-gradient-to-b from-indigo-50 to-parchment px-4 py-10">
      <div className="w-full max-w-md">
        <Link to="/" className="mb-6 flex items-center justify-center gap-2 text-night">
          <BookOpen className="size-6 text-gold-dark" aria-hidden="true" />
          <span className="font-serif text-xl font-semibold">Phototheology</span>
        </Link>
        <Card>
          <CardHeader className="text-center">
            <CardTitle>{title}</CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {linkError && view === "tabs" && <Alert tone="destructive">{linkError}</Alert>}
            {view === "tabs" && (
              <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
                <Tabs.List
                  className="mb-5 flex gap-1 rounded-lg bg-stone-100 p-1"
                  aria-label="Sign in or sign up"
                >
                  <Tabs.Trigger value="login" className={tabTriggerClass}>
                    Login
                  </Tabs.Trigger>
                  <Tabs.Trigger value="signup" className={tabTriggerClass}>
                    Sign up
                  </Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="login">
                  <SignInForm
                    notice={notice}
                    onSignedIn={afterSignIn}
                    onTwoFactorRequired={() => {
                      setFormHandled(true);
                      setView("two-factor");
                    }}
                    onForgotPassword={() => setView("forgot")}
                  />
                </Tabs.Content>
                <Tabs.Content value="signup">
                  <SignUpForm
                    initialReferralCode={referralCode}
                    onSignedUp={() => {
                      setFormHandled(true);
                      void navigate("/onboarding", { replace: true });
                    }}
                    onVerificationSent={(email) => {
                      setInboxEmail(email);
                      setView("check-inbox");
                    }}
                  />
                </Tabs.Content>
              </Tabs.Root>
            )}
            {view === "two-factor" && (
              <TwoFactorForm
                onVerified={afterSignIn}
                onTooManyAttempts={() => {
                  setNotice(authMessages.twoFactorTooManyAttempts);
                  setFormHandled(false);
                  goToLogin();
                }}
                onCancel={() => {
                  setFormHandled(false);
                  goToLogin();
                }}
              />
            )}
            {view === "forgot" && <ForgotPasswordForm onBack={goToLogin} />}
            {view === "reset" && (
              <ResetPasswordForm
                token={params.get("error") ? null : params.get("token")}
                onDone={goToLogin}
                onRequestNewLink={() => setView("forgot")}
              />
            )}
            {view === "check-inbox" && <CheckInbox email={inboxEmail} onBack={goToLogin} />}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
