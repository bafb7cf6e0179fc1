import {
  BookOpen,
  Clock,
  Eye,
  Gamepad2,
  GraduationCap,
  Hourglass,
  Library,
  type LucideIcon,
  Sprout,
  Timer,
  Users,
} from "lucide-react";
import type { DailyGoalMinutes, ExperienceLevel, LearningStyle } from "@common/schemas/onboarding";

export type QuestionOption<Value> = { value: Value; label: string; description: string; Icon: LucideIcon };

/** Screens §3.1: the questions and option labels are the spec's; the descriptions are ours. */
export const learningStyleQuestion = {
  title: "How do you learn best?",
  options: [
    {
      value: "visual",
      label: "Visual & interactive",
      description: "Pictures, scenes and things to explore.",
      Icon: Eye,
    },
    {
      value: "reading",
      label: "Reading & deep study",
      description: "Take the text slowly and trace it through.",
      Icon: BookOpen,
    },
    {
      value: "games",
      label: "Games & challenges",
      description: "Learn by playing against the clock.",
      Icon: Gamepad2,
    },
    {
      value: "social",
      label: "Discussion & community",
      description: "Think it through together with others.",
      Icon: Users,
    },
  ],
} as const satisfies { title: string; options: readonly QuestionOption<LearningStyle>[] };

export const experienceQuestion = {
  title: "What's your Bible study experience?",
  options: [
    {
      value: "beginner",
      label: "Just getting started",
      description: "New to studying the Bible on your own.",
      Icon: Sprout,
    },
    {
      value: "intermediate",
      label: "Some experience",
      description: "You read regularly and know the big stories.",
      Icon: Library,
    },
    {
      value: "advanced",
      label: "Well-studied",
      description: "You've studied whole books in depth.",
      Icon: GraduationCap,
    },
  ],
} as const satisfies { title: string; options: readonly QuestionOption<ExperienceLevel>[] };

export const dailyGoalQuestion = {
  title: "How much time can you give each day?",
  options: [
    { value: 10, label: "5–10 minutes", description: "A short daily habit.", Icon: Timer },
    { value: 20, label: "15–30 minutes", description: "Room for a lesson and some practice.", Icon: Clock },
    { value: 45, label: "30+ minutes", description: "Time to go deep every day.", Icon: Hourglass },
  ],
} as const satisfies { title: string; options: readonly QuestionOption<DailyGoalMinutes>[] };

export const onboardingCopy = {
  saveFailed: "We couldn't save your answers — try again.",
  allSet: "You're all set!",
} as const;
