import { useSearchParams, Link } from "react-router";
import { isLivePath } from "@common/domain/onboarding";
import { useMyAccess } from "@client/lib/api/get-my-access";
import { RedeemForm } from "@client/features/access/components/redeem-form";
import { TrialCard } from "@client/features/access/components/trial-card";
import { YourAccessCard } from "@client/features/access/components/your-access-card";

/** /access — where access comes from, the free trial, and access codes (screens §3.3). */
export function AccessPage() {
  const [params] = useSearchParams();
  const access = useMyAccess();
  const links = [
    { to: "/pricing", label: "Compare plans" },
    { to: "/student-verify", label: "Student verification" },
  ].filter((link) => isLivePath(link.to));

  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div>
        <h1 className="font-serif text-3xl font-semibold text-night">Access</h1>
        <p className="mt-1 text-stone-600">Where your access comes from, and how to add more.</p>
      </div>
      <YourAccessCard query={access} />
      {access.data && !access.data.access.trialUsed && <TrialCard />}
      <RedeemForm initialCode={params.get("code") ?? ""} />
      {links.length > 0 && (
        <nav aria-label="More ways to get access" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {links.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="font-medium text-night-light underline-offset-4 hover:underline"
            >
              {link.label}
            </Link>
          ))}
        </nav>
      )}
    </main>
  );
}
