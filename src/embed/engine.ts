// What a widget loads in parallel with its first screen: the option check, the session, the flow
// (every step; the form's field validation comes on demand, with the later views), the API client
// and the schemas they parse with. The first screen paints without it (see session/session-shell.ts).
// The element's adds its attribute reading and its refusal view (element-engine.ts).
export { createApiClient } from '../api/client.js';
export { createFlow } from '../flow/create-flow.js';
export { parseOptions } from './options.js';
export { startSession } from './session/session.js';
