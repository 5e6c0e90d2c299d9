import { screen } from '@testing-library/react';
import { getWattleSystem } from '@wattle/shared';
import { renderApp } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { CHANGE_COLOURS, DailyChange } from './daily-change';

describe('DailyChange', () => {
  it('shows the change to 2 decimals with its sign and direction', () => {
    renderApp(
      <>
        <DailyChange value="1.2345" />
        <DailyChange value="-0.456" />
        <DailyChange value="0" />
        <DailyChange value={undefined} />
      </>,
    );
    expect(screen.getByText('+1.23%')).toHaveAttribute('data-direction', 'up');
    expect(screen.getByText('-0.46%')).toHaveAttribute('data-direction', 'down');
    expect(screen.getByText('0.00%')).toHaveAttribute('data-direction', 'flat');
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
  });

  it('colours a rise blue and a fall red', () => {
    expect(CHANGE_COLOURS.up).toBe('change.up');
    expect(CHANGE_COLOURS.down).toBe('change.down');
    const source = (name: string) =>
      String(getWattleSystem().tokens.getByName(name)?.originalValue);
    expect(source('colors.change.up')).toBe('{colors.blue.700}');
    expect(source('colors.change.down')).toBe('{colors.red.700}');
  });
});
