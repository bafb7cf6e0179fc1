import { ArrowRight, Building2, Layers, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { useSession } from "../../../lib/session";

const floorGroups = [
  { floors: "1–2", name: "Furnishing and Investigation" },
  { floors: "3–4", name: "Freestyle and Next Level" },
  { floors: "5–6", name: "Vision and Horizons" },
  { floors: "7–8", name: "Spiritual and Master" },
];

/** / — the front door. */
export function HomePage() {
  const session = useSession();
  const signedIn = Boolean(session.data);
  return (
    <main>
      <section className="bg-gradient-to-b from-night to-night-light text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-20 sm:py-28">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm text-gold">
            <Sparkles className="size-4" aria-hidden="true" /> A memory palace for Bible study
          </p>
          <h1 className="max-w-3xl text-4xl font-semibold leading-tight sm:text-6xl">See Scripture. Remember it. Walk through it.</h1>
          <p className="max-w-2xl text-lg text-indigo-100">
            Phototheology turns Bible study into a building you can walk through: 8 floors and 38 rooms, each one a way of reading that
            you learn, practise and master.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="gold" size="lg">
              <Link to={signedIn ? "/profile" : "/auth?tab=signup"}>
                {signedIn ? "Open my account" : "Enter the Palace"} <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </Button>
            {!signedIn && (
              <Button asChild variant="outline" size="lg" className="border-white/30 bg-transparent text-white hover:bg-white/10">
                <Link to="/auth">I already have an account</Link>
              </Button>
            )}
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-16">
        <div className="mb-8 flex items-center gap-3">
          <Layers className="size-7 text-gold-dark" aria-hidden="true" />
          <h2 className="text-3xl font-semibold text-night">The Eight-Floor Method</h2>
        </div>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {floorGroups.map((group) => (
            <li key={group.floors} className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
              <Building2 className="mb-3 size-6 text-night-light" aria-hidden="true" />
              <p className="text-sm font-medium uppercase tracking-wide text-gold-dark">Floors {group.floors}</p>
              <p className="mt-1 font-serif text-xl text-ink">{group.name}</p>
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
