import { Checkbox, Field, Radio, RadioGroup, Select, Switch } from '@fluentui/react-components';
import type { FieldValues } from 'react-hook-form';
import { asText, useFieldBinding, type FieldBase } from './FormFields';

type Options = readonly { value: string; label: string }[];

/** A select of codes with translated labels; `placeholder` is the empty first option of a new item. */
export function SelectField<T extends FieldValues, V>({
  options,
  placeholder,
  ...base
}: FieldBase<T, V> & { options: Options; placeholder?: string }) {
  const { field, input, value, onChange } = useFieldBinding(base);
  const selected = asText(value);
  return (
    <Field {...field}>
      <Select {...input} value={selected} onChange={(_event, data) => onChange(data.value)}>
        {placeholder && !selected ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * A select whose value may be left out: its first option ("Not given") stands for null, which the
 * form holds (the schema's optional code). Never marked required: leaving it out is its point.
 */
export function OptionalSelectField<T extends FieldValues, V>({
  control,
  name,
  label,
  hint,
  options,
  noneLabel,
}: FieldBase<T, V> & { options: Options; noneLabel: string }) {
  const { field, input, value, onChange } = useFieldBinding({ control, name, label, hint });
  return (
    <Field {...field}>
      <Select
        {...input}
        value={asText(value)}
        onChange={(_event, data) => onChange(data.value === '' ? null : data.value)}
      >
        <option value="">{noneLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** One choice of a few, all in view (radio buttons), labelled as a group. */
export function RadioField<T extends FieldValues, V>({ options, ...base }: FieldBase<T, V> & { options: Options }) {
  const {
    field,
    input: { ref, name, onBlur },
    value,
    onChange,
  } = useFieldBinding(base);
  return (
    <Field {...field}>
      {/* The group is what is focused on an error; each radio reports leaving it. */}
      <RadioGroup ref={ref} name={name} value={asText(value)} onChange={(_event, data) => onChange(data.value)}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} onBlur={onBlur} />
        ))}
      </RadioGroup>
    </Field>
  );
}

/** An on/off switch (featured); its label names it, so the Field around it carries only the hint. */
export function SwitchField<T extends FieldValues, V>({ control, name, label, hint }: FieldBase<T, V>) {
  const { input, value, onChange } = useFieldBinding({ control, name, label });
  return (
    <Field hint={hint}>
      <Switch {...input} label={label} checked={value === true} onChange={(_event, data) => onChange(data.checked)} />
    </Field>
  );
}

/** A tick box for a yes/no a form keeps (a member's published state); its label names it. */
export function CheckboxField<T extends FieldValues, V>({ control, name, label, hint }: FieldBase<T, V>) {
  const { input, value, onChange } = useFieldBinding({ control, name, label });
  return (
    <Field hint={hint}>
      <Checkbox
        {...input}
        label={label}
        checked={value === true}
        onChange={(_event, data) => onChange(data.checked === true)}
      />
    </Field>
  );
}
