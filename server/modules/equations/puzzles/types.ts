/** One puzzle as authored (the bank adds its difficulty and the symbol list read from the equation). */
export interface PuzzleSource {
  id: string;
  reference: string;
  equation: string;
  idea: readonly string[];
  explanation: string;
}
