// The fixture page's script, as the hosted page runs the widget: the first screen at once, the lazy module later.
import { loadLazy } from './entry.js';

setTimeout(() => void loadLazy(), 0);
