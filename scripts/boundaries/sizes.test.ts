import { describe, expect, it } from 'vitest';
import {
  componentsOf,
  longComponents,
  MAX_COMPONENT_LINES,
  MAX_FILE_LINES,
  oversizedFiles,
  sizeProblems,
} from './sizes.ts';

const lines = (n: number, text = 'const x = 1;') => Array.from({ length: n }, () => text).join('\n');
/** A component whose function spans `n` lines (its first and last included). */
const component = (name: string, n: number) =>
  `export function ${name}() {\n${lines(n - 3, '  useThing();')}\n  return <p>₦1,000</p>;\n}\n`;

describe('file and component sizes', () => {
  it('refuses a file over 400 lines, and only such a file', () => {
    const files = [
      { path: 'src/a.ts', source: `${lines(MAX_FILE_LINES)}\n` },
      { path: 'src/b.ts', source: lines(MAX_FILE_LINES + 1) },
    ];
    expect(oversizedFiles(files)).toEqual([
      { path: 'src/b.ts', line: 1, what: 'the file', lines: MAX_FILE_LINES + 1, limit: MAX_FILE_LINES },
    ]);
  });

  it('measures components declared, assigned and wrapped, from their first line to their last', () => {
    const source = [
      "import { memo } from 'react';",
      component('Card', 5).trimEnd(),
      'const Row = ({ a }: { a: string }) => (',
      '  <li>{a}</li>',
      ');',
      'export const Panel = memo(function Inner() {',
      '  return null;',
      '});',
      'function notAComponent() {',
      '  return 1;',
      '}',
    ].join('\n');
    expect(componentsOf({ path: 'src/client/x.tsx', source })).toEqual([
      { name: 'Card', line: 2, lines: 5 },
      { name: 'Row', line: 7, lines: 3 },
      { name: 'Panel', line: 10, lines: 3 },
    ]);
  });

  it('refuses a component over 120 lines in a .tsx file, counting lines after non-ASCII text', () => {
    const source = `// ₦ naira, “quotes” and ẹ̀ before it\n${component('Short', MAX_COMPONENT_LINES)}${component('Long', MAX_COMPONENT_LINES + 1)}`;
    expect(longComponents([{ path: 'src/client/x.tsx', source }])).toEqual([
      {
        path: 'src/client/x.tsx',
        line: 2 + MAX_COMPONENT_LINES,
        what: 'Long',
        lines: MAX_COMPONENT_LINES + 1,
        limit: MAX_COMPONENT_LINES,
      },
    ]);
    expect(longComponents([{ path: 'src/client/x.ts', source: 'const a = 1;' }])).toEqual([]);
  });

  it('reports every file and component over its limit, with no list of exceptions', () => {
    const long = { path: 'src/client/y.tsx', source: component('Long', MAX_COMPONENT_LINES + 1) };
    const short = { path: 'src/client/z.tsx', source: component('Short', 5) };
    const big = { path: 'src/big.ts', source: lines(MAX_FILE_LINES + 1) };
    expect(sizeProblems([long, short, big])).toEqual([
      `src/big.ts:1: the file has ${MAX_FILE_LINES + 1} lines (at most ${MAX_FILE_LINES}): split it by concern`,
      `src/client/y.tsx:1: Long has ${MAX_COMPONENT_LINES + 1} lines (at most ${MAX_COMPONENT_LINES}): split it by concern`,
    ]);
    expect(sizeProblems([short])).toEqual([]);
  });
});
