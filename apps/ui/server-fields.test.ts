import { describe, expect, it } from 'vitest';
import { validationMessages } from '../../shared/messages';
import { splitServerFields } from './server-fields';

describe('splitServerFields', () => {
  it('puts messages of the form fields beside them and lists the others', () => {
    expect(
      splitServerFields(
        { name: validationMessages.required, version: validationMessages.invalidNumber, website: 'Bad' },
        ['name', 'website'],
      ),
    ).toEqual({
      beside: [
        ['name', validationMessages.required],
        ['website', 'Bad'],
      ],
      other: [validationMessages.invalidNumber],
    });
  });

  it('ignores values that are not text', () => {
    expect(splitServerFields({ name: 3 } as unknown as Record<string, string>, ['name'])).toEqual({
      beside: [],
      other: [],
    });
  });
});
