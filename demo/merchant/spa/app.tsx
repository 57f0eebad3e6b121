/** @jsxImportSource react */
// The React page: mint a Connect Token on click, run the widget through usePonteConnect, show the result.
import { useEffect, useRef, useState } from 'react';
import { AccountsTable } from './accounts-table.js';
import { ConnectSession } from './connect-session.js';
import { EventLog, describeEvent } from './event-log.js';
import type { LogEntry } from './event-log.js';
import { rememberItem } from './last-item.js';
import { fetchAccounts, fetchConfig, fetchConnectToken } from './merchant-api.js';
import type { MerchantConfig, ShownAccount } from './merchant-api.js';

// Errors of the embedding itself: the widget never started, so this attempt is over.
const START_FAILURES: readonly string[] = ['INVALID_OPTIONS', 'FRAME_UNAVAILABLE', 'PROTOCOL_MISMATCH'];

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const PAGES = [
  { href: '/', label: 'Overview' },
  { href: '/script-tag.html', label: 'Script tag' },
  { href: '/iframe.html', label: 'Raw iframe' },
  { href: '/react/', label: 'React', current: true },
  { href: '/update.html', label: 'Update an item' },
  { href: '/webhooks.html', label: 'Webhook inbox' },
];

export function App() {
  const [config, setConfig] = useState<MerchantConfig | null>(null);
  const [problem, setProblem] = useState('');
  const [requesting, setRequesting] = useState(false);
  const [connectToken, setConnectToken] = useState<string | null>(null);
  const [itemId, setItemId] = useState('');
  const [accounts, setAccounts] = useState<ShownAccount[] | null>(null);
  const [log, setLog] = useState<LogEntry[]>([]);
  const lastEntry = useRef(0);

  const note = (text: string) => {
    lastEntry.current += 1;
    const entry = { id: lastEntry.current, time: new Date().toLocaleTimeString(), text };
    setLog((entries) => [...entries, entry]);
  };

  useEffect(() => {
    let current = true;
    fetchConfig().then(
      (loaded) => current && setConfig(loaded),
      (error: unknown) => current && setProblem(`Could not load the demo's configuration: ${messageOf(error)}`),
    );
    return () => {
      current = false;
    };
  }, []);

  async function connect() {
    setRequesting(true);
    setProblem('');
    try {
      setConnectToken(await fetchConnectToken());
    } catch (error) {
      setProblem(`Could not get a Connect Token: ${messageOf(error)}`);
    } finally {
      setRequesting(false);
    }
  }

  const busy = requesting || connectToken !== null;

  function showItem(id: string) {
    rememberItem(id);
    setItemId(id);
    setAccounts(null);
    fetchAccounts(id).then(setAccounts, (error: unknown) => setProblem(`Could not load the accounts: ${messageOf(error)}`));
  }

  return (
    <>
      <header>
        <p className="brand">Example Store · ponte demo</p>
        <nav aria-label="Demo pages">
          <ul>
            {PAGES.map((page) => (
              <li key={page.href}>
                <a href={page.href} aria-current={page.current === true ? 'page' : undefined}>
                  {page.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main>
        <h1>npm package and React</h1>
        <p>
          This page is a React single-page app rendered under <code>StrictMode</code>. It uses <code>usePonteConnect</code> from{' '}
          <code>ponte/react</code>: when you click, it asks this site's backend for a Connect Token, creates the widget's iframe on the widget's own
          origin and opens it once the iframe is ready.
        </p>
        <pre>
          <code>{`const { open, ready } = usePonteConnect({ connectToken, apiUrl, widgetUrl, includeSandbox: true, onSuccess, onEvent, onClose });`}</code>
        </pre>
        <div className="actions">
          {/* Busy, not disabled, while connecting: a disabled button would drop the focus the modal returns to. */}
          <button
            type="button"
            disabled={config === null}
            aria-disabled={busy}
            onClick={() => {
              if (!busy) void connect();
            }}
          >
            Connect your bank
          </button>
        </div>

        {config !== null && connectToken !== null && (
          <ConnectSession
            config={config}
            connectToken={connectToken}
            onEvent={(event) => note(describeEvent(event))}
            onSuccess={({ item }) => {
              note(`onSuccess: item ${item.id} (${item.status})`);
              showItem(item.id);
            }}
            onError={(error) => {
              note(`onError: ${error.code}`);
              if (!START_FAILURES.includes(error.code)) return;
              setProblem(`The widget could not start: ${error.message}`);
              setConnectToken(null);
            }}
            onClose={({ reason }) => {
              note(`onClose: ${reason}`);
              // The token served this one attempt; connecting again mints a new one.
              setConnectToken(null);
            }}
          />
        )}

        <section aria-labelledby="result-heading">
          <h2 id="result-heading">Result</h2>
          <p>
            <label htmlFor="item-id">Connected item</label>: <output id="item-id">{itemId}</output>
          </p>
          <p className="error" role="alert">
            {problem}
          </p>
          {itemId !== '' && (accounts === null ? <p className="hint">Loading the accounts…</p> : <AccountsTable accounts={accounts} />)}
        </section>

        <EventLog entries={log} />
      </main>
    </>
  );
}
