// The two machines a figure is measured on: this one as it is, and a slow phone (CDP network and CPU throttling).
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

export type Profile = {
  name: 'unthrottled' | 'slow mobile';
  /** CPU slowdown factor (1: none). */
  cpu: number;
  /** Network emulation; none: loopback as it is. */
  network?: { latencyMs: number; downloadBytesPerSecond: number; uploadBytesPerSecond: number };
};

export const UNTHROTTLED: Profile = { name: 'unthrottled', cpu: 1 };

/** 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, a CPU 4x slower. */
export const SLOW_MOBILE: Profile = {
  name: 'slow mobile',
  cpu: 4,
  network: { latencyMs: 150, downloadBytesPerSecond: 1_600_000 / 8, uploadBytesPerSecond: 750_000 / 8 },
};

/** Applies to the page's renderer: frames it hosts are throttled with it (see framesShareRenderer). */
export async function applyProfile(cdp: CDPSession, profile: Profile): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.latencyMs,
      downloadThroughput: profile.network.downloadBytesPerSecond,
      uploadThroughput: profile.network.uploadBytesPerSecond,
    });
  }
}

/**
 * Whether every frame of the page runs in the page's own renderer, where the page's CPU and network
 * throttling reach it. A frame in a process of its own (an out-of-process iframe) has a CDP target
 * of its own, and Playwright then opens a session for it; for an in-process frame it refuses.
 */
export async function framesShareRenderer(context: BrowserContext, page: Page): Promise<boolean> {
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    const separate = await context.newCDPSession(frame).then(
      async (session) => {
        await session.detach();
        return true;
      },
      (error: unknown) => {
        if (error instanceof Error && /does not have a separate CDP session/.test(error.message)) return false;
        throw error;
      },
    );
    if (separate) return false;
  }
  return true;
}
