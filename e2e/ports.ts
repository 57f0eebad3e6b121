// Where the e2e servers listen: the sandbox (the aggregator), the widget's dev server, and the
// demo's three origins (its own sandbox, the widget host, the merchant) for the embedding journeys.
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 8797);
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
export const WIDGET_PORT = Number(process.env.E2E_WIDGET_PORT ?? 8798);
export const WIDGET_URL = `http://127.0.0.1:${WIDGET_PORT}`;

export const DEMO_SANDBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_DEMO_SANDBOX_PORT ?? 8887)}`;
export const DEMO_WIDGET_URL = `http://127.0.0.1:${Number(process.env.E2E_DEMO_WIDGET_PORT ?? 8888)}`;
export const DEMO_MERCHANT_URL = `http://127.0.0.1:${Number(process.env.E2E_DEMO_MERCHANT_PORT ?? 8889)}`;
