import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { USB_KEY_UNSUPPORTED } from '../../../lib/auth/usb-key';
import { getStoredUser } from '../../../lib/session';
import { LoginForm, showUsbKeyUnsupported } from './login-form';
import { bodyText } from '../../../test/fetch-calls';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn() }));
const { startAuthentication } = await import('@simplewebauthn/browser');

const assertion = {
  id: 'a2V5',
  rawId: 'a2V5',
  type: 'public-key',
  clientExtensionResults: {},
  response: { authenticatorData: 'YQ', clientDataJSON: 'Yg', signature: 'Yw' },
};

function renderLogin() {
  (window as { PublicKeyCredential?: unknown }).PublicKeyCredential = function PublicKeyCredential() {};
  return renderWithProviders(<LoginForm />, {
    route: '/login',
    routes: [{ path: '/home', element: <p>Home pagina</p> }],
  });
}

describe("'Gebruik USB Sleutel'", () => {
  afterEach(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    vi.mocked(startAuthentication).mockReset();
  });

  it("says 'Deze browser ondersteunt geen USB-sleutels' without public-key credentials", async () => {
    renderWithProviders(<p>Aanmelden</p>, { route: '/login' });
    void showUsbKeyUnsupported();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Login error!');
    expect(dialog).toHaveTextContent(USB_KEY_UNSUPPORTED);
    expect(USB_KEY_UNSUPPORTED).toBe('Deze browser ondersteunt geen USB-sleutels');
  });

  it('signs the begin options with the key, posts them with the handle, stores {token, name} and goes home', async () => {
    const fetchMock = mockApi({
      'GET /auth/webauthn/login/begin': {
        body: { publicKey: { challenge: 'Y2g', rpId: 'localhost' }, handle: 'h1' },
      },
      'POST /auth/webauthn/login/finish': { body: { token: 'tok', name: 'Jan' } },
    });
    vi.mocked(startAuthentication).mockResolvedValue(assertion as never);
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Gebruik USB Sleutel' }));

    expect(await screen.findByText('Home pagina')).toBeInTheDocument();
    expect(startAuthentication).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'Y2g', rpId: 'localhost' },
    });
    const finish = fetchMock.mock.calls.find(([url]) => url === '/auth/webauthn/login/finish');
    expect(JSON.parse(bodyText(finish?.[1]))).toEqual({ ...assertion, handle: 'h1' });
    expect(getStoredUser()).toEqual({ token: 'tok', name: 'Jan' });
  });

  it("shows 'Login error!' with the server's message when the key is not recognised", async () => {
    mockApi({
      'GET /auth/webauthn/login/begin': { body: { publicKey: { challenge: 'Y2g' }, handle: 'h1' } },
      'POST /auth/webauthn/login/finish': { status: 401, body: { error: 'USB-sleutel niet herkend' } },
    });
    vi.mocked(startAuthentication).mockResolvedValue(assertion as never);
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Gebruik USB Sleutel' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Login error!');
    expect(dialog).toHaveTextContent('USB-sleutel niet herkend');
    expect(getStoredUser()).toBeNull();
  });

  it('says in Dutch that the key was not touched when the browser ceremony is cancelled', async () => {
    mockApi({
      'GET /auth/webauthn/login/begin': { body: { publicKey: { challenge: 'Y2g' }, handle: 'h1' } },
    });
    vi.mocked(startAuthentication).mockRejectedValue(
      Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
      }),
    );
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Gebruik USB Sleutel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('De USB-sleutel werd niet aangeraakt');
    expect(screen.getByRole('button', { name: 'Gebruik USB Sleutel' })).toBeEnabled();
  });
});
