import { type FormEvent, useState } from 'react';
import { Button } from './button';
// The input is a `.control` like every field: its look lives in field.css, which a screen opened directly (the
// stock report) may not have loaded through any other component.
import './field.css';
import './search-bar.css';

type SearchBarProps = {
  /** Placeholder and accessible name, e.g. 'Buscar por Nome ou SKU'. */
  placeholder: string;
  /** The search currently applied; the input starts from it. */
  initialValue?: string;
  /** Called with the trimmed text on 'Buscar' (or Enter) and with '' on 'Limpar'. */
  onSearch: (search: string) => void;
};

export function SearchBar({ placeholder, initialValue = '', onSearch }: SearchBarProps) {
  const [value, setValue] = useState(initialValue);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(value.trim());
  }

  function handleClear() {
    setValue('');
    onSearch('');
  }

  return (
    <search className="search-bar no-print">
      <form onSubmit={handleSubmit}>
        <input
          type="search"
          className="control search-bar__input"
          placeholder={placeholder}
          aria-label={placeholder}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit">Buscar</Button>
        <Button variant="secondary" onClick={handleClear}>
          Limpar
        </Button>
      </form>
    </search>
  );
}
