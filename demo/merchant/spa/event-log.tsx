/** @jsxImportSource react */
// What the widget told the page, oldest first: callbacks and events, ids and statuses only.
import type { WidgetEvent } from 'ponte';

export type LogEntry = { id: number; time: string; text: string };

/** One line for a widget event: its name and the step or status it carries. */
export function describeEvent(event: WidgetEvent): string {
  const extra = [event.step, event.connectorName, event.itemStatus, event.executionStatus, event.errorCode].filter(Boolean);
  return extra.length > 0 ? `${event.event} (${extra.join(', ')})` : event.event;
}

export function EventLog({ entries }: { entries: readonly LogEntry[] }) {
  return (
    <section aria-labelledby="log-heading">
      <h2 id="log-heading">Event log</h2>
      {/* Focusable so a keyboard user can scroll it. */}
      <ol className="event-log" aria-labelledby="log-heading" tabIndex={0}>
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.time} {entry.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
