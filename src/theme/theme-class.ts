// The class that applies a color scheme's theme to the widget's root element.
import type { ColorScheme } from './color-scheme.js';
import { darkTheme } from './dark.css.js';
import { lightTheme } from './light.css.js';

export const THEME_CLASSES: Record<ColorScheme, string> = { light: lightTheme, dark: darkTheme };
