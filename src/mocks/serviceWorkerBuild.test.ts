import { describe, expect, it } from 'vitest';
import { demoServerSetting } from './serviceWorkerBuild';

describe('VITE_DEMO_SERVER', () => {
  it('is on by default, and off by default for a build with a backend', () => {
    expect(demoServerSetting({})).toBe('on');
    expect(demoServerSetting({ VITE_API_URL: 'https://api.example.com' })).toBe('off');
  });

  it('is what it is set to', () => {
    expect(demoServerSetting({ VITE_DEMO_SERVER: 'off' })).toBe('off');
    expect(demoServerSetting({ VITE_DEMO_SERVER: 'on' })).toBe('on');
    expect(demoServerSetting({ VITE_DEMO_SERVER: 'off', VITE_API_URL: 'https://api.example.com' })).toBe('off');
  });

  it('refuses a value it does not know, and a demo server in front of a backend', () => {
    expect(() => demoServerSetting({ VITE_DEMO_SERVER: 'false' })).toThrow(
      'VITE_DEMO_SERVER must be "on" or "off", not "false".',
    );
    expect(() => demoServerSetting({ VITE_DEMO_SERVER: 'on', VITE_API_URL: 'https://api.example.com' })).toThrow(
      /would answer the calls meant for that backend/,
    );
  });
});
