import { useId } from "react";
import {
  chessCategoryLabels,
  chessChallengeItems,
  type ChessCategory,
  type ChessChallengeItem,
  type ChessLevel,
} from "@common/games/chess";

const selectClass =
  "h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-ink focus:border-night-light focus:ring-2 focus:ring-night-light/30 focus:outline-none disabled:bg-stone-100 disabled:text-stone-500";

function groupsOf(items: readonly ChessChallengeItem[]) {
  const groups = new Map<string, ChessChallengeItem[]>();
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups];
}

/**
 * The challenge a move sets for the opponent (games.md §4.14): a category the match allows, then one specific item
 * of it (66 books, 38 rooms or the principles), both from lists so the challenge is always specific.
 */
export function ChallengePicker({
  categories,
  level,
  category,
  item,
  disabled,
  onChange,
}: {
  categories: readonly ChessCategory[];
  level: ChessLevel;
  category: ChessCategory | "";
  item: string;
  disabled: boolean;
  onChange: (next: { category: ChessCategory | ""; item: string }) => void;
}) {
  const categoryId = useId();
  const itemId = useId();
  const items = category === "" ? [] : chessChallengeItems(category, level);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">Set the next challenge</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={categoryId} className="text-xs font-medium text-stone-600">
            Category
          </label>
          <select
            id={categoryId}
            className={selectClass}
            value={category}
            disabled={disabled}
            onChange={(event) => onChange({ category: event.target.value as ChessCategory | "", item: "" })}
            data-testid="chess-challenge-category"
          >
            <option value="">Choose a category…</option>
            {categories.map((id) => (
              <option key={id} value={id}>
                {chessCategoryLabels[id]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={itemId} className="text-xs font-medium text-stone-600">
            Challenge
          </label>
          <select
            id={itemId}
            className={selectClass}
            value={item}
            disabled={disabled || category === ""}
            onChange={(event) => onChange({ category, item: event.target.value })}
            data-testid="chess-challenge-item"
          >
            <option value="">{category === "" ? "Choose a category first" : "Choose one…"}</option>
            {groupsOf(items).map(([group, entries]) => (
              <optgroup key={group} label={group}>
                {entries.map((entry) => (
                  <option key={entry.item} value={entry.item}>
                    {entry.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
