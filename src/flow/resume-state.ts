// Reads the redirect fallback's saved state, checked: storage is outside the flow's control.
import { z } from '../api/z.js';
import type { FlowDeps, ResumeState } from './types.js';

const ResumeStateSchema = z.object({ itemId: z.string(), connectorId: z.number() });

/** The saved state, or null; whatever was read is cleared, so a return resumes once. */
export function takeResumeState(store: FlowDeps['resumeStore']): ResumeState | null {
  if (!store) return null;
  const raw = store.load();
  if (raw === null) return null;
  store.clear();
  const parsed = ResumeStateSchema.safeParse(raw);
  return parsed.success ? { itemId: parsed.data.itemId, connectorId: parsed.data.connectorId } : null;
}
