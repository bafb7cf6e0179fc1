import { BookOpen } from "lucide-react";
import { AppLink } from "@client/lib/app-link";
import { features } from "@common/constants/features";

const footerIds = ["pricing", "terms", "privacy", "credits"];

/** Tagline and the static links (only the pages that exist). */
export function SiteFooter() {
  const links = footerIds
    .map((id) => features.find((feature) => feature.id === id && feature.live))
    .filter((feature) => feature !== undefined);
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 sm:flex-row">
        <div className="flex items-center gap-2 text-night">
          <BookOpen className="size-5 text-gold-dark" aria-hidden="true" />
          <span className="font-serif font-semibold">Phototheology</span>
          <span className="text-sm text-stone-500">— see Christ in all of Scripture.</span>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-4 text-sm text-stone-600">
            {links.map((feature) => (
              <li key={feature.id}>
                <AppLink to={feature.path} className="hover:text-night hover:underline">
                  {feature.id === "pricing" ? "Pricing" : feature.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
