import type { TNcm } from '@erp/contracts/produtos';
import { type KeyboardEvent, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/field-controls';
import { NCM_MIN_SEARCH, useNcmSearch } from '../api/buscar-ncm';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import './ncm-combobox.css';

type NcmComboboxProps = {
  registration: UseFormRegisterReturn<'ncm'>;
  /** The field's current text (code or part of a description). */
  value: string;
  onSelect: (codigo: string) => void;
  error?: string | undefined;
};

const SEARCH_DELAY_MS = 250;

function hintFor(value: string, selected: TNcm | undefined, isSearching: boolean, count: number) {
  if (selected) return selected.descricao;
  if (value.trim().length < NCM_MIN_SEARCH) return 'Digite o código ou parte da descrição.';
  if (isSearching) return 'Buscando NCM...';
  return count === 0 ? 'Nenhum NCM encontrado.' : 'Escolha um NCM da lista.';
}

/**
 * The NCM input with suggestions from GET /ncm (code or description, accent-insensitive), following the
 * ARIA combobox pattern: arrows move through the list, Enter picks, Escape closes it.
 */
export function NcmCombobox({ registration, value, onSelect, error }: NcmComboboxProps) {
  const listId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const term = useDebouncedValue(value.trim(), SEARCH_DELAY_MS);
  const ncmQuery = useNcmSearch(term);
  const options = ncmQuery.data ?? [];
  const selected = options.find((option) => option.codigo === value.replace(/\D/g, ''));
  const isListShown = isOpen && options.length > 0 && !selected;

  function choose(option: TNcm) {
    onSelect(option.codigo);
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => Math.min(Math.max(index + step, 0), options.length - 1));
    } else if (event.key === 'Enter' && isListShown && options[activeIndex]) {
      event.preventDefault(); // picks the option instead of submitting the form
      choose(options[activeIndex]);
    } else if (event.key === 'Escape' && isListShown) {
      event.preventDefault(); // closes the list, not the modal around it
      event.stopPropagation();
      setIsOpen(false);
    }
  }

  return (
    <div className="ncm-combobox">
      <Field
        label="NCM"
        error={error}
        hint={hintFor(value, selected, ncmQuery.isFetching || term !== value.trim(), options.length)}
        isRequired
      >
        <Input
          {...registration}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={isListShown}
          aria-controls={listId}
          aria-activedescendant={isListShown && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          onChange={(event) => {
            setIsOpen(true);
            setActiveIndex(-1);
            return registration.onChange(event);
          }}
          onBlur={(event) => {
            setIsOpen(false);
            return registration.onBlur(event);
          }}
          onKeyDown={handleKeyDown}
        />
      </Field>
      <div
        id={listId}
        role="listbox"
        aria-label="Sugestões de NCM"
        className="ncm-combobox__list"
        hidden={!isListShown}
      >
        {isListShown &&
          options.map((option, index) => (
            <div
              key={option.codigo}
              id={`${listId}-${index}`}
              role="option"
              // Focus stays in the input (aria-activedescendant); -1 keeps the options out of the Tab order.
              tabIndex={-1}
              aria-selected={index === activeIndex}
              className="ncm-combobox__option"
              // mousedown, not click: the input must not blur (and close the list) before the choice lands.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
            >
              <span className="ncm-combobox__code">{option.codigo}</span> {option.descricao}
            </div>
          ))}
      </div>
    </div>
  );
}
