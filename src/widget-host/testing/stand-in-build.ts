// A stand-in for the widget's build in a temporary folder: the two files the widget host cannot start without.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type StandInBuild = { distRoot: string; remove: () => Promise<void> };

export async function standInBuild(): Promise<StandInBuild> {
  const root = await mkdtemp(join(tmpdir(), 'ponte-widget-host-build-'));
  const distRoot = join(root, 'dist');
  await mkdir(join(distRoot, 'app'), { recursive: true });
  await writeFile(join(distRoot, 'app', 'index.html'), '<!doctype html><title>widget</title>');
  await writeFile(join(distRoot, 'ponte.js'), '(function(){})();');
  return { distRoot, remove: () => rm(root, { recursive: true, force: true }) };
}
