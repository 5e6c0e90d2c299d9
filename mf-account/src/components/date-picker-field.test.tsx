import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useWattleForm, WattleForm } from '@wattle/shared';
import { renderApp } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DatePickerField } from './date-picker-field';

configure({ asyncUtilTimeout: 10_000 });

function BirthForm() {
  const form = useWattleForm({
    schema: z.object({ dateOfBirth: z.string() }),
    initialValues: { dateOfBirth: '' },
    onSubmit: () => undefined,
  });
  return (
    <WattleForm form={form} submitLabel="Save">
      <DatePickerField
        form={form}
        name="dateOfBirth"
        label="Date of birth"
        defaultMonth={new Date(1990, 0, 1)}
      />
    </WattleForm>
  );
}

const openCalendar = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Choose date of birth from a calendar' }));
  return screen.findByRole('dialog', { name: 'Calendar for date of birth' });
};

// Component journeys render lazy routes and Chakra portals: slow on a busy machine.
describe('DatePickerField', { timeout: 20_000 }, () => {
  it('fills DD/MM/YYYY on a pick and closes', async () => {
    const user = userEvent.setup();
    renderApp(<BirthForm />);
    const calendar = await openCalendar(user);
    const years = [...calendar.querySelectorAll('select')].find((select) =>
      [...select.options].some((option) => option.value === '1940'),
    );
    const yearValues = [...(years?.options ?? [])].map((option) => Number(option.value));
    expect(Math.min(...yearValues)).toBe(1940);
    expect(Math.max(...yearValues)).toBe(2050);
    await user.click(screen.getByRole('button', { name: /15 January 1990/ }));
    expect(screen.getByLabelText('Date of birth')).toHaveValue('15/01/1990');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape without changing the value', async () => {
    const user = userEvent.setup();
    renderApp(<BirthForm />);
    await openCalendar(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Date of birth')).toHaveValue('');
  });

  it('closes on a click outside it', async () => {
    const user = userEvent.setup();
    renderApp(<BirthForm />);
    await openCalendar(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('accepts a typed date, slashes put in, and shows it picked in the calendar', async () => {
    const user = userEvent.setup();
    renderApp(<BirthForm />);
    await user.type(screen.getByLabelText('Date of birth'), '07031988');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('07/03/1988');
    const calendar = await openCalendar(user);
    expect(calendar.querySelector('[aria-selected="true"]')?.textContent).toBe('7');
  });
});
