// Room notes merge (screens.md §8.3: "simultaneous edits resolve by last write per paragraph"). A paragraph is one
// line of the plain-text pad. Given the text an edit started from (base), the edited text (mine) and the text stored
// now (current), lines the editor changed win, lines they left alone keep whatever is stored now — a three-way merge
// at line level, where an overlap (both changed the same lines) goes to the later write, the editor's.

const maxTableCells = 4_000_000;

/** Pairs [baseIndex, otherIndex] of a longest common subsequence of two line lists, in order. */
function commonLines(base: readonly string[], other: readonly string[]): [number, number][] {
  // Trim the common start and end first: most edits touch a few lines, so the table below stays small.
  let start = 0;
  while (start < base.length && start < other.length && base[start] === other[start]) start += 1;
  let endBase = base.length;
  let endOther = other.length;
  while (endBase > start && endOther > start && base[endBase - 1] === other[endOther - 1]) {
    endBase -= 1;
    endOther -= 1;
  }
  const pairs: [number, number][] = [];
  for (let i = 0; i < start; i += 1) pairs.push([i, i]);
  const rows = endBase - start;
  const cols = endOther - start;
  // A pathological pair (thousands of changed lines on both sides) isn't aligned line by line: the changed middle
  // is then one block, which keeps the table's memory bounded.
  if (rows > 0 && cols > 0 && rows * cols <= maxTableCells) {
    // lengths[i][j] = LCS length of base[start+i..endBase) and other[start+j..endOther)
    const width = cols + 1;
    const lengths = new Uint16Array((rows + 1) * width);
    for (let i = rows - 1; i >= 0; i -= 1) {
      for (let j = cols - 1; j >= 0; j -= 1) {
        lengths[i * width + j] =
          base[start + i] === other[start + j]
            ? lengths[(i + 1) * width + j + 1]! + 1
            : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < rows && j < cols) {
      if (base[start + i] === other[start + j]) {
        pairs.push([start + i, start + j]);
        i += 1;
        j += 1;
      } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) i += 1;
      else j += 1;
    }
  }
  for (let k = 0; k < base.length - endBase; k += 1) pairs.push([endBase + k, endOther + k]);
  return pairs;
}

type Hunk = { baseStart: number; baseEnd: number; mineStart: number; mineEnd: number };

/** The editor's changes: base lines [baseStart, baseEnd) became mine lines [mineStart, mineEnd). */
function hunksOf(base: readonly string[], mine: readonly string[]): Hunk[] {
  const pairs: [number, number][] = [[-1, -1], ...commonLines(base, mine), [base.length, mine.length]];
  const hunks: Hunk[] = [];
  for (let k = 1; k < pairs.length; k += 1) {
    const [pb, pm] = pairs[k - 1]!;
    const [nb, nm] = pairs[k]!;
    if (nb > pb + 1 || nm > pm + 1)
      hunks.push({ baseStart: pb + 1, baseEnd: nb, mineStart: pm + 1, mineEnd: nm });
  }
  return hunks;
}

/**
 * Merges an edit of the notes into the notes stored now. `base` is what the editor started from, `mine` their text,
 * `current` the stored text. Each run of lines the editor changed replaces the same lines in the stored text (where
 * someone else changed them too, the editor's version wins); every other line stays as stored.
 */
export function mergeNotes(base: string, mine: string, current: string): string {
  if (mine === base || mine === current) return current;
  if (current === base) return mine;
  const baseLines = base.split("\n");
  const mineLines = mine.split("\n");
  const currentLines = current.split("\n");
  const inCurrent = new Map(commonLines(baseLines, currentLines));

  const previousMapped = (index: number) => {
    for (let k = index; k >= 0; k -= 1) {
      const at = inCurrent.get(k);
      if (at !== undefined) return at;
    }
    return undefined;
  };
  const nextMapped = (index: number) => {
    for (let k = index; k < baseLines.length; k += 1) {
      const at = inCurrent.get(k);
      if (at !== undefined) return at;
    }
    return undefined;
  };
  /** Where the base lines [from, to) sit in the stored text now. */
  const regionOf = (from: number, to: number): [number, number] => {
    if (from === to) {
      // An insertion: after the stored line that base line from-1 became, else before the next surviving one.
      const before = from > 0 ? inCurrent.get(from - 1) : -1;
      const at = before !== undefined ? before + 1 : (nextMapped(from) ?? currentLines.length);
      return [at, at];
    }
    const start = inCurrent.get(from) ?? (previousMapped(from - 1) ?? -1) + 1;
    const last = inCurrent.get(to - 1);
    const end = last !== undefined ? last + 1 : (nextMapped(to) ?? currentLines.length);
    return [start, Math.max(start, end)];
  };

  // Regions in the stored text, in order; overlapping ones (both sides changed the lines between) become one.
  const edits: { start: number; end: number; mineStart: number; mineEnd: number }[] = [];
  for (const hunk of hunksOf(baseLines, mineLines)) {
    const [start, end] = regionOf(hunk.baseStart, hunk.baseEnd);
    const previous = edits[edits.length - 1];
    if (previous && start < previous.end) {
      previous.end = Math.max(previous.end, end);
      previous.mineEnd = hunk.mineEnd;
    } else edits.push({ start, end, mineStart: hunk.mineStart, mineEnd: hunk.mineEnd });
  }
  const merged = [...currentLines];
  for (const edit of edits.reverse())
    merged.splice(edit.start, edit.end - edit.start, ...mineLines.slice(edit.mineStart, edit.mineEnd));
  return merged.join("\n");
}
