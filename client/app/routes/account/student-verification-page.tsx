import { StudentBenefits } from "@client/features/student/components/student-benefits";
import { StudentVerificationCard } from "@client/features/student/components/student-verification-card";

/** /student-verification and /student-verify — the same screen (screens §3.4). */
export function StudentVerificationPage() {
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <header className="space-y-1">
        <h1 className="font-serif text-3xl font-semibold text-night">Student Verification</h1>
        <p className="text-stone-600">Students get free Premium for 1 year.</p>
      </header>
      <StudentBenefits />
      <StudentVerificationCard />
    </main>
  );
}
