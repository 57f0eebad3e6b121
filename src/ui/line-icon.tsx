// The widget's line icons (header buttons, the password toggle): paths on a 24-unit grid, stroked in
// the text's colour, hidden from screen readers because the button around each one is labelled.
import type { ComponentChildren } from 'preact';

export const lineIcon = (size: number, paths: ComponentChildren, linecap?: 'round') => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    stroke-width="2"
    stroke-linecap={linecap}
    aria-hidden="true"
    focusable="false"
  >
    {paths}
  </svg>
);
