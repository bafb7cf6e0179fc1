import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@client/lib/api-client";

/** POST /api/memory/quiz/:id/answer: the server judges the typed verse and keeps the running score. */
export const answerQuiz = ({
  quizId,
  verseId,
  answer,
}: {
  quizId: string;
  verseId: string;
  answer: string;
}) => unwrap(api.memory.quiz[":id"].answer.$post({ param: { id: quizId }, json: { verseId, answer } }));

export const useAnswerQuiz = () => useMutation({ mutationFn: answerQuiz });
