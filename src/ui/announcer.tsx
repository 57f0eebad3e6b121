// The later steps' way to announce: the app's announcer, read from the view context by a hook.
import { useContext } from 'preact/hooks';
import { type Announce, ViewContext } from './view-context.js';

export type { Announce, Politeness } from './view-context.js';

export const useAnnounce = (): Announce => useContext(ViewContext).announce;
