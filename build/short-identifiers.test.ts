import emotionHash from '@emotion/hash';
import { describe, expect, it } from 'vitest';
import { fileCode, fileScopeHash, shortIdentifiers } from './short-identifiers.js';

describe('short style identifiers', () => {
  it.each(['', 'a', 'ab', 'abc', 'src/ui/search-step.css.ts', 'src/theme/contract.css.ts', 'ponte/é ü'])(
    'hashes %j as vanilla-extract does',
    (path) => {
      expect(fileScopeHash(path)).toBe(emotionHash(path));
    },
  );

  it('names a style by its file code and its number in the file', () => {
    const name = shortIdentifiers();
    const file = 'src/ui/search-step.css.ts';
    expect(name({ hash: `${fileScopeHash(file)}0`, filePath: file })).toBe(`${fileCode(file)}0`);
    expect(name({ hash: `${fileScopeHash(file)}a1`, filePath: file })).toBe(`${fileCode(file)}a1`);
    expect(fileCode(file)).toMatch(/^[a-zA-Z][a-zA-Z0-9]{2}$/);
  });

  it('fails the build when two files would share a code', () => {
    const name = shortIdentifiers();
    const files = Array.from({ length: 5000 }, (_, i) => `src/ui/file-${i}.css.ts`);
    expect(() => {
      for (const file of files) name({ hash: `${fileScopeHash(file)}0`, filePath: file });
    }).toThrow(/share the identifier code/);
  });
});
