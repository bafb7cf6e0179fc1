import { Card, CardContent } from "@client/components/ui/card";
import { FeedbackForm } from "./feedback-form";
import { MyFeedbackList } from "./my-feedback-list";

/** /feedback (screens §3.9): the hero, the form and the member's earlier items. */
export function FeedbackScreen({ timeZone }: { timeZone?: string }) {
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="space-y-1">
        <h1 className="font-serif text-3xl font-semibold text-night">We value your feedback</h1>
        <p className="text-stone-600">
          Found a bug or have an idea? Tell us here — every item is read, and you&apos;ll see its status and
          our reply below.
        </p>
      </header>
      <Card>
        <CardContent className="pt-6">
          <FeedbackForm />
        </CardContent>
      </Card>
      <MyFeedbackList timeZone={timeZone} />
    </main>
  );
}
