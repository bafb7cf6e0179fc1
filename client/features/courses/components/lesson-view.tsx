import * as Tabs from "@radix-ui/react-tabs";
import { Link } from "react-router";
import { roomOverviews } from "@common/content/palace/overview";
import type { LessonDto } from "@common/schemas/courses";
import { tipOf } from "@client/features/courses/lib/course-notes";
import { PassageBlock } from "./passage-block";
import { BulletList, LessonSection, Prose } from "./lesson-section";
import { ReflectionBox } from "./reflection-box";

const tabTriggerClass =
  "flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-stone-600 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow";

function Reflection({ lesson, question }: { lesson: LessonDto; question: string }) {
  return (
    <LessonSection title="Reflection question">
      <ReflectionBox
        key={`${lesson.courseId}:${lesson.number}`}
        courseId={lesson.courseId}
        lessonNo={lesson.number}
        question={question}
        initial={lesson.reflection?.body ?? ""}
      />
    </LessonSection>
  );
}

function RoomBadge({ roomId, floor }: { roomId: string; floor: number | null }) {
  const room = roomOverviews.find((each) => each.id === roomId);
  if (!room) return null;
  return (
    <Link
      to={`/palace/floor/${floor ?? room.floor}/room/${room.id}`}
      className="rounded-full bg-sky-100 px-3 py-1 text-xs font-semibold text-sky-900 hover:bg-sky-200"
    >
      {room.icon} {room.name} ({room.tag})
    </Link>
  );
}

/** The lesson body for each course's authored shape (screens.md §7.1–§7.5), in the documented order. */
export function LessonView({ lesson, trackLabel }: { lesson: LessonDto; trackLabel: string | null }) {
  const { content } = lesson;
  switch (content.kind) {
    case "blueprint": {
      const body = content.body;
      return (
        <div className="space-y-6">
          <p className="text-stone-700">{body.summary}</p>
          <LessonSection title="Topics">
            <BulletList items={body.topics} />
          </LessonSection>
          <LessonSection title="Focus">
            <Prose text={body.focus} />
          </LessonSection>
          <LessonSection title="Scripture">
            <PassageBlock reference={body.scripture} passage={lesson.passages[body.scripture]} />
          </LessonSection>
          <LessonSection title="Key points">
            <BulletList items={body.keyPoints} />
          </LessonSection>
          <LessonSection title="Historical context">
            <Prose text={body.historicalContext} />
          </LessonSection>
          <LessonSection title="Prophetic application">
            <Prose text={body.propheticApplication} />
          </LessonSection>
          <LessonSection title="Practical application">
            <Prose text={body.practicalApplication} />
          </LessonSection>
          <Reflection lesson={lesson} question={body.reflectionQuestion} />
          <LessonSection title="Prayer">
            <p className="italic">{body.prayer}</p>
          </LessonSection>
          <LessonSection title="Cross references">
            <ul className="flex flex-wrap gap-2">
              {body.crossReferences.map((reference) => {
                const passage = lesson.passages[reference];
                return (
                  <li key={reference}>
                    {passage ? (
                      <Link
                        to={passage.readerPath}
                        className="rounded-full border border-amber-300 px-3 py-1 text-sm text-amber-900 hover:bg-amber-50"
                      >
                        {passage.reference}
                      </Link>
                    ) : (
                      <span className="text-sm">{reference}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </LessonSection>
        </div>
      );
    }
    case "day":
    case "kids-day": {
      const body = content.body;
      const tip = tipOf(lesson.courseId, body.day);
      return (
        <div className="space-y-6">
          <div className="flex flex-wrap gap-2">
            <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
              Day {body.day}
            </span>
            {body.roomId && <RoomBadge roomId={body.roomId} floor={body.floor} />}
            {trackLabel && (
              <span className="rounded-full bg-stone-100 px-3 py-1 text-xs font-semibold text-stone-700">
                {trackLabel}
              </span>
            )}
          </div>
          <LessonSection title="Focus">
            <Prose text={body.focus} />
          </LessonSection>
          <LessonSection title="Scripture">
            <PassageBlock reference={body.scripture} passage={lesson.passages[body.scripture]} />
          </LessonSection>
          <LessonSection title="Activity">
            <Prose text={body.activity} />
          </LessonSection>
          {content.kind === "kids-day" && (
            <>
              <LessonSection title="Simplified activity">
                <Prose text={content.body.simplifiedActivity} />
              </LessonSection>
              <LessonSection title="Fun element">
                <Prose text={content.body.funElement} />
              </LessonSection>
            </>
          )}
          <Reflection lesson={lesson} question={body.reflectionQuestion} />
          <LessonSection title="Prayer">
            <p className="italic">{body.prayer}</p>
          </LessonSection>
          {tip && (
            <aside className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
              <p className="font-semibold">Daily tips</p>
              <p>{tip}</p>
            </aside>
          )}
        </div>
      );
    }
    case "revelation": {
      const body = content.body;
      return (
        <Tabs.Root defaultValue="lesson">
          <Tabs.List
            className="mb-5 flex gap-1 rounded-lg bg-stone-100 p-1"
            aria-label="Lesson or reflection"
          >
            <Tabs.Trigger value="lesson" className={tabTriggerClass}>
              Lesson
            </Tabs.Trigger>
            <Tabs.Trigger value="reflection" className={tabTriggerClass}>
              Reflection
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="lesson" className="space-y-6">
            <LessonSection title="Focus">
              <Prose text={body.focus} />
            </LessonSection>
            <LessonSection title="Scripture anchor">
              <PassageBlock
                reference={body.scriptureAnchor}
                passage={lesson.passages[body.scriptureAnchor]}
              />
            </LessonSection>
            <LessonSection title="Unlocking insight">
              <Prose text={body.unlockingInsight} />
            </LessonSection>
            <LessonSection title="Repeat & enlarge">
              <Prose text={body.repeatAndEnlarge} />
            </LessonSection>
            <LessonSection title="Personal endurance">
              <Prose text={body.personalEndurance} />
            </LessonSection>
          </Tabs.Content>
          <Tabs.Content value="reflection" forceMount className="data-[state=inactive]:hidden">
            <Reflection lesson={lesson} question={body.reflectionQuestion} />
          </Tabs.Content>
        </Tabs.Root>
      );
    }
    case "revelation-kids": {
      const body = content.body;
      return (
        <div className="space-y-5 text-lg">
          <section className="rounded-2xl bg-sky-50 p-5">
            <h3 className="mb-2 text-base font-bold text-sky-900">📖 Bible verse</h3>
            <PassageBlock reference={body.bibleVerse} passage={lesson.passages[body.bibleVerse]} />
          </section>
          <section className="rounded-2xl bg-amber-50 p-5">
            <h3 className="mb-2 text-base font-bold text-amber-900">✨ The story</h3>
            <Prose text={body.story} />
          </section>
          <section className="rounded-2xl bg-violet-50 p-5">
            <h3 className="mb-2 text-base font-bold text-violet-900">💭 Think about it</h3>
            <p>{body.thinkAboutIt}</p>
          </section>
          <section className="rounded-2xl bg-emerald-50 p-5">
            <h3 className="mb-2 text-base font-bold text-emerald-900">🎨 Fun activity</h3>
            <p>{body.funActivity}</p>
          </section>
        </div>
      );
    }
  }
}
