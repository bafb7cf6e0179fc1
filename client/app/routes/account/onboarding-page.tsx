import { BookOpen, Building2, Dumbbell, GraduationCap } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { useSession } from "../../../lib/session";

const steps = [
  { Icon: BookOpen, title: "Learn", text: "Each room teaches one way of seeing Scripture, with its method, an example and the traps to avoid." },
  { Icon: Dumbbell, title: "Practise", text: "Apply the room to a passage of your choosing and keep your answers as a growing notebook." },
  { Icon: GraduationCap, title: "Master", text: "Timed tests and spaced review keep every room fresh until it becomes second nature." },
];

/** /onboarding — the first page after sign-up: what the palace is and where to begin. */
export function OnboardingPage() {
  const session = useSession();
  const name = session.data?.user.name;
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <Card className="overflow-hidden">
        <div className="bg-night px-8 py-10 text-white">
          <Building2 className="mb-4 size-10 text-gold" aria-hidden="true" />
          <h1 className="text-3xl font-semibold">Welcome to Phototheology!</h1>
          <p className="mt-2 max-w-xl text-indigo-100">
            {name ? `${name}, you` : "You"} now hold the key to a memory palace of 8 floors and 38 rooms. Each floor trains a different
            habit of Bible study, from picturing the stories to tracing Christ through every book.
          </p>
        </div>
        <div className="grid gap-4 p-8 sm:grid-cols-3">
          {steps.map(({ Icon, title, text }) => (
            <div key={title} className="space-y-2">
              <Icon className="size-6 text-gold-dark" aria-hidden="true" />
              <h2 className="text-lg font-semibold text-night">{title}</h2>
              <p className="text-sm text-stone-600">{text}</p>
            </div>
          ))}
        </div>
        <div className="flex flex-wrap gap-3 border-t border-stone-200 p-8">
          <Button asChild>
            <Link to="/profile">Set up my profile</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">Go to the home page</Link>
          </Button>
        </div>
      </Card>
    </main>
  );
}
