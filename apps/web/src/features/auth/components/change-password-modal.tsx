import { Modal, PasswordInput, Stack } from '@mantine/core';
import { showSuccessNotice } from '../../../components/alerts/notices';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';
import { changePasswordSchema, passwordSchema } from '@mvm/domain/auth/schemas';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { ApiError, errorMessage } from '../../../lib/api-client';
import type { ChangePassword } from '../../../lib/auth/change-password';
import { useChangePassword } from '../api/change-password';
import { FormActions } from '../../../components/form-actions/form-actions';

type FormValues = ChangePassword & { herhaal: string };

// The API's schema, plus the repeat field that only the form has.
const validate = zod4Resolver(
  changePasswordSchema.extend({ herhaal: z.string() }).refine((v) => v.herhaal === v.nieuwWachtwoord, {
    path: ['herhaal'],
    message: 'De twee nieuwe wachtwoorden zijn niet gelijk',
    // Only once the new password itself is acceptable (the old one may still be empty).
    when: ({ value }) =>
      typeof value === 'object' &&
      value !== null &&
      'nieuwWachtwoord' in value &&
      passwordSchema.safeParse(value.nieuwWachtwoord).success,
  }),
  { errorPriority: 'first' },
);

/** 'Wachtwoord wijzigen' in the user menu: the API ends the user's other sessions, this one stays. */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Wachtwoord wijzigen" centered>
      {opened ? <ChangePasswordForm onClose={onClose} /> : null}
    </Modal>
  );
}

function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const form = useForm<FormValues>({
    initialValues: { oudWachtwoord: '', nieuwWachtwoord: '', herhaal: '' },
    validate,
  });
  const save = useChangePassword({
    onSuccess: () => {
      showSuccessNotice('Opgeslagen!', 'Je wachtwoord is gewijzigd.');
      onClose();
    },
    onError: (error) => {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      else if (!(error instanceof ApiError && error.sessionExpired))
        void showErrorAlert('Error bij opslaan!', errorMessage(error));
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (!save.isPending)
          save.mutate({ oudWachtwoord: values.oudWachtwoord, nieuwWachtwoord: values.nieuwWachtwoord });
      })}
    >
      <Stack gap="md">
        <PasswordInput
          label="Huidig wachtwoord"
          autoComplete="current-password"
          withAsterisk
          data-autofocus
          {...form.getInputProps('oudWachtwoord')}
        />
        <PasswordInput
          label="Nieuw wachtwoord"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('nieuwWachtwoord')}
        />
        <PasswordInput
          label="Herhaal nieuw wachtwoord"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('herhaal')}
        />
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
