import type { ReactNode } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@client/components/ui/dialog";
import { AppLink } from "@client/lib/app-link";
import { cn } from "@client/lib/cn";
import { isLinkActive, type NavLink } from "./nav-model";

/*
 * The side sheet that holds the bar's links on narrow screens (spec §2): its frame, and a visitor's links,
 * shared by the app's MobileSheet and the landing page's bar (AppLink: that page has no router).
 */

export const sheetLink = "flex items-center gap-1.5 rounded-md px-3 py-2 text-sm text-ink hover:bg-indigo-50";

export const sheetLinkClass = (link: NavLink, pathname: string) =>
  cn(sheetLink, isLinkActive(link, pathname) && "bg-indigo-50 font-semibold text-night");

type SheetProps = { open: boolean; onOpenChange: (open: boolean) => void };

export function SheetFrame({ open, onOpenChange, children }: SheetProps & { children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent layout="side" closeLabel="Close menu" className="w-80 max-w-[85vw]">
        <DialogHeader>
          <DialogTitle>Menu</DialogTitle>
          <DialogDescription className="sr-only">Site navigation</DialogDescription>
        </DialogHeader>
        <nav aria-label="Mobile" className="space-y-4">
          {children}
        </nav>
      </DialogContent>
    </Dialog>
  );
}

/** Pricing and Get Started Free; a click closes the sheet. */
export function VisitorSheetLinks({
  links,
  pathname,
  onNavigate,
}: {
  links: readonly NavLink[];
  pathname: string;
  onNavigate: () => void;
}) {
  return (
    <ul className="space-y-1">
      {links.map((link) => (
        <li key={link.id}>
          <AppLink to={link.to} className={sheetLinkClass(link, pathname)} onClick={onNavigate}>
            {link.label === "Pricing & Plans" ? "Pricing" : link.label}
          </AppLink>
        </li>
      ))}
      <li>
        <AppLink
          to="/auth"
          className="mt-2 block rounded-md bg-gold px-3 py-2 text-center text-sm font-medium text-night"
          onClick={onNavigate}
        >
          Get Started Free
        </AppLink>
      </li>
    </ul>
  );
}

/** The landing page's sheet: a visitor's links only. */
export function VisitorSheet({ links, ...sheet }: SheetProps & { links: readonly NavLink[] }) {
  return (
    <SheetFrame {...sheet}>
      <VisitorSheetLinks
        links={links}
        pathname={window.location.pathname}
        onNavigate={() => sheet.onOpenChange(false)}
      />
    </SheetFrame>
  );
}
