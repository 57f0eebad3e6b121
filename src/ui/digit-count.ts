// How many digits a digits-only validation pattern asks for: the field's hint, and the phone's keypad.

/** `^\d{6}$` and `^[0-9]{6}$` → 6; any other pattern (ranges, open-ended ones) → 0. */
export const digitCount = (pattern: string | null | undefined): number => Number(/^\^(\\d|\[0-9\])\{(\d+)\}\$$/.exec(pattern ?? '')?.[2] ?? 0);
