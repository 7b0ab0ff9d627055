'use client';

/** A labelled whole-number field of the tournament forms (rounds, cycles, the field's size). */
export function NumberField({
  label,
  name,
  min,
  max,
  value,
  onChange,
}: {
  label: string;
  name: string;
  min: number;
  max: number;
  value: number;
  onChange: (n: number) => void;
}) {
  return (
    <label className="field">
      {label}
      <input
        type="number"
        name={name}
        min={min}
        max={max}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </label>
  );
}
