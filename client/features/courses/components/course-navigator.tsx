import { Check } from "lucide-react";
import type { CourseSectionDto } from "@common/schemas/courses";
import { cn } from "@client/lib/cn";

/**
 * The lesson navigator (screens.md §7.0): lessons grouped by section, each with its number, title and a ✓ when
 * complete; the next incomplete lesson is marked "Up next"; the open one is the current page.
 */
export function CourseNavigator({
  sections,
  current,
  upNext,
  numberLabel,
  onOpen,
}: {
  sections: CourseSectionDto[];
  current: number;
  upNext: number | null;
  numberLabel: string;
  onOpen: (lessonNo: number) => void;
}) {
  return (
    <nav aria-label="Lessons" className="space-y-4">
      {sections.map((section) => (
        <div key={section.label}>
          <h3 className="mb-1 px-2 text-xs font-semibold uppercase tracking-wide text-stone-500">
            {section.label}
          </h3>
          <ol className="space-y-0.5">
            {section.lessons.map((lesson) => (
              <li key={lesson.number}>
                <button
                  type="button"
                  onClick={() => onOpen(lesson.number)}
                  aria-current={lesson.number === current ? "page" : undefined}
                  className={cn(
                    "flex w-full items-start gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-amber-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-500",
                    lesson.number === current && "bg-amber-100 font-semibold text-amber-950",
                  )}
                >
                  <span className="w-6 shrink-0 text-right tabular-nums text-stone-500">{lesson.number}</span>
                  <span className="flex-1">
                    {lesson.title}
                    {lesson.number === upNext && (
                      <span className="ml-2 rounded bg-sky-100 px-1.5 py-0.5 text-xs font-semibold text-sky-900">
                        Up next
                      </span>
                    )}
                  </span>
                  {lesson.completed && (
                    <Check
                      className="size-4 shrink-0 text-emerald-600"
                      aria-label={`${numberLabel} complete`}
                    />
                  )}
                </button>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </nav>
  );
}
