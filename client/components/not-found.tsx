import { Compass } from "lucide-react";
import { Link } from "react-router";
import { useDocumentTitle } from "../lib/page-title";
import { useSession } from "../lib/session";
import { Button } from "./ui/button";

export function NotFoundPage() {
  const session = useSession();
  useDocumentTitle("Page not found");
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <Compass className="size-12 text-gold-dark" aria-hidden="true" />
      <h1 className="text-3xl font-semibold text-night">Page not found</h1>
      <p className="max-w-md text-stone-600">
        This room isn't in the palace. Check the address, or head back to familiar ground.
      </p>
      <div className="flex gap-3">
        <Button asChild>
          <Link to="/">Go home</Link>
        </Button>
        {session.data && (
          <Button asChild variant="outline">
            <Link to="/profile">My Profile</Link>
          </Button>
        )}
      </div>
    </main>
  );
}
