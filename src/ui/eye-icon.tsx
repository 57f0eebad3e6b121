// The password toggle's icon: an open eye, struck through while the password is shown.
export function EyeIcon({ struck }: { struck: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true" focusable="false">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {struck ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}
