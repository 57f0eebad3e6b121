// The program as a process: its exit code and what it prints, with no stack trace when a setting is refused.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

function runMain(args: string[], env: NodeJS.ProcessEnv) {
  // Only the variables given: the machine's own (a PORT, a NODE_ENV) must not change the answer.
  const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    timeout: 15_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('ponte-widget-host, run', () => {
  it.each([
    {
      name: 'a frame ancestor with a path',
      args: [],
      env: { WIDGET_FRAME_ANCESTORS: 'https://shop.example/cart' },
      line: /^ponte-widget-host: WIDGET_FRAME_ANCESTORS: "https:\/\/shop\.example\/cart" has a path/,
    },
    {
      name: 'a bad port',
      args: ['--port', 'eighty'],
      env: { WIDGET_FRAME_ANCESTORS: 'https://shop.example' },
      line: /^ponte-widget-host: --port must be a port number/,
    },
  ])('refuses $name: one line, exit code 1, no stack', ({ args, env, line }) => {
    const { status, stdout, stderr } = runMain(args, env);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(line);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).not.toMatch(/^\s+at /m);
  });

  it('prints a recipe and exits 0', () => {
    const { status, stdout } = runMain(['--print-headers', 'vercel'], {
      WIDGET_API_ORIGIN: 'https://api.example.com',
      WIDGET_FRAME_ANCESTORS: 'https://shop.example',
    });
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toHaveProperty('headers');
  });
});
