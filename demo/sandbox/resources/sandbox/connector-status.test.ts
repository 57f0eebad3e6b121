// POST /sandbox/connectors/{id}/status over real HTTP: the health clients read, the event they hear, and what an OFFLINE institution does to a sync.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector, Item } from '../../../../src/api/schemas/index.js';
import { isFinal, sandboxClient, type SandboxKit } from '../../testing/sandbox-kit.js';

let s: SandboxKit;
let key: string;
beforeAll(async () => {
  s = await sandboxClient();
  key = await s.apiKey();
});
afterAll(() => s.close());

const setStatus = (id: number | string, body: unknown, token = key) =>
  s.call<Connector & { code?: number; message?: string }>('POST', `/sandbox/connectors/${id}/status`, { token, body });
const health = async (id: number) => (await s.call<Connector>('GET', `/connectors/${id}`, { token: key })).body.health?.status;
const statusEvents = async () =>
  (
    await s.call<{ results: { notification: Record<string, unknown> }[] }>('GET', '/sandbox/events?event=connector/status_updated&pageSize=500', {
      token: key,
    })
  ).body.results;

describe('POST /sandbox/connectors/{id}/status', () => {
  it.each([
    ['UNSTABLE', 0],
    ['OFFLINE', 2],
    ['ONLINE', 8],
  ] as const)('sets %s on connector %i: GET /connectors shows it, connector/status_updated says it', async (status, id) => {
    const before = (await statusEvents()).length;
    const r = await setStatus(id, { status });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, health: { status } });
    expect(await health(id)).toBe(status);
    const listed = await s.call<{ results: Connector[] }>('GET', `/connectors?sandbox=true&ids=${id}`, { token: key });
    expect(listed.body.results[0]?.health?.status).toBe(status);
    const events = await statusEvents();
    expect(events).toHaveLength(before + 1);
    expect(events[0]?.notification).toEqual({ event: 'connector/status_updated', eventId: expect.any(String), connectorId: id, data: { status } });
  });

  it('raises nothing when the status does not change', async () => {
    await setStatus(1, { status: 'UNSTABLE' });
    const before = (await statusEvents()).length;
    expect((await setStatus(1, { status: 'UNSTABLE' })).status).toBe(200);
    expect(await statusEvents()).toHaveLength(before);
  });

  it('makes a sync on an OFFLINE connector end OUTDATED / SITE_NOT_AVAILABLE, and an ONLINE one succeed again; the item shows the health it synced with', async () => {
    const login = { user: 'user-ok', password: 'password-ok' };
    await setStatus(0, { status: 'OFFLINE' });
    const offline = await s.createItem(key, 0, login);
    const failed = (await s.waitForItem(key, offline.id, isFinal)).item;
    expect(failed).toMatchObject({ status: 'OUTDATED', executionStatus: 'SITE_NOT_AVAILABLE', connector: { health: { status: 'OFFLINE' } } });

    await setStatus(0, { status: 'ONLINE' });
    await s.call<Item>('PATCH', `/items/${offline.id}`, { token: key, body: {} });
    const recovered = (await s.waitForItem(key, offline.id, (i) => i.status === 'UPDATED')).item;
    expect(recovered).toMatchObject({ executionStatus: 'SUCCESS', connector: { health: { status: 'ONLINE' } } });
  });

  it.each([
    ['an unknown status', 0, { status: 'DOWN' }, 400],
    ['no status', 0, {}, 400],
    ['an id that is no integer', '0x0', { status: 'ONLINE' }, 400],
    ['a connector nobody has', 987654, { status: 'ONLINE' }, 404],
  ])('refuses %s', async (_label, id, body, status) => {
    const r = await setStatus(id, body);
    expect(r).toMatchObject({ status, body: { code: status } });
  });

  it('needs an API Key', async () => {
    expect((await setStatus(0, { status: 'ONLINE' }, await s.connectToken())).status).toBe(403);
    expect((await s.call('POST', '/sandbox/connectors/0/status', { body: { status: 'ONLINE' } })).status).toBe(401);
  });
});
