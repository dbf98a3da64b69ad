import { z } from 'zod';

/**
 * Zod's messages in plain Dutch for a volunteer: zod's Dutch locale, except for the two messages that
 * name programming types ('verwacht string, ontving undefined') or speak of keys.
 */
export function useDutchZodMessages() {
  z.config(z.locales.nl());
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type')
        return issue.input === undefined ? 'Is niet ingevuld' : 'Ongeldige waarde';
      if (issue.code === 'unrecognized_keys') return `Onbekend veld: ${issue.keys.join(', ')}`;
      return undefined;
    },
  });
}
