import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCombobox } from './use-combobox';

const FRUIT = ['Apple', 'Banana', 'Cherry'];

/** A field over a list that opens on typing or ↑ ↓ and closes on Escape. */
function Fruit({ onChoose, firstActive }: { onChoose: (fruit: string) => void; firstActive?: 0 }) {
  const [open, setOpen] = useState(false);
  const options = open ? FRUIT : [];
  const combobox = useCombobox({
    options,
    onChoose,
    ...(firstActive === undefined ? {} : { firstActive }),
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
  });
  return (
    <>
      <input aria-label="Fruit" {...combobox.inputProps} onKeyDown={combobox.onKeyDown} />
      <ul id={combobox.listId} role="listbox" aria-label="Fruit found">
        {options.map((fruit, index) => (
          <li key={fruit} {...combobox.optionProps(index)} onClick={() => onChoose(fruit)}>
            {fruit}
          </li>
        ))}
      </ul>
    </>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Fruit' });
const activeOption = () =>
  document.getElementById(field().getAttribute('aria-activedescendant') ?? '')?.textContent;

describe('useCombobox', () => {
  it('opens on ↓, moves round the list both ways, and Enter chooses the active option', async () => {
    const onChoose = vi.fn();
    render(<Fruit onChoose={onChoose} />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Apple');
    expect(screen.getByRole('option', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('Cherry');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('Banana');
  });

  it('with nothing active, Enter is left to the form; Escape closes the list', async () => {
    const onChoose = vi.fn();
    render(<Fruit onChoose={onChoose} />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChoose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('makes the option under the pointer active; from the first, Enter takes it at once', async () => {
    const onChoose = vi.fn();
    render(<Fruit onChoose={onChoose} firstActive={0} />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('Apple');
    await userEvent.hover(screen.getByRole('option', { name: 'Cherry' }));
    expect(activeOption()).toBe('Cherry');
    await userEvent.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('Cherry');
  });
});
