// A fixture entry that imports the shared module.
import { shared } from './shared.js';

export const first = shared('first');
