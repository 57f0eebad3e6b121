// The class that applies a color scheme's theme to the widget's root element.
import type { ColorScheme } from './color-scheme';
import { darkTheme } from './dark.css';
import { lightTheme } from './light.css';

export const THEME_CLASSES: Record<ColorScheme, string> = { light: lightTheme, dark: darkTheme };
