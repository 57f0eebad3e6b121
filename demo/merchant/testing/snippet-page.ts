// Runs a playground snippet as a browser would, against a stand-in page: what it gave the widget, fetched and posted.
import ts from 'typescript';
import type { WayId } from '../pages/playground/snippets.js';

type Listener = (event: Record<string, unknown>) => unknown;
type Options = Record<string, unknown>;

/** The few parts of an element a snippet touches. */
export class StandInElement {
  readonly style: Record<string, string> = {};
  readonly children: StandInElement[] = [];
  readonly posted: { message: Options; target: string }[] = [];
  readonly contentWindow = { postMessage: (message: Options, target: string) => this.posted.push({ message, target }) };
  readonly listeners: Record<string, Listener[]> = {};
  disabled = false;
  hidden = false;
  open = false;
  title = '';
  src = '';

  constructor(readonly tag: string) {}
  append(child: StandInElement): void {
    this.children.push(child);
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners[type] = [...(this.listeners[type] ?? []), listener];
  }
  showModal(): void {
    this.open = true;
  }
  close(): void {
    this.open = false;
  }
  /** Calls the listeners of `type` as the browser would, and waits for what they started. */
  async dispatch(type: string, event: Record<string, unknown> = {}): Promise<void> {
    await Promise.all((this.listeners[type] ?? []).map((listener) => listener({ preventDefault: () => {}, ...event })));
  }
}

export const PAGE_ORIGIN = 'https://shop.example';

/** What a snippet did on the stand-in page. */
export type SnippetRun = {
  /** The options Ponte.create or createConnect got, or PonteConnect's props (without children). */
  created: Options | null;
  /** The React element's children: the button's label. */
  children: unknown;
  /** How many times the handle's open() was called. */
  opens: number;
  /** Every fetch: its URL and init. */
  fetches: { url: string; init: Options }[];
  /** console calls, as `[method, ...arguments]`. */
  logs: unknown[][];
  /** Elements by id, made as the snippet asks for them. */
  element(id: string): StandInElement;
  /** The iframes the snippet created. */
  iframes: StandInElement[];
  /** Delivers a message event to the page's window. */
  message(event: { source: unknown; origin: string; data: unknown }): Promise<void>;
};

/** The body of the HTML's module script; it must be the page's last script. */
export function moduleScript(html: string): string {
  const match = /<script type="module">\n([\s\S]*?)\n<\/script>\n$/.exec(html);
  if (!match?.[1]) throw new Error('the snippet has no module script at its end');
  return match[1];
}

/** ES modules and JSX as CommonJS a Function can run; a syntax error fails. */
function transpile(source: string, fileName: string): string {
  const output = ts.transpileModule(source, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX },
  });
  const problems = (output.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  if (problems.length > 0) throw new SyntaxError(problems.join('\n'));
  return output.outputText;
}

export async function runSnippet(way: WayId, code: string): Promise<SnippetRun> {
  const elements = new Map<string, StandInElement>();
  const windowListeners: Listener[] = [];
  const run: SnippetRun = {
    created: null,
    children: undefined,
    opens: 0,
    fetches: [],
    logs: [],
    iframes: [],
    element(id) {
      const found = elements.get(id) ?? new StandInElement(id);
      elements.set(id, found);
      return found;
    },
    async message(event) {
      await Promise.all(windowListeners.map((listener) => listener(event)));
    },
  };
  const handle = { open: () => run.opens++, close() {}, destroy() {} };
  const create = (options: Options) => {
    run.created = options;
    return handle;
  };
  let tokens = 0;
  const pageFetch = async (url: string, init: Options) => {
    run.fetches.push({ url, init });
    tokens += 1;
    return { ok: true, status: 200, json: async () => ({ accessToken: `token-${tokens}` }) };
  };
  const pageConsole = Object.fromEntries(['log', 'warn'].map((method) => [method, (...args: unknown[]) => run.logs.push([method, ...args])]));
  const pageWindow: Options = {
    location: { origin: PAGE_ORIGIN },
    addEventListener: (type: string, listener: Listener) => type === 'message' && windowListeners.push(listener),
  };
  const pageDocument = {
    getElementById: (id: string) => run.element(id),
    createElement: (tag: string) => {
      const element = new StandInElement(tag);
      if (tag === 'iframe') run.iframes.push(element);
      return element;
    },
  };
  const modules: Record<string, unknown> = {
    ponte: { createConnect: create },
    'ponte/react': { PonteConnect: function PonteConnect() {} },
    'react/jsx-runtime': {
      jsx: (type: unknown, props: Options) => ({ type, props }),
      jsxs: (type: unknown, props: Options) => ({ type, props }),
    },
  };
  const requireModule = (name: string) => {
    if (!(name in modules)) throw new Error(`the snippet imports ${name}`);
    return modules[name];
  };

  const globals = {
    window: pageWindow,
    document: pageDocument,
    fetch: pageFetch,
    console: pageConsole,
    crypto: globalThis.crypto,
    require: requireModule,
  };
  const runAsScript = (body: string, extra: Options = {}) => {
    const scope = { ...globals, ...extra };
    new Function(...Object.keys(scope), `'use strict';\n${body}`)(...Object.values(scope));
  };

  if (way === 'script-tag' || way === 'iframe') {
    runAsScript(moduleScript(code));
    if (way === 'script-tag') {
      const queue = pageWindow.PonteQueue;
      if (!Array.isArray(queue) || queue.length !== 1) throw new Error('the snippet queued no function for Ponte');
      queue[0]({ create });
    }
  } else {
    const exports: Options = {};
    runAsScript(transpile(code, way === 'react' ? 'snippet.jsx' : 'snippet.js'), { exports, module: { exports } });
    if (way === 'react') {
      const render = exports.ConnectBank;
      if (typeof render !== 'function') throw new Error('the snippet exports no ConnectBank component');
      const { props } = render() as { props: Options };
      const { children, ...rest } = props;
      run.created = rest;
      run.children = children;
    }
  }
  return run;
}
