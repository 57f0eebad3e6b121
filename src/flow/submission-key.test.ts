// Idempotency keys of submissions: one per submission, kept only for the same request sent again unanswered.
import { describe, expect, it } from 'vitest';
import { createSubmissionKeys } from './submission-key.js';

describe('createSubmissionKeys', () => {
  it('gives the same request, sent again unanswered, the same key', () => {
    const keys = createSubmissionKeys();
    const first = keys.keyFor('{"user":"ana"}');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.keyFor('{"user":"ana"}')).toBe(first);
  });

  it.each([
    ['another request (the user changed a field)', (keys: ReturnType<typeof createSubmissionKeys>) => keys.keyFor('{"user":"bia"}')],
    [
      'the same request once the last was answered',
      (keys: ReturnType<typeof createSubmissionKeys>) => {
        keys.answered();
        return keys.keyFor('{"user":"ana"}');
      },
    ],
  ])('gives %s a new key', (_, next) => {
    const keys = createSubmissionKeys();
    const first = keys.keyFor('{"user":"ana"}');
    expect(next(keys)).not.toBe(first);
  });
});
