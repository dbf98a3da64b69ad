import { Button, Divider, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey, IconLogin } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { loginRequestSchema } from '@mvm/domain/auth/schemas';
import { showErrorAlert } from '../../../components/alerts/alerts';
import type { LoginCredentials } from '../../../lib/auth/login';
import { supportsUsbKey, USB_KEY_UNSUPPORTED } from '../../../lib/auth/usb-key';
import { useLogin, useUsbKeyLogin } from '../api/login';

/** spec 1 §2: without public-key credentials the alert 'Deze browser ondersteunt geen USB-sleutels' applies. */
export function showUsbKeyUnsupported(): Promise<void> {
  return showErrorAlert('Login error!', USB_KEY_UNSUPPORTED);
}

/** spec 1 §2/§5: both fields are needed before anything is sent; buttons are disabled while it runs. */
export function LoginForm() {
  const navigate = useNavigate();
  const form = useForm<LoginCredentials>({
    initialValues: { username: '', password: '' },
    // The server's own schema, so browser and API say the same Dutch message.
    validate: (values) => {
      const result = loginRequestSchema.safeParse(values);
      if (result.success) return {};
      return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    },
  });
  const config = {
    meta: { errorTitle: 'Login error!' },
    onSuccess: () => void navigate('/home', { replace: true }),
  };
  const login = useLogin(config);
  const usbLogin = useUsbKeyLogin(config);
  const busy = login.isPending || login.isSuccess || usbLogin.isPending || usbLogin.isSuccess;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (!busy) login.mutate({ username: values.username.trim(), password: values.password });
      })}
    >
      <Stack gap="md">
        <TextInput
          label="Gebruikersnaam"
          autoComplete="username"
          autoFocus
          withAsterisk
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Wachtwoord"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Button
          type="submit"
          fullWidth
          loading={login.isPending || login.isSuccess}
          disabled={busy}
          leftSection={<IconLogin size={18} />}
        >
          Aanmelden
        </Button>
        {supportsUsbKey() ? (
          <>
            <Divider label="of" labelPosition="center" />
            <Button
              variant="light"
              fullWidth
              loading={usbLogin.isPending || usbLogin.isSuccess}
              disabled={busy}
              leftSection={<IconKey size={18} />}
              onClick={() => (supportsUsbKey() ? usbLogin.mutate() : void showUsbKeyUnsupported())}
            >
              Gebruik USB Sleutel
            </Button>
          </>
        ) : null}
      </Stack>
    </form>
  );
}
