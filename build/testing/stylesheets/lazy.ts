// A module the entry loads on demand, as the widget loads its later steps.
import { lazy } from './lazy.css.js';

export const lazyClass = lazy;
