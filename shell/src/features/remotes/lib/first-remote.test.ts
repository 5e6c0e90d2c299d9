import { TEST_CONFIG } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { remoteSettingsIn } from './first-remote';

describe('remoteSettingsIn', () => {
  it('reads the remote settings of a served config', () => {
    expect(remoteSettingsIn(JSON.parse(JSON.stringify(TEST_CONFIG)))).toEqual({
      environment: TEST_CONFIG.environment,
      remotes: TEST_CONFIG.remotes,
      remoteOverrideOrigins: TEST_CONFIG.remoteOverrideOrigins,
      apiUrl: TEST_CONFIG.apiUrl,
    });
  });

  it.each([
    ['not an object', 'config'],
    ['null', null],
    ['an unknown environment', { ...TEST_CONFIG, environment: 'prod' }],
    ['a missing remote', { ...TEST_CONFIG, remotes: { ...TEST_CONFIG.remotes, history: 1 } }],
    ['origins that are not a list of text', { ...TEST_CONFIG, remoteOverrideOrigins: [42] }],
    ['no API URL', { ...TEST_CONFIG, apiUrl: undefined }],
  ])('refuses %s', (_case, json) => {
    expect(remoteSettingsIn(json)).toBeNull();
  });
});
