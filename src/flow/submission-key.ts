// The Idempotency-Key of a credentials submission: a new one for each submission, the same one when
// that very request is sent again after its answer was lost (the server may have made the item).

/** 128 random bits as hex: getRandomValues, unlike randomUUID, works outside secure contexts too. */
const randomKey = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export type SubmissionKeys = {
  /** The key for this request (its JSON): the last one's when the last went unanswered and this is the same. */
  keyFor(request: string): string;
  /** The last request was answered, either way: the next submission is a new one. */
  answered(): void;
};

export function createSubmissionKeys(): SubmissionKeys {
  let unanswered: { key: string; request: string } | undefined;
  return {
    keyFor(request) {
      if (unanswered?.request !== request) unanswered = { key: randomKey(), request };
      return unanswered.key;
    },
    answered() {
      unanswered = undefined;
    },
  };
}
