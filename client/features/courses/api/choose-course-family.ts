import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChoiceFamilyDto } from "@common/schemas/courses";
import { api, unwrap } from "@client/lib/api-client";
import { courseKeys } from "@client/lib/study-query-keys";

/** PUT /api/courses/choice — Essential's included course family; 409 choice_locked within 30 days of the last. */
export const chooseCourseFamily = (family: ChoiceFamilyDto) =>
  unwrap(api.courses.choice.$put({ json: { family } }));

export function useChooseCourseFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseCourseFamily,
    onSuccess: (choice) => {
      queryClient.setQueryData(courseKeys.choice(), choice);
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
}
