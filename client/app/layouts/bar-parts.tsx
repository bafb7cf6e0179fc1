import { BookOpen, Menu } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@client/components/ui/button";
import { AppLink } from "@client/lib/app-link";
import type { NavLink } from "./nav/nav-model";

/*
 * The top bar's parts that the app's TopBar and the landing page's LandingBar share (spec §2). They link with
 * AppLink: the landing page's script has no router.
 */

/** The bar itself: the home link on the left, `actions` on the right, and the side sheet (if any) below. */
export function BarFrame({ actions, sheet }: { actions: ReactNode; sheet?: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-indigo-950/40 bg-night text-white">
      <nav className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4" aria-label="Main">
        <AppLink to="/" className="flex shrink-0 items-center gap-2">
          <BookOpen className="size-6 text-gold" aria-hidden="true" />
          <span className="font-serif text-lg font-semibold tracking-wide">Phototheology</span>
        </AppLink>
        {actions}
      </nav>
      {sheet}
    </header>
  );
}

/** A visitor's links on a wide screen: Pricing and Get Started Free (they fold into the sheet below 768 px). */
export function VisitorBarLinks({ links }: { links: readonly NavLink[] }) {
  return (
    <div className="hidden items-center gap-2 md:flex">
      {links.map((link) => (
        <AppLink
          key={link.id}
          to={link.to}
          className="rounded-md px-3 py-2 text-sm font-medium text-indigo-100 hover:bg-white/10 hover:text-white"
        >
          Pricing
        </AppLink>
      ))}
      <Button asChild variant="gold" size="sm">
        <AppLink to="/auth">Get Started Free</AppLink>
      </Button>
    </div>
  );
}

/** Opens the side sheet; shown below `foldsBelow` (members' bars fold at 1024 px, visitors' at 768 px). */
export function MenuButton({
  foldsBelow,
  expanded,
  onOpen,
}: {
  foldsBelow: "md" | "lg";
  expanded: boolean;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      className={`${foldsBelow === "lg" ? "lg:hidden" : "md:hidden"} rounded-md p-2 text-white hover:bg-white/10`}
      aria-label="Open menu"
      aria-expanded={expanded}
      onClick={onOpen}
    >
      <Menu className="size-6" aria-hidden="true" />
    </button>
  );
}
