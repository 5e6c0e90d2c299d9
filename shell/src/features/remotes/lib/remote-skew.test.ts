import type { ReleaseNeeds } from '@wattle/shared/release-needs';
import { describe, expect, it } from 'vitest';
import { failureStage } from './needs-plugin';
import { RemoteSkewError, satisfyNeeds, type ShareScope } from './remote-skew';

/** A module object as the bundler makes one: getters, one per export. */
function moduleOf(exports: Record<string, unknown>): Record<string, unknown> {
  const module = {};
  for (const [name, value] of Object.entries(exports)) {
    Object.defineProperty(module, name, { enumerable: true, get: () => value });
  }
  return module;
}

const Box = () => 'box';
const Timeline = () => 'timeline';
const chakra = moduleOf({ Box });
const shared = moduleOf({ PageLayout: () => 'layout' });

function scope(): ShareScope {
  return {
    react: { '19.3.1': { from: 'wattle_shell', loaded: true, lib: () => ({}) } },
    '@chakra-ui/react': { '3.37.0': { from: 'wattle_shell', loaded: true, lib: () => chakra } },
    '@wattle/shared': { '0.1.0': { from: 'wattle_shell', loaded: true, lib: () => shared } },
  };
}

const NEEDS: ReleaseNeeds = {
  container: 'wattle_trading',
  version: '0.1.0-3f2c1ab',
  shared: { react: '19.3.1', '@chakra-ui/react': '3.37.0' },
  exports: { '@chakra-ui/react': ['Box'], '@wattle/shared': ['PageLayout'] },
};
const complete = () => Promise.resolve({ Box, Timeline });

describe('satisfyNeeds', () => {
  it('runs a remote whose needs the shell meets, lending nothing', async () => {
    expect(await satisfyNeeds('trading', NEEDS, scope(), 'wattle_shell', complete)).toBe(false);
  });

  it('lends Chakra exports the shell lacks to the one shared Chakra, from its complete copy', async () => {
    const needs = { ...NEEDS, exports: { '@chakra-ui/react': ['Box', 'Timeline'] } };
    expect(await satisfyNeeds('trading', needs, scope(), 'wattle_shell', complete)).toBe(true);
    expect(chakra.Timeline).toBe(Timeline);
    expect(chakra.Box).toBe(Box);
  });

  it('refuses a remote built for another version of a singleton, saying which', async () => {
    const needs = { ...NEEDS, shared: { ...NEEDS.shared, react: '19.4.0' } };
    const refusal = satisfyNeeds('trading', needs, scope(), 'wattle_shell', complete);
    await expect(refusal).rejects.toBeInstanceOf(RemoteSkewError);
    await expect(refusal).rejects.toThrow(
      'This part of Wattle was built for react 19.4.0; this app runs 19.3.1.',
    );
  });

  it('refuses exports neither the shell nor its complete Chakra has', async () => {
    const needs = { ...NEEDS, exports: { '@wattle/shared': ['PageLayout', 'NewWidget'] } };
    await expect(satisfyNeeds('trading', needs, scope(), 'wattle_shell', complete)).rejects.toThrow(
      'needs NewWidget from @wattle/shared, which this app lacks',
    );
  });

  it('leaves alone what the shell does not share or has not loaded', async () => {
    const needs = {
      ...NEEDS,
      shared: { 'lightweight-charts': '5.2.1' },
      exports: { 'react-router-dom': ['Routes'] },
    };
    expect(await satisfyNeeds('trading', needs, scope(), 'wattle_shell', complete)).toBe(false);
  });
});

describe('failureStage', () => {
  it.each([
    [new RemoteSkewError('trading', 'built for react 19.4.0'), 'compatibility'],
    [new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'), 'manifest'],
    [new Error('Failed to get remoteEntry exports. #RUNTIME-001'), 'entry'],
    [new Error('Failed to load script resources. #RUNTIME-008'), 'entry'],
    [new TypeError('Cannot read properties of undefined'), 'module'],
  ])('%s → %s', (error, stage) => {
    expect(failureStage(error)).toBe(stage);
  });
});
