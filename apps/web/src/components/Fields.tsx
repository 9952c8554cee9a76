import { Field, Input, Select } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';

/** A labelled search box with the magnifier icon; `onChange` receives the new text. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <Field className={className} label={label}>
      <Input
        type="search"
        value={value}
        contentBefore={<SearchRegular aria-hidden />}
        placeholder={placeholder}
        onChange={(_event, data) => onChange(data.value)}
      />
    </Field>
  );
}

/** A labelled dropdown of `[value, text]` options, led by an "all" option when `allLabel` is given. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  allLabel,
  allValue = 'all',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
  allLabel?: string;
  allValue?: string;
}) {
  return (
    <Field label={label}>
      <Select value={value} onChange={(_event, data) => onChange(data.value)}>
        {allLabel === undefined ? null : <option value={allValue}>{allLabel}</option>}
        {options.map(([code, text]) => (
          <option key={code} value={code}>
            {text}
          </option>
        ))}
      </Select>
    </Field>
  );
}
