import { Button } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { showSavedNotice } from '../../../components/alerts/notices';
import { supportsUsbKey, USB_KEY_UNSUPPORTED } from '../../../lib/auth/usb-key';
import type { User } from '../api/get-gebruikers';
import { useRegisterUsbKey } from '../api/register-usb-key';

/** spec 2 §2: 'USB Sleutel aanmaken'; without browser support the alert 'Deze browser ondersteunt geen USB-sleutels'. */
export function UsbKeyButton({ gebruiker }: { gebruiker: User }) {
  const register = useRegisterUsbKey({
    meta: { errorTitle: 'Error bij opslaan!' },
    onSuccess: () => {
      showSavedNotice(`De USB-sleutel van ${gebruiker.name} is geregistreerd.`);
    },
  });
  return (
    <Button
      size="sm"
      h={40}
      variant="light"
      leftSection={<IconKey size={16} aria-hidden />}
      loading={register.isPending}
      aria-label={`USB Sleutel aanmaken voor ${gebruiker.name}`}
      onClick={() => {
        if (!supportsUsbKey()) void showErrorAlert('Error!', USB_KEY_UNSUPPORTED);
        else if (!register.isPending) register.mutate(gebruiker.username);
      }}
    >
      USB Sleutel aanmaken
    </Button>
  );
}
