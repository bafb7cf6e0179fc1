import type { KidsBoardDto, RoundInput } from "@common/schemas/games";
import type { ReadAloud } from "@client/features/kids-games/lib/kids-speech";

/** What every kids board gets from the player. */
export interface BoardProps<Play extends KidsBoardDto["play"]> {
  board: Extract<KidsBoardDto, { play: Play }>;
  /** The tile (or card) that wobbles after a wrong tap. */
  wobble: string | null;
  onWobbleEnd: () => void;
  /** One tap's answer, and the tile that was tapped (it wobbles if the tap was wrong). */
  onTap: (input: RoundInput, tileId: string) => void;
  readAloud: ReadAloud | null;
  /** Ages 4–6: every tile gets its own speaker button, as few of them read yet. */
  young: boolean;
}
