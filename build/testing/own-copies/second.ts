// The other fixture entry, importing the same module.
import { shared } from './shared.js';

export const second = shared('second');
