import { Link } from "react-router";
import { isLivePath } from "@common/domain/onboarding";
import { Card } from "@client/components/ui/card";
import { useMyBible } from "@client/features/bible/api/get-my-bible";
import { BookPicker } from "@client/features/bible/components/book-picker";
import { GoToPassage } from "@client/features/bible/components/go-to-passage";
import { ReadingSections, SavedSections } from "@client/features/bible/components/my-bible";

const quickLinks = [
  { path: "/bible/search", label: "Search" },
  { path: "/memorization-verses", label: "My Memorization Verses" },
  { path: "/verse-memory-hall", label: "Verse Memory Hall" },
  { path: "/bible-rendered-room", label: "Bible Rendered" },
];

/** /bible — start reading, jump to a passage, reach saved items (screens §5.2). */
export function BibleHomePage() {
  const me = useMyBible();
  const links = quickLinks.filter((link) => isLivePath(link.path));
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header>
        <h1 className="font-serif text-3xl font-semibold text-night">Phototheology Bible</h1>
        <p className="mt-1 text-stone-600">Scripture through the palace lenses</p>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="p-4 sm:p-5">
          <GoToPassage />
          {links.length > 0 && (
            <nav aria-label="Bible tools" className="mt-4">
              <ul className="flex flex-wrap gap-2">
                {links.map((link) => (
                  <li key={link.path}>
                    <Link
                      to={link.path}
                      className="inline-block rounded-full bg-night/5 px-3 py-1 text-sm font-medium text-night-light hover:bg-night/10"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </Card>
        <ReadingSections me={me} />
      </div>
      <Card className="p-4 sm:p-5">
        <section aria-labelledby="bible-books">
          <h2 id="bible-books" className="mb-3 text-xl font-semibold text-night">
            Books
          </h2>
          <BookPicker />
        </section>
      </Card>
      <SavedSections me={me} />
    </main>
  );
}
