import { ArrowRight, Building2 } from "lucide-react";
import { Fragment } from "react";

const stages = ["Learn", "Practise", "Master"] as const;

/** The opening panel before step 1: what the palace is, in three lines (screens §3.1). */
export function PalaceIntro() {
  return (
    <section
      aria-labelledby="palace-intro-title"
      className="mt-5 rounded-lg border border-white/15 bg-white/5 p-4"
    >
      <div className="flex items-start gap-3">
        <Building2 className="mt-0.5 size-8 shrink-0 text-gold" aria-hidden="true" />
        <div>
          <h2 id="palace-intro-title" className="text-lg font-semibold text-white">
            A memory palace for the whole Bible
          </h2>
          <p className="mt-1 text-sm text-indigo-100">
            8 floors and 38 rooms. Each room teaches one way of seeing Scripture, and every floor builds a
            habit of study, from picturing the stories to tracing Christ through every book.
          </p>
        </div>
      </div>
      <p className="mt-3 text-sm font-medium text-gold">
        <span className="sr-only">In every room you learn, then practise, then master.</span>
        <span className="flex flex-wrap items-center gap-2" aria-hidden="true">
          {stages.map((stage, index) => (
            <Fragment key={stage}>
              {index > 0 && <ArrowRight className="size-4 text-indigo-200" />}
              <span className="rounded-full bg-white/10 px-3 py-1">{stage}</span>
            </Fragment>
          ))}
        </span>
      </p>
    </section>
  );
}
