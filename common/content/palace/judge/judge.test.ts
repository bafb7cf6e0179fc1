import { describe, expect, it } from 'vitest';
import type { AutoCheckRule, Deliverable } from '../types';
import { countSentences, countWords, judgeEntry } from './judge';

const beats: Deliverable = {
  kind: 'beats',
  description: 'Beats',
  fields: [
    { id: 'passage', label: 'Passage', type: 'reference' },
    { id: 'beats', label: 'Beats', type: 'list' },
    { id: 'arc', label: 'Arc', type: 'text' },
  ],
};
const rules: AutoCheckRule[] = [
  { rule: 'validRef', field: 'passage' },
  { rule: 'items', field: 'beats', min: 3, max: 7 },
  { rule: 'wordsPerItem', field: 'beats', max: 3 },
  { rule: 'sentences', field: 'arc', max: 1 },
  { rule: 'words', field: 'arc', max: 30 },
];

describe('judgeEntry', () => {
  it('passes an entry that keeps every rule', () => {
    const result = judgeEntry(rules, beats, {
      passage: 'Jonah 1-4',
      beats: ['Call', 'Flight', 'Storm', 'Fish', 'Nineveh', 'Vine'],
      arc: 'A runaway prophet is carried into a mercy he resents.',
    });
    expect(result).toMatchObject({ verdict: 'pass', points: 5 });
  });

  it('is partial when at least half the rules hold, failures listed first', () => {
    const result = judgeEntry(rules, beats, { passage: 'Jonah 1-4', beats: ['Call', 'Flight'], arc: 'One. Two.' });
    expect(result.verdict).toBe('partial');
    expect(result.feedback[0]).toContain('Beats: 2');
    expect(result.feedback[1]).toContain('2 sentences');
  });

  it('fails an empty entry and a wrong reference', () => {
    expect(judgeEntry(rules, beats, {}).verdict).toBe('fail');
    const bad = judgeEntry([{ rule: 'validRef', field: 'passage' }], beats, { passage: 'Jonah 9' });
    expect(bad.verdict).toBe('fail');
    expect(bad.feedback[0]).toContain('"Jonah 9" is not a Bible reference');
  });

  it('counts filled fields, distinct books, mentions and repeats', () => {
    const d: Deliverable = {
      kind: 'gemCard',
      description: '',
      fields: [
        { id: 'texts', label: 'Texts', type: 'references' },
        { id: 'truth', label: 'Truth', type: 'text' },
        { id: 'a', label: 'A', type: 'text' },
        { id: 'b', label: 'B', type: 'text' },
      ],
    };
    const r: AutoCheckRule[] = [
      { rule: 'distinctBooks', field: 'texts', min: 2 },
      { rule: 'mentions', field: 'truth', anyOf: ['Christ', 'Jesus'], label: 'Christ' },
      { rule: 'filledCount', fields: ['a', 'b'], min: 1 },
      { rule: 'uniqueItems', field: 'texts' },
    ];
    expect(judgeEntry(r, d, { texts: ['Genesis 2:21-22', 'John 19:34'], truth: 'The bride comes from the side of Christ.', a: 'x' }).verdict).toBe('pass');
    const failing = judgeEntry(r, d, { texts: ['John 1:1', 'john 1:1'], truth: 'Christian living', a: '', b: '' });
    expect(failing.points).toBe(0);
  });
});

describe('counting', () => {
  it('counts words and sentences without splitting verse numbers', () => {
    expect(countWords('In John 3:16 — love!')).toBe(4);
    expect(countSentences('God so loved the world (John 3:16). He gave his Son.')).toBe(2);
    expect(countSentences('One sentence about Gen. 1:1 only')).toBe(1);
  });
});
