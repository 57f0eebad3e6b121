// Types of snippets.js, for the tests that run it.
import type { SnippetInput } from './snippet-parts.js';

export type WayId = 'script-tag' | 'iframe' | 'npm' | 'react';
export type SnippetWay = { id: WayId; label: string; write(input: SnippetInput): string };

export const SNIPPET_WAYS: readonly SnippetWay[];
export function writeSnippet(wayId: string, input: SnippetInput): string;
