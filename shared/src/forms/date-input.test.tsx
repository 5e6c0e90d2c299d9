// @vitest-environment happy-dom
import '../testing/setup-dom.js';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../providers/app-providers.js';
import { createTestQueryClient } from '../testing/render-app.js';
import { DateInput, maskDisplayDate } from './date-input.js';

function Picked() {
  const [value, setValue] = useState('');
  return (
    <label>
      Date of birth
      <DateInput value={value} onChange={(event) => setValue(event.target.value)} />
    </label>
  );
}

describe('DateInput: DD/MM/YYYY in every browser', () => {
  it('puts the slashes in as the customer types, and drops anything but digits', () => {
    expect(maskDisplayDate('0')).toBe('0');
    expect(maskDisplayDate('070')).toBe('07/0');
    expect(maskDisplayDate('07032026')).toBe('07/03/2026');
    expect(maskDisplayDate('07-03-2026 and more')).toBe('07/03/2026');
    expect(maskDisplayDate('07/')).toBe('07');
  });

  it('is a text field that says DD/MM/YYYY, not the browser locale date input', () => {
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <Picked />
      </AppProviders>,
    );
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    fireEvent.change(input, { target: { value: '07031990' } });
    expect(input).toHaveValue('07/03/1990');
  });
});
