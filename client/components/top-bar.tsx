import { BookOpen, LogOut, UserRound } from "lucide-react";
import { Link } from "react-router";
import { useSession, useSignOut } from "../lib/session";
import { Button } from "./ui/button";

export function TopBar() {
  const session = useSession();
  const signOut = useSignOut();

  return (
    <header className="sticky top-0 z-40 border-b border-indigo-950/40 bg-night text-white">
      <nav className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4" aria-label="Main">
        <Link to="/" className="flex items-center gap-2">
          <BookOpen className="size-6 text-gold" aria-hidden="true" />
          <span className="font-serif text-lg font-semibold tracking-wide">Phototheology</span>
        </Link>
        {session.isPending ? null : session.data ? (
          <div className="flex items-center gap-2">
            <Button asChild variant="ghost" size="sm" className="text-white hover:bg-white/10">
              <Link to="/profile">
                <UserRound className="size-4" aria-hidden="true" />
                <span className="hidden sm:inline">My Profile</span>
              </Link>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-white hover:bg-white/10"
              onClick={() => signOut()}
            >
              <LogOut className="size-4" aria-hidden="true" />
              <span className="hidden sm:inline">Sign Out</span>
            </Button>
          </div>
        ) : (
          <Button asChild variant="gold" size="sm">
            <Link to="/auth">Get Started</Link>
          </Button>
        )}
      </nav>
    </header>
  );
}
