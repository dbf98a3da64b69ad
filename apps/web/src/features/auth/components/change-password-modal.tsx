import { Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { changePasswordSchema } from '@mvm/domain/auth/schemas';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { changePassword, type ChangePassword } from '../../../lib/auth/change-password';
import { FormActions } from '../../../components/form-actions/form-actions';

type FormValues = ChangePassword & { herhaal: string };

function validate(values: FormValues): Record<string, string> {
  const result = changePasswordSchema.safeParse({
    oudWachtwoord: values.oudWachtwoord,
    nieuwWachtwoord: values.nieuwWachtwoord,
  });
  const errors: Record<string, string> = result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  if (!errors.nieuwWachtwoord && values.herhaal !== values.nieuwWachtwoord) {
    errors.herhaal = 'De twee nieuwe wachtwoorden zijn niet gelijk';
  }
  return errors;
}

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
  const save = useMutation({
    mutationFn: ({ oudWachtwoord, nieuwWachtwoord }: FormValues) =>
      changePassword({ oudWachtwoord, nieuwWachtwoord }),
    onSuccess: () => {
      notifications.show({ color: 'green', title: 'Opgeslagen!', message: 'Je wachtwoord is gewijzigd.' });
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
        if (!save.isPending) save.mutate(values);
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
