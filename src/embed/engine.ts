// What the element loads in parallel with its first screen: the flow, the API client and the
// schemas they parse with. The first screen paints without it (see session/session.ts).
export { createApiClient } from '../api/client.js';
export { createFlow } from '../flow/create-flow.js';
