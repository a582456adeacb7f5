import { describe, expect, it } from 'vitest';
import { detectUiMode } from './ui-mode';

describe('detectUiMode', () => {
  it.each([
    ['LjusgrossenApp/3.2.1 (iPhone; iOS 18.1) Mobile', 'APP', '3.2.1'],
    ['LjusgrossenApp/4 Android', 'APP', '4'],
    ['LjusgrossenApp/10.0.0.1', 'APP', '10.0.0.1'],
    ['LjusgrossenApp/ (no version)', 'NORMAL', undefined],
    ['LjusgrossenApp/abc', 'NORMAL', undefined],
    ['LjusgrossenApp3.2.1', 'NORMAL', undefined],
    ['Mozilla/5.0 LjusgrossenApp/3.2.1', 'NORMAL', undefined],
    ['VirkesbolagetApp/1.0.0', 'NORMAL', undefined],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0', 'NORMAL', undefined],
    [undefined, 'NORMAL', undefined],
  ])('%s → %s', (userAgent, mode, appVersion) => {
    const result = detectUiMode(userAgent, 'LjusgrossenApp');
    expect(result.mode).toBe(mode);
    expect(result.appVersion).toBe(appVersion);
  });

  it('punch-out outranks the app user agent', () => {
    expect(detectUiMode('LjusgrossenApp/3.2.1', 'LjusgrossenApp', true).mode).toBe('PUNCHOUT');
  });
});
