import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";

const steps = [
  { title: "Share your link", text: "Send your referral link to friends, or share it from your phone." },
  {
    title: "Your friend signs up",
    text: "They create an account with your link and get a 7-day free trial.",
  },
  {
    title: "You get Premium",
    text: "When they subscribe, you get 1 month of Premium (up to 12 months a year).",
  },
] as const;

export function HowItWorks() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">How it works</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gold font-semibold text-night"
              >
                {index + 1}
              </span>
              <div>
                <p className="font-medium text-ink">{step.title}</p>
                <p className="text-sm text-stone-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
