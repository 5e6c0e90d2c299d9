// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getHealthFailures,
  HEALTH_FAILURE_THRESHOLD,
  isMaintenance,
  nextHealthFailures,
  recordHealthCheck,
  subscribeMaintenance,
} from './maintenance-store.js';

describe('health failure counter', () => {
  afterEach(() => sessionStorage.clear());

  it('adds one per failure and resets on a success', () => {
    expect(nextHealthFailures(0, false)).toBe(1);
    expect(nextHealthFailures(2, false)).toBe(3);
    expect(nextHealthFailures(7, true)).toBe(0);
  });

  it('enters maintenance at three consecutive failures', () => {
    expect(HEALTH_FAILURE_THRESHOLD).toBe(3);
    expect(isMaintenance(2)).toBe(false);
    expect(isMaintenance(3)).toBe(true);
    expect(isMaintenance(4)).toBe(true);
  });

  it('keeps the count in storage, so a reload during an outage still knows', () => {
    recordHealthCheck(false);
    recordHealthCheck(false);
    expect(sessionStorage.getItem('wattle.healthFailures')).toBe('2');
    expect(getHealthFailures()).toBe(2);
    expect(recordHealthCheck(false)).toBe(3);
    expect(isMaintenance(getHealthFailures())).toBe(true);
  });

  it('recovers on one healthy check, and tells subscribers of each change', () => {
    const listener = vi.fn();
    const stop = subscribeMaintenance(listener);
    recordHealthCheck(false);
    recordHealthCheck(false);
    recordHealthCheck(false);
    expect(recordHealthCheck(true)).toBe(0);
    expect(getHealthFailures()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(4);
    recordHealthCheck(true);
    expect(listener).toHaveBeenCalledTimes(4);
    stop();
  });

  it('reads a tampered or missing value as no failures', () => {
    sessionStorage.setItem('wattle.healthFailures', 'lots');
    expect(getHealthFailures()).toBe(0);
  });
});
