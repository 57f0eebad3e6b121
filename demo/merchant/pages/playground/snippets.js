// The embedding ways a snippet can be written for, in the order the page offers them.
import { iframeSnippet } from './iframe-snippet.js';
import { npmSnippet } from './npm-snippet.js';
import { reactSnippet } from './react-snippet.js';
import { scriptTagSnippet } from './script-tag-snippet.js';

export const SNIPPET_WAYS = [
  { id: 'script-tag', label: 'Script tag', write: scriptTagSnippet },
  { id: 'iframe', label: 'Raw iframe and postMessage', write: iframeSnippet },
  { id: 'npm', label: 'npm: createConnect', write: npmSnippet },
  { id: 'react', label: 'npm: React', write: reactSnippet },
];

/** The snippet of the way with that id; the first way for an id it does not know. */
export function writeSnippet(wayId, input) {
  const way = SNIPPET_WAYS.find((candidate) => candidate.id === wayId) ?? SNIPPET_WAYS[0];
  return way.write(input);
}
