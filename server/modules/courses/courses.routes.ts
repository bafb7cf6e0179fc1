import { Hono } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import {
  courseChoiceInput,
  courseParam,
  lessonParam,
  lessonQuery,
  reflectionInput,
} from "@common/schemas/courses";
import type { Auth } from "@server/auth/auth";
import type { AppEnv } from "@server/http/app-env";
import type { ActorContext, ServiceContext } from "@server/http/context";
import { notFound } from "@server/http/errors";
import { requireSession } from "@server/http/require-session";
import { validate } from "@server/http/validate";
import {
  chooseCourseFamily,
  completeLesson,
  type CoursesDeps,
  getCourse,
  getCourseChoice,
  getLesson,
  listCourses,
  saveReflection,
} from "./courses.service";

const invalid = { status: 422, code: "validation_failed" } as const;
/** An unknown course or lesson number in the address is a 404, like a course that isn't published. */
const courseAddress = <S extends typeof courseParam | typeof lessonParam>(schema: S) =>
  validator("param", (value): z.output<S> => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw notFound("course");
    return parsed.data as z.output<S>;
  });

/**
 * /api/courses (screens.md §7.0): every route needs a session; lesson 1 is open to every plan, the services check
 * the course's plan (and Essential's chosen family) on every other lesson, completion and reflection.
 */
export function courseRoutes(deps: ServiceContext & { auth: Auth } & CoursesDeps) {
  const ctx = (c: { var: AppEnv["Variables"] }): ActorContext => ({
    db: deps.db,
    clock: deps.clock,
    logger: c.var.logger,
    actor: c.var.actor,
  });
  const engine: CoursesDeps = { bible: deps.bible, delivery: deps.delivery };
  return new Hono<AppEnv>()
    .use(requireSession(deps.auth))
    .get("/", async (c) => c.json(await listCourses(ctx(c))))
    .get("/choice", async (c) => c.json(await getCourseChoice(ctx(c))))
    .put("/choice", validate("json", courseChoiceInput, invalid), async (c) =>
      c.json(await chooseCourseFamily(ctx(c), c.req.valid("json").family)),
    )
    .get("/:courseId", courseAddress(courseParam), async (c) =>
      c.json(await getCourse(ctx(c), c.req.valid("param").courseId)),
    )
    .get(
      "/:courseId/lessons/:lessonNo",
      courseAddress(lessonParam),
      validate("query", lessonQuery, invalid),
      async (c) => {
        const { courseId, lessonNo } = c.req.valid("param");
        return c.json(await getLesson(ctx(c), engine, courseId, lessonNo, c.req.valid("query").translation));
      },
    )
    .post("/:courseId/lessons/:lessonNo/complete", courseAddress(lessonParam), async (c) => {
      const { courseId, lessonNo } = c.req.valid("param");
      return c.json(await completeLesson(ctx(c), engine, courseId, lessonNo));
    })
    .put(
      "/:courseId/lessons/:lessonNo/reflection",
      courseAddress(lessonParam),
      validate("json", reflectionInput, invalid),
      async (c) => {
        const { courseId, lessonNo } = c.req.valid("param");
        return c.json(await saveReflection(ctx(c), courseId, lessonNo, c.req.valid("json").body));
      },
    );
}
