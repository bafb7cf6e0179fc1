import { ExternalLink, Globe, MonitorPlay } from "lucide-react";
import { UpgradePrompt } from "@client/components/upgrade-prompt";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useMinistryLinks } from "@client/features/ministry/api/get-ministry-links";
import { useMyAccess } from "@client/lib/api/get-my-access";
import { useDocumentTitle } from "@client/lib/page-title";
import { planRequiredOf } from "@client/lib/plan-required";
import { useEntitlement } from "@client/lib/use-entitlement";

const focus = [
  { title: "Biblical teaching", text: "Verse-by-verse studies that let Scripture explain Scripture." },
  { title: "Prophetic insight", text: "Daniel and Revelation read with Christ, the Lamb, at the centre." },
  { title: "Spiritual formation", text: "Devotional messages that turn study into prayer and obedience." },
];

const linkClass =
  "inline-flex items-center gap-2 rounded-md bg-amber-700 px-4 py-2 text-sm font-medium text-white hover:bg-amber-800";

/**
 * /power-of-the-lamb (screens.md §7.7): the Power of the Lamb teaching ministry, with its YouTube channel and website
 * from the site's configuration, opened in new tabs. Premium; others see the upgrade prompt.
 */
export function PowerOfTheLambPage() {
  useDocumentTitle("Power of the Lamb");
  // Decided up front from the member's plan: a locked page asks the server nothing it would refuse.
  const gate = useEntitlement("courses.power_of_the_lamb");
  const links = useMinistryLinks({ enabled: gate.status === "allowed" });
  const access = useMyAccess();
  const plan = gate.status === "locked" ? gate : planRequiredOf(links.error);
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-stone-900">Power of the Lamb</h1>
        <p className="text-stone-700">
          A teaching ministry that keeps the Lamb of God at the centre of every study: devotional messages,
          prophecy explained from the sanctuary, and encouragement for daily discipleship.
        </p>
      </header>
      <section aria-label="Ministry focus" className="grid gap-3 sm:grid-cols-3">
        {focus.map((item) => (
          <div key={item.title} className="rounded-xl border border-stone-200 bg-white p-4">
            <h2 className="font-semibold text-stone-900">{item.title}</h2>
            <p className="text-sm text-stone-600">{item.text}</p>
          </div>
        ))}
      </section>
      {gate.status !== "locked" && links.isPending && <Skeleton className="h-40 w-full" />}
      {plan && <UpgradePrompt feature={plan.feature} trialUsed={access.data?.access.trialUsed} />}
      {links.isError && !plan && (
        <RetryAlert
          message="Couldn't load the ministry's links."
          onRetry={() => links.refetch()}
          busy={links.isFetching}
        />
      )}
      {links.data && (
        <section className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-3 rounded-xl border border-stone-200 bg-white p-5">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <MonitorPlay className="size-5 text-red-600" aria-hidden="true" /> YouTube channel
            </h2>
            <p className="text-sm text-stone-600">Sermons, Bible studies and short devotionals on video.</p>
            {links.data.youtubeUrl ? (
              <a href={links.data.youtubeUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                Subscribe on YouTube <ExternalLink className="size-4" aria-hidden="true" />
              </a>
            ) : (
              <p className="text-sm text-stone-500">This site has no channel address set yet.</p>
            )}
          </div>
          <div className="space-y-3 rounded-xl border border-stone-200 bg-white p-5">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <Globe className="size-5 text-sky-700" aria-hidden="true" /> Website
            </h2>
            <p className="text-sm text-stone-600">Articles, study guides and the ministry's latest news.</p>
            {links.data.websiteUrl ? (
              <a href={links.data.websiteUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                Visit website <ExternalLink className="size-4" aria-hidden="true" />
              </a>
            ) : (
              <p className="text-sm text-stone-500">This site has no website address set yet.</p>
            )}
          </div>
        </section>
      )}
    </main>
  );
}
