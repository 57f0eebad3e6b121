// The later steps' marks as inline SVG, on the line icons' grid: decorative, so each is hidden from screen readers.
import { lineIcon } from '../line-icon.js';

export const CheckIcon = () => lineIcon(24, <path d="M5 12l5 5L20 7" />, 'round');

export const AlertIcon = () => lineIcon(28, <path d="M12 3L2 20h20L12 3zm0 6v5m0 3v.5" />, 'round');

export const LockIcon = () => lineIcon(20, <path d="M5 11h14v10H5zm3 0V7a4 4 0 018 0v4" />);
