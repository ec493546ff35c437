/**
 * A search box that filters from 2 characters (SPEC VAL-02, STA-56) and can be reset: the results
 * view's and the left sidebar's. While the text is too short to apply, a hint says so.
 */
import { useId, useRef } from 'react';
import { activeSearch } from '../../domain/name-search.ts';
import { Icon } from './icons.tsx';
import './search-box.css';

export type SearchBoxLabels = { readonly label: string; readonly placeholder: string; readonly reset: string; readonly hint: string };

type Props = {
  readonly text: string;
  readonly onChange: (text: string) => void;
  readonly labels: SearchBoxLabels;
  readonly className?: string;
};

export function SearchBox({ text, onChange, labels, className }: Props) {
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const reset = () => {
    onChange('');
    input.current?.focus();
  };
  const tooShort = text.trim().length > 0 && activeSearch(text) === null;
  return (
    <search className={className ? `search-box ${className}` : 'search-box'}>
      <label className="visually-hidden" htmlFor={`${hintId}-input`}>
        {labels.label}
      </label>
      <div className="search-box__field">
        <input
          ref={input}
          id={`${hintId}-input`}
          className="search-box__input"
          type="search"
          value={text}
          placeholder={labels.placeholder}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={tooShort ? hintId : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {text.length > 0 && (
          <button type="button" className="search-box__reset icon-button" aria-label={labels.reset} title={labels.reset} onClick={reset}>
            <Icon name="close" size={16} />
          </button>
        )}
      </div>
      {tooShort && (
        <p id={hintId} className="search-box__hint muted">
          {labels.hint}
        </p>
      )}
    </search>
  );
}
