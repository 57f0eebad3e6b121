// Why the widget closed: what onClose receives, and what host and frame tell each other.
export const CLOSE_REASONS = ['user', 'done', 'escape', 'host', 'destroy'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/** The reasons a frame may give (its close button, the done button, Escape); the others only the host knows. */
export const FRAME_CLOSE_REASONS = ['user', 'done', 'escape'] as const satisfies readonly CloseReason[];
export type FrameCloseReason = (typeof FRAME_CLOSE_REASONS)[number];
