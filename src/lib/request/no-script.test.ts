import { describe, expect, it } from 'vitest';
import { noScriptAddress } from './no-script';

describe('noScriptAddress', () => {
  it('is the page with the parameter added, keeping its query', () => {
    expect(noScriptAddress('/kategorier/el/kabel', '?sida=2&sortering=namn')).toBe('/kategorier/el/kabel?sida=2&sortering=namn&skript=av');
    expect(noScriptAddress('/', '')).toBe('/?skript=av');
  });

  it('never leads off the host', () => {
    expect(noScriptAddress('//evil.example/x', '')).toBe('/?skript=av');
    expect(noScriptAddress('/\\evil.example', '')).toBe('/?skript=av');
  });

  it('cannot end the refresh URL early', () => {
    expect(noScriptAddress("/search", "?q=kabel'x")).not.toContain("'");
  });
});
