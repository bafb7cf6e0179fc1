import type { ReactNode } from "react";
import { Card } from "@client/components/ui/card";

/**
 * The centred card every state of /onboarding sits in. It is top-aligned: centring it vertically
 * would make it jump each time a step changes height.
 */
export function OnboardingCard({ children }: { children: ReactNode }) {
  return (
    <main className="flex justify-center px-3 py-6 sm:px-4 sm:py-12">
      <Card className="w-full max-w-2xl overflow-hidden">{children}</Card>
    </main>
  );
}
