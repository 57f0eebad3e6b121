// Where the e2e servers listen: the sandbox (the aggregator) and the widget's dev server.
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 8797);
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
export const WIDGET_PORT = Number(process.env.E2E_WIDGET_PORT ?? 8798);
export const WIDGET_URL = `http://127.0.0.1:${WIDGET_PORT}`;
