import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { USB_KEY_UNSUPPORTED } from '../../../lib/auth/usb-key';
import { startUsbKeyLogin } from './login-form';

describe('startUsbKeyLogin', () => {
  it("says 'Deze browser ondersteunt geen USB-sleutels' without public-key credentials", async () => {
    renderWithProviders(<p>Aanmelden</p>, { route: '/login' });
    startUsbKeyLogin();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(USB_KEY_UNSUPPORTED);
    expect(USB_KEY_UNSUPPORTED).toBe('Deze browser ondersteunt geen USB-sleutels');
  });
});
