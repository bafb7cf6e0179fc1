import {
  BookOpen,
  Bot,
  ChevronRight,
  Compass,
  CreditCard,
  Gamepad2,
  GraduationCap,
  Landmark,
  type LucideIcon,
  Swords,
  UserRound,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import type { Place } from "@common/domain/places";
import { Card } from "@client/components/ui/card";

const iconsById: Record<string, LucideIcon> = {
  profile: UserRound,
  pricing: CreditCard,
  palace: Landmark,
  "bible-reader": BookOpen,
};

const iconsByGroup: Record<string, LucideIcon> = {
  "Bible Tools": BookOpen,
  Games: Gamepad2,
  GPTs: Bot,
  "Spiritual Training": Swords,
  Courses: GraduationCap,
  Community: Users,
  Account: UserRound,
};

/** A line under the label; places without one show their menu group. */
const blurbs: Record<string, string> = {
  profile: "Your details, password and two-factor sign-in",
  pricing: "Compare Free, Essential and Premium",
  palace: "Walk the eight floors of the palace",
  "bible-reader": "Read any chapter",
};

/** Widget 4: every area that is open today, read from the feature registry by the caller. */
export function PlacesCard({ places }: { places: readonly Place[] }) {
  return (
    // A container query: the card is full width or half width depending on its neighbours.
    <Card className="@container p-6">
      <h2 className="text-xl font-semibold text-night" id="places-title">
        Your places
      </h2>
      {places.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">Nothing to open yet.</p>
      ) : (
        <ul className="mt-4 grid gap-3 @lg:grid-cols-2" aria-labelledby="places-title">
          {places.map((place) => {
            const Icon =
              iconsById[place.id] ?? (place.group ? iconsByGroup[place.group] : undefined) ?? Compass;
            return (
              <li key={place.id}>
                <Link
                  to={place.path}
                  className="group flex h-full items-center gap-3 rounded-lg border border-stone-200 p-3 transition-colors hover:border-gold-dark hover:bg-amber-50/50"
                >
                  <span
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-night text-gold"
                    aria-hidden="true"
                  >
                    <Icon className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-ink">{place.label}</span>
                    <span className="block text-sm text-stone-600">{blurbs[place.id] ?? place.group}</span>
                  </span>
                  <ChevronRight
                    className="size-4 text-stone-400 group-hover:text-gold-dark"
                    aria-hidden="true"
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
