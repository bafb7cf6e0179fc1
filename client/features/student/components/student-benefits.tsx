import { BookOpen, Bot, CalendarClock, Crown } from "lucide-react";

const benefits = [
  { Icon: Crown, text: "Full Premium access" },
  { Icon: Bot, text: "All five AI study assistants" },
  { Icon: BookOpen, text: "Every course and game" },
  { Icon: CalendarClock, text: "Renew every year by verifying again" },
] as const;

/** The benefits box of /student-verification (screens §3.4). */
export function StudentBenefits() {
  return (
    <section
      aria-labelledby="student-benefits-title"
      className="rounded-xl border border-indigo-200 bg-indigo-50 p-5 text-indigo-950"
    >
      <h2 id="student-benefits-title" className="font-serif text-lg font-semibold">
        What students get
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {benefits.map(({ Icon, text }) => (
          <li key={text} className="flex items-center gap-2 text-sm">
            <Icon className="size-4 shrink-0 text-night-light" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
