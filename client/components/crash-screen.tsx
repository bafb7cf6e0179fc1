import { AlertTriangle } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "./ui/button";

/** What a crashed page shows (spec §2): the error, and two ways out. */
export function CrashScreen({ error }: { error: Error }) {
  const navigate = useNavigate();
  return (
    <main className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <div
        className="w-full max-w-lg space-y-4 rounded-xl border border-red-200 bg-white p-8 shadow-sm"
        role="alert"
      >
        <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-semibold text-ink">Something went wrong</h1>
        <p className="text-stone-700">We're sorry, but something unexpected happened.</p>
        <pre className="overflow-x-auto rounded-md bg-stone-100 p-3 font-mono text-sm whitespace-pre-wrap text-stone-800">
          {error.message}
        </pre>
        <p className="text-sm text-stone-600">
          If this problem persists, please contact support with the error message above.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => navigate("/dashboard", { replace: true })}>Return to Dashboard</Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        </div>
      </div>
    </main>
  );
}
