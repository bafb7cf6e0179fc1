import { useState } from "react";
import type { ChoiceFamilyDto } from "@common/schemas/courses";
import { Card } from "@client/components/ui/card";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { Button } from "@client/components/ui/button";
import { RetryAlert } from "@client/components/ui/retry-alert";
import { Skeleton } from "@client/components/ui/skeleton";
import { useChooseCourseFamily } from "@client/features/courses/api/choose-course-family";
import { useCourseChoice } from "@client/features/courses/api/get-course-choice";

const familyNames: Record<ChoiceFamilyDto, string> = {
  daniel: "Daniel Course",
  revelation: "Unlocking Revelation (with Revelation for Kids)",
};

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en", { year: "numeric", month: "long", day: "numeric" });

/**
 * Profile → Plan (screens.md §7.0, CRS-3): Essential's one included course — which it is, when it can next change,
 * and the change itself once 30 days have passed. Shown only to plans with exactly one choice.
 */
export function CourseChoiceCard() {
  const choice = useCourseChoice();
  const choose = useChooseCourseFamily();
  const [target, setTarget] = useState<ChoiceFamilyDto | null>(null);
  if (choice.isPending) return <Skeleton className="h-32 w-full" />;
  if (choice.isError)
    return <RetryAlert message="Couldn't load your included course." onRetry={() => choice.refetch()} />;
  if (!choice.data.applies) return null;
  const current = choice.data.family;
  const other: ChoiceFamilyDto = current === "daniel" ? "revelation" : "daniel";
  return (
    <Card className="space-y-3 p-6">
      <h2 className="text-xl font-semibold text-night">Your included course</h2>
      {current ? (
        <>
          <p className="text-stone-700">
            Your Essential plan includes the <strong>{familyNames[current]}</strong>.
          </p>
          {choice.data.canChange ? (
            <Button variant="outline" onClick={() => setTarget(other)}>
              Switch to {familyNames[other]}
            </Button>
          ) : (
            <p className="text-sm text-stone-600" data-testid="choice-changeable-after">
              You can change it after {formatDate(choice.data.changeableAfter!)}.
            </p>
          )}
        </>
      ) : (
        <>
          <p className="text-stone-700">
            Your Essential plan includes one of these courses. Choose it here or when you open it.
          </p>
          <div className="flex flex-wrap gap-2">
            {(["daniel", "revelation"] as const).map((family) => (
              <Button key={family} variant="outline" onClick={() => setTarget(family)}>
                {familyNames[family]}
              </Button>
            ))}
          </div>
        </>
      )}
      {target && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setTarget(null)}
          title={`Make the ${familyNames[target]} your included course?`}
          description="You can change your choice once every 30 days. Progress in the other course is kept, read-only."
          confirmLabel="Yes, choose it"
          pendingLabel="Choosing…"
          onConfirm={() => choose.mutateAsync(target)}
        />
      )}
    </Card>
  );
}
