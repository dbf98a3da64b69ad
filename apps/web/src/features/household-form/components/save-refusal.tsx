import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Ref } from 'react';
import classes from './household-form.module.css';

/**
 * spec 2 §5: why a save was refused, '{label} is niet ingevuld' joined by line breaks. Inline, not a
 * dialog (issue 7): the fields are marked red and the focus is already on the first missing one.
 */
export function SaveRefusal({ messages, ref }: { messages: readonly string[]; ref?: Ref<HTMLDivElement> }) {
  if (!messages.length) return null;
  return (
    <Alert
      ref={ref}
      className={classes.refusal}
      color="red"
      variant="light"
      radius="md"
      icon={<IconAlertTriangle aria-hidden />}
      title="Error bij opslaan!"
      role="alert"
    >
      <Text size="sm" mb={4}>
        Niet opgeslagen: vul de rood gemarkeerde velden in.
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="save-refusal-messages">
        {messages.join('\n')}
      </Text>
    </Alert>
  );
}

/** The first marked field of the form in screen order, or the first input of a marked group. */
export function focusFirstInvalid(form: HTMLFormElement | null, options?: FocusOptions): void {
  const marked = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!marked) return;
  const target = marked.matches('input, textarea, select, button')
    ? marked
    : marked.querySelector<HTMLElement>('input, textarea, select, button');
  (target ?? marked).focus(options);
}
