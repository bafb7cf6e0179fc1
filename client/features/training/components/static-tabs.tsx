import { besettingSins, trainingStyles, weapons } from "@common/content/training";

const styleIcons: Record<string, string> = {
  lion: "🦁",
  lamb: "🐑",
  eagle: "🦅",
  serpent: "🐍",
  dove: "🕊️",
  ox: "🐂",
};

/** Besetting sins (screens.md §7.6): the virtue each neglects, two countering fruits and a reference. */
export function SinsTab() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {besettingSins.map((sin) => (
        <li key={sin.id} className="space-y-2 rounded-xl border border-stone-200 bg-white p-4">
          <h3 className="text-lg font-semibold text-stone-900">{sin.name}</h3>
          <p className="text-sm text-stone-600">
            Neglects: <span className="font-medium text-stone-800">{sin.neglects}</span>
          </p>
          <p className="flex flex-wrap gap-1.5 text-xs">
            {sin.counters.map((fruit) => (
              <span
                key={fruit}
                className="rounded-full bg-emerald-100 px-2 py-0.5 capitalize text-emerald-900"
              >
                {fruit}
              </span>
            ))}
          </p>
          <p className="text-sm leading-relaxed text-stone-700">{sin.note}</p>
          <p className="text-xs font-medium text-amber-800">{sin.reference}</p>
        </li>
      ))}
    </ul>
  );
}

/** Styles: six animal pictures of Christian character. */
export function StylesTab() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {trainingStyles.map((style) => (
        <li key={style.id} className="space-y-2 rounded-xl border border-stone-200 bg-white p-4">
          <p className="text-3xl" aria-hidden="true">
            {styleIcons[style.id]}
          </p>
          <h3 className="text-lg font-semibold text-stone-900">
            {style.name} <span className="text-base font-normal text-stone-600">— {style.trait}</span>
          </h3>
          <p className="text-sm leading-relaxed text-stone-700">{style.description}</p>
          <p className="text-xs font-medium text-amber-800">{style.reference}</p>
        </li>
      ))}
    </ul>
  );
}

/** Weapons: the armour of God from Ephesians 6:14–18. */
export function WeaponsTab() {
  return (
    <ol className="grid gap-4 sm:grid-cols-2">
      {weapons.map((weapon) => (
        <li key={weapon.id} className="space-y-1 rounded-xl border border-stone-200 bg-white p-4">
          <h3 className="text-lg font-semibold text-stone-900">{weapon.name}</h3>
          <p className="text-sm text-stone-700">{weapon.use}</p>
          <p className="text-xs font-medium text-amber-800">{weapon.reference}</p>
        </li>
      ))}
    </ol>
  );
}
