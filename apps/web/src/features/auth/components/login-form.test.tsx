import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render';
import { getStoredUser } from '../../../lib/session';
import { LoginForm } from './login-form';
import { bodyText } from '../../../test/fetch-calls';

vi.mock('../../../lib/browser', () => ({ reloadPage: vi.fn() }));
const { reloadPage } = await import('../../../lib/browser');

const home = { path: '/home', element: <p>Home pagina</p> };

function renderLogin() {
  return renderWithProviders(<LoginForm />, { route: '/login', routes: [home] });
}

describe('LoginForm', () => {
  afterEach(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });

  it.each([
    ['both fields empty', '', ''],
    ['password empty', 'jan', ''],
    ['username empty', '', 'geheim'],
  ])('sends nothing with %s and shows the field errors', async (_case, username, password) => {
    const fetchMock = mockApi({});
    const { user } = renderLogin();
    if (username) await user.type(screen.getByLabelText(/Gebruikersnaam/), username);
    if (password) await user.type(screen.getByLabelText(/Wachtwoord/), password);
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));

    if (!username) expect(await screen.findByText('Gebruikersnaam is niet ingevuld')).toBeInTheDocument();
    if (!password) expect(await screen.findByText('Wachtwoord is niet ingevuld')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Login error!' with the server's message when the login fails, and keeps the page", async () => {
    mockApi({ 'POST /login': { status: 401, body: { error: 'Gebruikersnaam of wachtwoord is fout' } } });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/Gebruikersnaam/), 'jan');
    await user.type(screen.getByLabelText(/Wachtwoord/), 'fout');
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Login error!');
    expect(dialog).toHaveTextContent('Gebruikersnaam of wachtwoord is fout');
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reloadPage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Aanmelden' })).toBeEnabled();
  });

  it('disables the button while sending, then stores the session and goes to /home', async () => {
    let answer: (value: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { user, router } = renderLogin();
    await user.type(screen.getByLabelText(/Gebruikersnaam/), ' jan ');
    await user.type(screen.getByLabelText(/Wachtwoord/), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Aanmelden' })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/login');
    expect(JSON.parse(bodyText(init))).toEqual({ username: 'jan', password: 'geheim' });

    answer(new Response(JSON.stringify({ token: 'tok', name: 'Jan' }), { status: 200 }));
    expect(await screen.findByText('Home pagina')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(getStoredUser()).toEqual({ token: 'tok', name: 'Jan' });
  });

  it("hides 'Gebruik USB Sleutel' when the browser has no public-key credentials", () => {
    renderLogin();
    expect(screen.queryByRole('button', { name: 'Gebruik USB Sleutel' })).not.toBeInTheDocument();
  });

  it("shows 'Gebruik USB Sleutel' when the browser supports public-key credentials", () => {
    (window as { PublicKeyCredential?: unknown }).PublicKeyCredential = function PublicKeyCredential() {};
    renderLogin();
    expect(screen.getByRole('button', { name: 'Gebruik USB Sleutel' })).toBeEnabled();
  });
});
