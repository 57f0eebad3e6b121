// The engine chunk (option check, session, flow, API client, schemas): requested by the first
// session, or earlier by whoever knows a session is coming (the hosted page).
export const loadEngine = () => import('./engine.js');

/** The element's: the engine and its attribute reading. */
export const loadElementEngine = () => import('./element-engine.js');
