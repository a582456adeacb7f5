import { addIntegration, replayIntegration } from '@sentry/browser';

/**
 * Session replay, only for a visitor who allowed functional cookies (C0003, spec point 9). Its
 * own chunk: nothing of replay reaches a browser without that consent. Text and media are masked:
 * a replay shows what was done, not prices, names or addresses.
 */
export function startReplay(): void {
  addIntegration(replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }));
}
