// Types of choices.js, for the tests that run it.
import type { PlaygroundSettings } from './snippet-parts.js';

export type Problem = { name: 'connectorIds' | 'popularConnectorIds' | 'countries'; message: string };
export type Choices = { display: 'modal' | 'inline'; settings: PlaygroundSettings; problems: Problem[] };

export const PROBLEMS: Readonly<Record<Problem['name'], string>>;
export function readChoices(entries: Iterable<readonly [string, unknown]>): Choices;
