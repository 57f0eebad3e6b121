// The fixture's entry: the first screen's styles now, the lazy module's when asked for.
import { first } from './first.css.js';

export { registered } from './registry.js';
export const firstClass = first;
export const loadLazy = () => import('./lazy.js');
