// Whether a step's heading may take focus now: always, unless the widget starts quietly and the
// user has not come into it yet (then the page around it keeps its focus).
import { createContext } from 'preact';

export const FocusPolicy = createContext<() => boolean>(() => true);
