// What the app hands every view below it: how to announce, and whether a heading may take focus now
// (always, unless the widget starts quietly and the user has not come into it yet).
import { createContext } from 'preact';

export type Politeness = 'polite' | 'assertive';
export type Announce = (text: string, politeness?: Politeness) => void;

export type ViewContextValue = { announce: Announce; mayTakeFocus: () => boolean };

export const ViewContext = createContext<ViewContextValue>({ announce: () => undefined, mayTakeFocus: () => true });
