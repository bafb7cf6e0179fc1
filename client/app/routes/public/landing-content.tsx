import {
  ArrowRight,
  BookOpenText,
  Brain,
  Building2,
  Eye,
  Flame,
  GalleryHorizontalEnd,
  Layers,
  Mic,
  Newspaper,
  Radar,
  Search,
  Share2,
  Sparkles,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { features } from "@common/constants/features";
import { Button } from "@client/components/ui/button";
import type { OnlineCount } from "@client/features/presence/api/online-count-source";
import { OnlineNowPill } from "@client/features/presence/components/online-count";
import { AppLink } from "@client/lib/app-link";
import { share } from "@client/lib/share";
import { SiteFooter } from "./site-footer";

/** The path of a feature whose page exists, or null (we never link to a page that isn't there). */
function liveHref(id: string): string | null {
  const feature = features.find((entry) => entry.id === id);
  return feature?.live ? (feature.menuPath ?? feature.path) : null;
}

const shareData = () => ({
  title: "Phototheology — the Palace of Biblical Wisdom",
  text: "Learn to see Christ in all of Scripture with an 8-floor, 38-room memory palace for Bible study.",
  url: window.location.origin,
});

const vision: Array<{ Icon: LucideIcon; title: string; text: string; highlight?: boolean }> = [
  {
    Icon: Eye,
    title: "Scripture teaches in pictures",
    text: "The Bible speaks through images, types and stories: the lamb of Exodus 12, the bronze serpent of Numbers 21, the sanctuary of Hebrews 8–9. Jesus himself taught from them (John 3:14; Luke 24:27).",
  },
  {
    Icon: Building2,
    title: "A palace to keep it in",
    text: "Each room of the palace holds one way of seeing — stories, symbols, patterns, prophecy — so what you study stays with you as images you can walk back through.",
  },
  {
    Icon: Flame,
    title: "Formation, not just information",
    text: "The goal is not more facts but a changed heart: to meet Christ on every page and let that shape how you live (2 Corinthians 3:18).",
    highlight: true,
  },
];

const floorGroups = [
  {
    floors: "1–2",
    name: "Furnishing and Investigation",
    text: "Furnish the palace with the Bible's stories and images, then learn to ask the questions that open a passage.",
  },
  {
    floors: "3–4",
    name: "Freestyle and Next Level",
    text: "Connect Scripture with everyday life, then trace Christ, dimensions and patterns across the whole Bible.",
  },
  {
    floors: "5–6",
    name: "Vision and Horizons",
    text: "See the sanctuary, the feasts and prophecy as one plan, and read each text across its horizons of fulfilment.",
  },
  {
    floors: "7–8",
    name: "Spiritual and Master",
    text: "Bring the heart into study, then let the method become second nature — reflexive, joyful seeing.",
  },
];

const tools: Array<{ id: string; Icon: LucideIcon; name: string; text: string }> = [
  {
    id: "culture-controversy",
    Icon: Newspaper,
    name: "Culture and Controversy",
    text: "Weigh today's headlines and debates in the light of Scripture.",
  },
  {
    id: "prophecy-watch",
    Icon: Radar,
    name: "Prophecy Watch",
    text: "Follow world events against the Bible's prophetic outline, soberly.",
  },
  {
    id: "research-mode",
    Icon: Search,
    name: "Research Mode",
    text: "Dig into a question with sources, cross references and original words.",
  },
  {
    id: "bible-image-library",
    Icon: GalleryHorizontalEnd,
    name: "Bible Image Library",
    text: "Picture the scenes and symbols you study, and keep them.",
  },
  {
    id: "sermon-builder",
    Icon: Mic,
    name: "Sermon Builder",
    text: "Shape a message with the 5 Smooth Stones method.",
  },
  {
    id: "flashcards",
    Icon: Brain,
    name: "Flashcards",
    text: "Turn what you learn into cards that come back just before you forget.",
  },
];

function MaybeLink({
  href,
  className,
  children,
  label,
}: {
  href: string | null;
  className: string;
  children: ReactNode;
  label?: string;
}) {
  return href ? (
    <AppLink to={href} className={className} aria-label={label}>
      {children}
    </AppLink>
  ) : (
    <div className={className}>{children}</div>
  );
}

/**
 * The landing page's content, below the bar: rendered by the app at / (HomePage) and, for visitors, by the
 * landing page's own script (client/app/landing.tsx), which has no router — hence AppLink.
 */
export function LandingContent({ signedIn, online }: { signedIn: boolean; online: OnlineCount }) {
  const pricing = liveHref("pricing");
  const palace = liveHref("palace");
  const dashboard = liveHref("dashboard");
  const palaceOrStart = palace ?? (signedIn ? (dashboard ?? "/profile") : "/auth?tab=signup");

  return (
    <>
      <main>
        <section className="bg-gradient-to-b from-night to-night-light text-white">
          <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-20 sm:py-28">
            <div className="flex flex-wrap items-center gap-2">
              <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm text-gold">
                <Sparkles className="size-4" aria-hidden="true" /> The Phototheology Palace
              </p>
              <OnlineNowPill {...online} />
            </div>
            <h1 className="max-w-3xl text-4xl font-semibold leading-tight sm:text-6xl">
              Master Bible Typology
            </h1>
            <p className="max-w-2xl text-lg text-indigo-100">
              Learn to see Christ throughout Scripture. Phototheology trains your eyes with a memory palace of
              8 floors and 38 rooms, games that drill each room, and guided study that carries you from first
              steps to mastery.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button asChild variant="gold" size="lg">
                <AppLink to={signedIn ? (dashboard ?? "/profile") : "/auth"}>
                  {signedIn ? "Go to Dashboard" : "Get Started Free"}{" "}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </AppLink>
              </Button>
              {pricing && (
                <Button
                  asChild
                  variant="outline"
                  size="lg"
                  className="border-white/30 bg-transparent text-white hover:bg-white/10"
                >
                  <AppLink to={pricing}>View Pricing</AppLink>
                </Button>
              )}
              <Button
                variant="outline"
                size="lg"
                className="border-white/30 bg-transparent text-white hover:bg-white/10"
                onClick={() => void share(shareData())}
              >
                <Share2 className="size-4" aria-hidden="true" /> Share
              </Button>
            </div>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="vision-heading">
          <h2 id="vision-heading" className="mb-8 text-3xl font-semibold text-night">
            The Vision
          </h2>
          <div className="grid gap-6 md:grid-cols-3">
            {vision.map(({ Icon, title, text, highlight }) => (
              <article
                key={title}
                className={
                  highlight
                    ? "rounded-xl bg-night p-6 text-indigo-50 shadow-sm"
                    : "rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
                }
              >
                <Icon
                  className={highlight ? "mb-3 size-6 text-gold" : "mb-3 size-6 text-gold-dark"}
                  aria-hidden="true"
                />
                <h3
                  className={
                    highlight
                      ? "mb-2 text-xl font-semibold text-white"
                      : "mb-2 text-xl font-semibold text-night"
                  }
                >
                  {title}
                </h3>
                <p className={highlight ? "text-sm text-indigo-100" : "text-sm text-stone-600"}>{text}</p>
              </article>
            ))}
          </div>
        </section>

        <section className="bg-white py-16" aria-labelledby="method-heading">
          <div className="mx-auto max-w-6xl px-4">
            <div className="mb-8 flex items-center gap-3">
              <Layers className="size-7 text-gold-dark" aria-hidden="true" />
              <div>
                <h2 id="method-heading" className="text-3xl font-semibold text-night">
                  The Eight-Floor Method
                </h2>
                <p className="text-stone-600">Each floor builds on the one below.</p>
              </div>
            </div>
            <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {floorGroups.map((group) => (
                <li key={group.floors}>
                  <MaybeLink
                    href={palace}
                    className="block h-full rounded-xl border border-stone-200 bg-parchment p-6 transition-shadow hover:shadow-md"
                  >
                    <p className="text-sm font-medium uppercase tracking-wide text-gold-dark">
                      Floors {group.floors}
                    </p>
                    <h3 className="mt-1 text-xl text-ink">{group.name}</h3>
                    <p className="mt-2 text-sm text-stone-600">{group.text}</p>
                  </MaybeLink>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="tools-heading">
          <h2 id="tools-heading" className="mb-2 text-3xl font-semibold text-night">
            AI-Powered Study Tools
          </h2>
          <p className="mb-8 text-stone-600">
            Assistants that know the palace and point you back to the text.
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {tools.map(({ id, Icon, name, text }) => (
              <li key={id}>
                <MaybeLink
                  href={liveHref(id)}
                  className="flex h-full gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-night-light">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span>
                    <span className="block font-serif text-lg font-semibold text-night">{name}</span>
                    <span className="block text-sm text-stone-600">{text}</span>
                  </span>
                </MaybeLink>
              </li>
            ))}
          </ul>
        </section>

        <section
          className="bg-gradient-to-r from-night to-night-light py-16 text-white"
          aria-labelledby="enter-heading"
        >
          <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 text-center">
            <BookOpenText className="size-10 text-gold" aria-hidden="true" />
            <h2 id="enter-heading" className="text-3xl font-semibold">
              Enter the Palace
            </h2>
            <p className="max-w-xl text-indigo-100">
              Walk in on the first floor today. Ten minutes a day is enough to begin seeing differently.
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <Button asChild variant="gold" size="lg">
                <AppLink to={palaceOrStart}>Begin Your Journey</AppLink>
              </Button>
              <Button
                asChild
                variant="outline"
                size="lg"
                className="border-white/30 bg-transparent text-white hover:bg-white/10"
              >
                <AppLink to={palaceOrStart}>Start Learning</AppLink>
              </Button>
            </div>
          </div>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
