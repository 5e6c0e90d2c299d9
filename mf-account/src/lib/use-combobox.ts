import { useId, useState, type KeyboardEvent } from 'react';

interface ComboboxOptions<T> {
  /** The options listed now; an empty list is a closed one. */
  options: readonly T[];
  /** Enter on the active option, as a click on it does. */
  onChoose: (option: T) => void;
  /** The option active before any key: -1 for none (Enter then types on), 0 for the first. */
  firstActive?: -1 | 0;
  /** ↑ or ↓ asks for the list, as typing does; without it they only move through a list. */
  onOpen?: () => void;
  /** Escape closes an open list; without it Escape is the page's. */
  onClose?: () => void;
}

/**
 * A text field with a list of options under it (the ARIA combobox pattern): ↑ and ↓ move
 * through the options, wrapping round, Enter chooses the active one, Escape closes the list,
 * and the pointer over an option makes it active. The caller renders the field with
 * `inputProps` and `onKeyDown`, each option with `optionProps(index)` and the list with the
 * id `listId`, and calls `restart` when the options change under the customer's typing.
 */
export function useCombobox<T>({
  options,
  onChoose,
  firstActive = -1,
  onOpen,
  onClose,
}: ComboboxOptions<T>) {
  const listId = useId();
  const [active, setActive] = useState<number>(firstActive);
  const index = active < 0 ? -1 : Math.min(active, options.length - 1);
  const chosen = index >= 0 ? options[index] : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (!onClose || options.length === 0) return;
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!onOpen && options.length === 0) return;
      event.preventDefault();
      onOpen?.();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && chosen !== undefined) {
      event.preventDefault();
      onChoose(chosen);
    }
  };

  return {
    listId,
    onKeyDown,
    restart: () => setActive(firstActive),
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': options.length > 0,
      'aria-controls': listId,
      'aria-activedescendant': chosen !== undefined ? `${listId}-${index}` : undefined,
    } as const,
    optionProps: (option: number) => ({
      id: `${listId}-${option}`,
      role: 'option' as const,
      'aria-selected': option === index,
      onMouseEnter: () => setActive(option),
    }),
  };
}

/** What `useCombobox` gives the component that renders the field and its list. */
export type Combobox = ReturnType<typeof useCombobox>;
