import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";

/** POST /api/memory/quiz: a 60-second quick quiz over the member's verses (screens §5.8). */
export const startQuiz = () => unwrap(api.memory.quiz.$post());

// Nothing cached changes until the quiz is finished.
export const useStartQuiz = () => useMutation({ mutationFn: startQuiz });
