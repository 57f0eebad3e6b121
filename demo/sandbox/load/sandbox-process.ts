// The sandbox under measurement, in a process of its own: started on a free port, its resident memory read from outside, stopped.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export type SandboxProcess = { url: string; child: ChildProcess };

/** A port nothing listens on now: asked of the system, then given back for the sandbox to take. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no free port');
  return address.port;
}

/** `npm run sandbox` as a merchant runs it, with the caller's SANDBOX_* settings; webhooks stay on the machine. */
export async function startSandboxProcess(): Promise<SandboxProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/sandbox/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_DELIVER_WEBHOOKS: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited with ${child.exitCode}`);
    const up = await fetch(`${url}/oauth/style.css`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, child };
    if (Date.now() > deadline) throw new Error(`the sandbox did not answer on ${url} within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function stopSandboxProcess({ child }: SandboxProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Resident set size in MiB, as `ps` reports it (Linux and macOS alike). */
export function residentMiB({ child }: SandboxProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    execFile('ps', ['-o', 'rss=', '-p', String(child.pid)], (error, stdout) => {
      if (error) reject(error);
      else resolve(Number(stdout.trim()) / 1024);
    });
  });
}
