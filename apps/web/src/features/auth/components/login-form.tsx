import { Button, Divider, PasswordInput, Stack, TextInput } from '@mantine/core';
import { hasLength, isNotEmpty, useForm } from '@mantine/form';
import { IconKey, IconLogin } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PASSWORD_MISSING, USERNAME_MISSING } from '@mvm/domain/auth/messages';
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
    // The server's messages (loginRequestSchema), without zod: this is the first screen, kept small (issue 7).
    validate: { username: isNotEmpty(USERNAME_MISSING), password: hasLength({ min: 1 }, PASSWORD_MISSING) },
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
