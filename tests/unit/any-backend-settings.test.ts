/** Settings issue 49 adds: PUBLIC_SIGN_IN_STATE and DEMO_API_FILES_PATH, with their defaults and their refusals. */
import { describe, expect, it } from 'vitest';
import { readDemoSettings } from '#scripts/demo-api/settings.ts';
import { readSettings, SettingsError } from '#scripts/settings.ts';

describe('PUBLIC_SIGN_IN_STATE', () => {
  it("is optional by default (the spec's /auth/login need not echo a state), required when set so", () => {
    expect(readSettings({}).signInState).toBe('optional');
    expect(readSettings({ PUBLIC_SIGN_IN_STATE: ' required ' }).signInState).toBe('required');
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => readSettings({ PUBLIC_SIGN_IN_STATE: 'yes' })).toThrow(SettingsError);
    expect(() => readSettings({ PUBLIC_SIGN_IN_STATE: 'yes' })).toThrow(
      /PUBLIC_SIGN_IN_STATE="yes": expected "optional" or "required"/,
    );
  });
});

describe('DEMO_API_FILES_PATH', () => {
  it('is /uploads/ by default; a path is given its slashes', () => {
    expect(readDemoSettings({}).filesPath).toBe('/uploads/');
    expect(readDemoSettings({ DEMO_API_FILES_PATH: 'files' }).filesPath).toBe('/files/');
    expect(readDemoSettings({ DEMO_API_FILES_PATH: '/media/2024' }).filesPath).toBe('/media/2024/');
  });

  it.each(['/', '/api/files/', '/a/../b/', '/.hidden/', '/a b/'])('refuses %j, naming the variable', (path) => {
    expect(() => readDemoSettings({ DEMO_API_FILES_PATH: path })).toThrow(/DEMO_API_FILES_PATH=/);
  });
});
