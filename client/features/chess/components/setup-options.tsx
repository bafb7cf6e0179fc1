import { useId } from "react";
import {
  CHAIN_CHESS,
  chessCategories,
  chessCategoriesFor,
  chessCategoryLabels,
  type ChessBotLevel,
  type ChessFirstPlayer,
  type ChessLevel,
  type ChessMovesPerSide,
  type ChessPace,
} from "@common/games/chess";
import { Checkbox } from "@client/components/ui/checkbox";
import { Label } from "@client/components/ui/label";
import type { ChessSetupMode } from "@client/features/chess/lib/chess-format";
import { type ChessSetup, toggleCategory, withLevel } from "@client/features/chess/lib/chess-setup";
import { ChoiceGroup } from "./choice-group";

/**
 * The setup options (games.md §4.14): level, allowed categories (at least one; Kids = Books only), moves per side,
 * who starts; the bot's strength on the bot tab, pace and visibility on the friend tab.
 */
export function SetupOptions({
  mode,
  setup,
  onChange,
}: {
  mode: ChessSetupMode;
  setup: ChessSetup;
  onChange: (setup: ChessSetup) => void;
}) {
  const categoriesHint = useId();
  const allowed = chessCategoriesFor(setup.level);
  const opponent = mode === "bot" ? "The bot" : "My friend";
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <ChoiceGroup<ChessLevel>
        legend="Level"
        hint="Kids: Books of the Bible only, and a shorter commentary (10 words)."
        name="chess-level"
        value={setup.level}
        options={[
          { value: "adults", label: "Adults" },
          { value: "kids", label: "Kids" },
        ]}
        onChange={(level) => onChange(withLevel(setup, level))}
      />
      <fieldset className="space-y-2" aria-describedby={categoriesHint}>
        <legend className="text-sm font-medium text-stone-800">Challenges allowed</legend>
        <p id={categoriesHint} className="-mt-1 text-xs text-stone-500">
          Each move sets the next challenge from these categories. Choose at least one.
        </p>
        <div className="space-y-1.5">
          {chessCategories.map((category) => {
            const id = `chess-category-${category}`;
            const offered = allowed.includes(category);
            return (
              <div key={category} className="flex items-center gap-2">
                <Checkbox
                  id={id}
                  checked={setup.categories.includes(category)}
                  disabled={!offered}
                  onCheckedChange={(checked) => onChange(toggleCategory(setup, category, checked === true))}
                />
                <Label htmlFor={id} className={offered ? "font-normal" : "font-normal text-stone-400"}>
                  {chessCategoryLabels[category]}
                </Label>
              </div>
            );
          })}
        </div>
      </fieldset>
      <ChoiceGroup<ChessMovesPerSide>
        legend="Moves per side"
        name="chess-moves"
        value={setup.movesPerSide}
        options={CHAIN_CHESS.movesPerSide.options.map((count) => ({ value: count, label: String(count) }))}
        onChange={(movesPerSide) => onChange({ ...setup, movesPerSide })}
      />
      <ChoiceGroup<ChessFirstPlayer>
        legend="Who starts"
        name="chess-first"
        value={setup.firstPlayer}
        options={[
          { value: "me", label: "Me" },
          { value: "opponent", label: opponent },
          { value: "random", label: "Random" },
        ]}
        onChange={(firstPlayer) => onChange({ ...setup, firstPlayer })}
      />
      {mode === "bot" ? (
        <ChoiceGroup<ChessBotLevel>
          legend="Bot strength"
          hint="Easy picks at random; Hard always takes the best-linked verse."
          name="chess-bot"
          value={setup.botLevel}
          options={[
            { value: "easy", label: "Easy" },
            { value: "normal", label: "Normal" },
            { value: "hard", label: "Hard" },
          ]}
          onChange={(botLevel) => onChange({ ...setup, botLevel })}
        />
      ) : (
        <>
          <ChoiceGroup<ChessPace>
            legend="Pace"
            name="chess-pace"
            value={setup.pace}
            options={[
              { value: "live", label: "Live (5:00 per move)" },
              { value: "correspondence", label: "Correspondence (24 h per move)" },
            ]}
            onChange={(pace) => onChange({ ...setup, pace })}
          />
          <ChoiceGroup<"invite" | "open">
            legend="Who can join"
            hint="Open challenges are listed for every member who plays Chain Chess."
            name="chess-visibility"
            value={setup.visibility}
            options={[
              { value: "invite", label: "Invite link" },
              { value: "open", label: "Open" },
            ]}
            onChange={(visibility) => onChange({ ...setup, visibility })}
          />
        </>
      )}
    </div>
  );
}
