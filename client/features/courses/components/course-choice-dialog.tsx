import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { useChooseCourseFamily } from "@client/features/courses/api/choose-course-family";
import type { ChoiceFamilyDto } from "@common/schemas/courses";

/**
 * Essential's one included course (screens.md §7.0): "Make {course} your included course?" — Yes, choose it /
 * Cancel. The choice can be changed once every 30 days from the profile's Plan tab.
 */
export function CourseChoiceDialog({
  open,
  onOpenChange,
  family,
  courseTitle,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  family: ChoiceFamilyDto;
  courseTitle: string;
}) {
  const choose = useChooseCourseFamily();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Make ${courseTitle} your included course?`}
      description="Your Essential plan includes one of the Daniel and Revelation courses. You can change your choice once every 30 days from your profile; progress in the other course is kept."
      confirmLabel="Yes, choose it"
      pendingLabel="Choosing…"
      onConfirm={() => choose.mutateAsync(family)}
    />
  );
}
