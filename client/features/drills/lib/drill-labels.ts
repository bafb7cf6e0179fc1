import type { DrillLevelDto } from "@common/schemas/drills";

const levels: Readonly<Record<DrillLevelDto, string>> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

/** "Beginner", "Intermediate", "Advanced". */
export const levelLabel = (level: DrillLevelDto) => levels[level];
