// The password toggle's icon: an open eye, struck through while the password is shown.
import { lineIcon } from './line-icon.js';

export function EyeIcon({ struck }: { struck: boolean }) {
  return lineIcon(
    22,
    <>
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {struck ? <path d="M3 3l18 18" /> : null}
    </>,
  );
}
