/**
 * A stake box whose value lives in the feed worker. While the player types, the box shows what they
 * typed (the worker's answer arrives a frame later, and a controlled input must not lag behind the
 * keys); once it loses focus it shows the worker's value again, so a slip cleared after placing
 * clears its boxes too.
 */
import { useState } from 'react';

type Props = {
  readonly id: string;
  /** What the stake is for (a selection's key, or `tab`): how the slip finds the box to focus. */
  readonly target: string;
  readonly value: string;
  readonly invalid: boolean;
  readonly placeholder?: string;
  readonly onStake: (stake: string) => void;
};

export function StakeInput({ id, target, value, invalid, placeholder, onStake }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      id={id}
      data-stake-for={target}
      className="betslip__stake-input"
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      value={draft ?? value}
      aria-invalid={invalid}
      onChange={(e) => {
        setDraft(e.target.value);
        onStake(e.target.value);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
