// Every key the first screen's code names is in the first-screen catalog, on every path through it:
// the rest of the copy may not be in yet when the first screen shows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { enFirstScreen } from '../i18n/first-screen/en.js';
import { ROOT, valueClosure } from '../testing/import-graph.js';

/** The views the first screen is made of: what the app reaches without a dynamic import. */
const VIEWS = [...valueClosure(['src/ui/app.tsx'])].filter((file) => /^src\/ui\/.*\.tsx?$/.test(file) && !file.endsWith('.css.ts'));

/** The first argument of every `t(...)` call in a file: a key, or the source text when it is not a plain string. */
function keysNamedIn(file: string): { keys: string[]; unreadable: string[] } {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const keys: string[] = [];
  const unreadable: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't') {
      const [key] = node.arguments;
      if (key && ts.isStringLiteralLike(key)) keys.push(key.text);
      else unreadable.push(node.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { keys, unreadable };
}

const inFirstScreen = (key: string): boolean => key in enFirstScreen || `${key}.other` in enFirstScreen;

describe('the first screen’s copy', () => {
  it('is made of the views this check reads', () => {
    expect(VIEWS).toEqual(expect.arrayContaining(['src/ui/app.tsx', 'src/ui/search-step.tsx', 'src/ui/lazy-step.tsx', 'src/ui/header-bar.tsx']));
  });

  it.each(VIEWS)('%s names only first-screen keys, each as a plain string', (file) => {
    const { keys, unreadable } = keysNamedIn(file);
    expect(unreadable).toEqual([]);
    expect(keys.filter((key) => !inFirstScreen(key))).toEqual([]);
  });
});
